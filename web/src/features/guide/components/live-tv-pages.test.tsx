import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import { guideApi } from '#app/features/guide/test/guide-fixtures.ts';

async function open(url: string) {
  const api = guideApi();
  vi.stubGlobal('fetch', api.fetch);
  const view = await renderApp(url);
  return { ...view, api };
}

afterEach(() => vi.unstubAllGlobals());

describe('popular TV page', () => {
  it('shows 7 programmes from channels off the blacklist, with a fallback for a missing synopsis', async () => {
    const { api } = await open('/tv/popular');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Popular on TV' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Popular programmes' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    const asked = api.callsTo('/v2/epg/popular')[0]!.query.get('channel_ids')!.split(',');
    // Coastline TV (3) and the virtual channel (801) are on the blacklist.
    expect(asked.sort()).toEqual(['2', '5', '6', '7']);
    const titles = cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent);
    expect(titles.every((title) => !title!.startsWith('Coastline TV'))).toBe(true);
    // One per channel first: the four channels each give their favourite 1.
    expect(titles.filter((title) => title!.endsWith('favourite 1'))).toHaveLength(4);
    expect(screen.getAllByText('Information Unavailable')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'See the full TV guide' })).toHaveAttribute(
      'href',
      '/tv/guide',
    );
  });

  it('replaces a failed programme picture with the channel logo, and that with its name', async () => {
    await open('/tv/popular');
    const list = await screen.findByRole('list', { name: 'Popular programmes' });
    const [card] = within(list).getAllByRole('listitem');
    const image = () => card!.querySelector('img');
    expect(image()!.getAttribute('src')).toMatch(/^\/v2\/epg\/program\/\d+\/image\/334x188$/);
    fireEvent.error(image()!);
    expect(image()!.getAttribute('src')).toMatch(/^\/v2\/epg\/channels\/\d+\/image\?size=334x188$/);
    fireEvent.error(image()!);
    expect(image()).toBeNull();
    const channel = within(card!)
      .getByText(/favourite/)
      .textContent!.replace(/ favourite.*/, '');
    expect(within(card!).getByText(channel)).toBeInTheDocument();
  });
});

describe('mobile playback page', () => {
  it('lists the mobile channels with what is on, and refuses to play in a desktop browser', async () => {
    const { user } = await open('/support/mobile-playback');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Watch live TV on your phone' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Channels on mobile' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Harbour One', 'Coastline TV']);
    expect(await within(list).findByText(/^On now: Harbour One at/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Play Harbour One' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open this page on your phone' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
