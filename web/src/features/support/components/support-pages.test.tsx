import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { captionedChannels, supportVideos } from '#app/content/help/support.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { fakeApi, okAnswer } from '#app/test/session-fixtures.ts';

describe('support videos', () => {
  it('shows 12 videos a page, pages on, and filters by category', async () => {
    const { user, router } = await renderApp('/support/videos');
    await screen.findByRole('heading', { level: 1, name: 'Support videos' });
    const tiles = () =>
      within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('listitem');
    expect(tiles()).toHaveLength(12);
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 3 of 3')).toBeVisible();
    expect(tiles()).toHaveLength(2);
    await user.click(screen.getByRole('link', { name: 'How-tos' }));
    expect(router.state.location.pathname).toBe('/support/videos/how%20tos');
    expect(await screen.findByRole('heading', { level: 2, name: 'How-tos' })).toBeVisible();
    expect(tiles()).toHaveLength(10);
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
  });

  it('plays a video in a lightbox that closes with Escape', async () => {
    const { user } = await renderApp('/support/videos/setting%20up');
    await user.click(await screen.findByRole('button', { name: 'Play Activating your box' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activating your box' });
    expect(
      within(dialog).getByText('Entering your activation code and choosing a PIN.'),
    ).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', { name: 'Play the copy from this site instead' }),
    );
    // jsdom has neither Media Source Extensions nor native HLS: the player says so.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('cannot play the video');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives each video category its own title and H1', async () => {
    await renderApp('/support/videos/how%20tos');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How-tos: support videos' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('How-tos: support videos – Home TV'));
  });

  it('loads nothing from YouTube until asked, then plays the item’s video in the privacy-enhanced player', async () => {
    const { user } = await renderApp('/support/videos/setting%20up');
    await user.click(await screen.findByRole('button', { name: 'Play Activating your box' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activating your box' });
    const video = supportVideos.find((v) => v.title === 'Activating your box')!;
    // Before the click: no frame, no picture, nothing whose address names a video host.
    expect(within(dialog).queryByTitle(/YouTube video/)).not.toBeInTheDocument();
    const addresses = [...dialog.querySelectorAll('[src], [href]')].map(
      (element) => element.getAttribute('src') ?? element.getAttribute('href'),
    );
    expect(addresses.filter((address) => /youtube/i.test(address ?? ''))).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: 'Play Activating your box on YouTube' }),
    );
    expect(within(dialog).getByTitle('Activating your box (YouTube video)')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${video.youTubeId}?autoplay=1&rel=0`,
    );
  });

  it('plays the local copy when the browser is offline', async () => {
    const { user } = await renderApp('/support/videos/setting%20up');
    await user.click(await screen.findByRole('button', { name: 'Play Activating your box' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activating your box' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Play Activating your box on YouTube' }),
    );
    window.dispatchEvent(new Event('offline'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('cannot play the video');
    expect(within(dialog).queryByTitle(/YouTube video/)).not.toBeInTheDocument();
    // Back online for the tests after this one (the app's connection state listens too).
    window.dispatchEvent(new Event('online'));
  });

  it('sends an unknown category to not found', async () => {
    const { router } = await renderApp('/support/videos/bloopers');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/notfound'));
  });
});

describe('user guides', () => {
  it('lists the latest release by default, and an earlier one by its path', async () => {
    const { user } = await renderApp('/support/user-guides');
    expect(await screen.findByRole('heading', { level: 2, name: 'Software 3.30' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mighty quick start (PDF)' })).toHaveAttribute(
      'href',
      '/pdf/mighty-quick-start.pdf',
    );
    expect(
      screen.getByRole('link', { name: 'Read about Media hub quick start online' }),
    ).toHaveAttribute('href', '/faqs/before-you-get/media-hub');
    await user.click(screen.getByRole('link', { name: 'Software 3.29' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Software 3.29' })).toBeVisible();
    expect(
      screen.queryByRole('link', { name: 'YouTube quick start (PDF)' }),
    ).not.toBeInTheDocument();
  });
});

describe('support pages', () => {
  it.each([
    ['/support/connect', 'Connecting your box'],
    ['/support/remote', 'Your remote'],
    ['/support/multiroom', 'Multiroom'],
    ['/support/competition-and-promotions', 'Competitions and promotions'],
    ['/support/still-need-help', 'Still need help?'],
    ['/telstra-store-support', 'Telstra store support'],
  ])('%s shows its page', async (url, heading) => {
    await renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it('lists the 35 captioned channels for a box', async () => {
    await renderApp('/support/mighty-closed-captioning');
    await screen.findByRole('heading', { level: 1, name: 'Closed captions on the Mighty' });
    const list = screen.getByRole('list', { name: 'Channels with closed captions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(35);
    expect(within(list).getByText('2 NPT')).toBeVisible();
  });

  it('shows each captioned channel’s logo, and its name where a logo fails', async () => {
    const api = fakeApi({
      '/v4/epg/channels': () =>
        okAnswer({
          region_details: [],
          channels: captionedChannels.map((c, i) => ({
            channel_id: 900 + i,
            epg_id: `ch-${i}`,
            name: c.name.toUpperCase(),
            number: c.number,
            image: `/v2/epg/channels/${900 + i}/image`,
            type: 'live',
            sources: [],
            plans: [],
            regions: [1],
            closed_captions: true,
          })),
        }),
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderApp('/support/mini-closed-captioning');
    const list = await screen.findByRole('list', { name: 'Channels with closed captions' });
    const items = within(list).getAllByRole('listitem');
    await waitFor(() =>
      expect(
        items.filter((item) => !item.querySelector('img')).map((item) => item.textContent),
      ).toEqual([]),
    );
    expect(items[0]!.querySelector('img')).toHaveAttribute(
      'src',
      '/v2/epg/channels/900/image?size=96x54',
    );
    fireEvent.error(items[0]!.querySelector('img')!);
    expect(items[0]!.querySelector('img')).toBeNull();
    expect(within(items[0]!).getByText(captionedChannels[0]!.name)).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it.each(['/support/toaster-closed-captioning', '/support/nothing-here'])(
    '%s goes to not found',
    async (url) => {
      const { router } = await renderApp(url);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/notfound'));
    },
  );
});
