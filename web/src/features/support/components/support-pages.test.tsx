import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

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
    // jsdom has neither Media Source Extensions nor native HLS: the player says so.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('cannot play the video');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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

  it.each(['/support/toaster-closed-captioning', '/support/nothing-here'])(
    '%s goes to not found',
    async (url) => {
      const { router } = await renderApp(url);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/notfound'));
    },
  );
});
