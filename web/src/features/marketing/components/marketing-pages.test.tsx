import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPlan, PublicPlansAnswer } from '@app/domain';
import { aMovie } from '../../../test/catalogue-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fakeApi, okAnswer, refusal } from '../../../test/session-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function aPublicPlan(id: number, name: string, overrides: Partial<PublicPlan> = {}): PublicPlan {
  return {
    id,
    name,
    description: `${name}: channels for everyone.`,
    kind: 'skinny',
    subset_of: 100,
    subset_plans: [],
    display_price: 600,
    display_price_tax_inclusive: true,
    visible_epg: true,
    channel_sort: [],
    channel_count: 0,
    ...overrides,
  };
}

/** The demo packs: four skinny packs of 10 channels each, and Ultimate holding all of them. */
function demoPlans(): PublicPlansAnswer {
  const packs = ['Kids', 'Knowledge', 'Vibe', 'Variety'].map((name, i) => {
    const sort = Array.from({ length: 10 }, (_, c) => (i + 1) * 100 + c);
    return aPublicPlan(101 + i, name, { channel_sort: sort, channel_count: sort.length });
  });
  const all = packs.flatMap((p) => p.channel_sort);
  const ultimate = aPublicPlan(100, 'Ultimate', {
    kind: 'ultimate',
    subset_of: null,
    subset_plans: [101, 102, 103, 104],
    display_price: 2499,
    channel_sort: all,
    channel_count: all.length,
  });
  const channels = Object.fromEntries(
    all.map((id) => [
      String(id),
      { id, epg_id: `channel-${id}`, name: `Channel ${id}`, number: id + 10 },
    ]),
  );
  return { plans: [ultimate, ...packs], channels };
}

function stubApi(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ '/v2/plans': () => okAnswer({ ...demoPlans() }), ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const channelTiles = async () => {
  const section = await screen.findByRole('region', { name: 'Channels in this pack' });
  return within(section).getAllByRole('button');
};

describe('package pages', () => {
  it('shows Ultimate’s price, channel count and the first 4 channels of each of its packs', async () => {
    stubApi();
    await renderApp('/packages/premium-channels/ultimate');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ultimate pack' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('$24.99 a month · 40 channels')).toBeInTheDocument();
    const tiles = await channelTiles();
    expect(tiles.map((tile) => tile.textContent)).toEqual(
      [100, 200, 300, 400].flatMap((first) => [0, 1, 2, 3].map((c) => `Channel ${first + c}`)),
    );
  });

  it('shows 8 tiles of a skinny pack; choosing a tile again deselects it', async () => {
    stubApi();
    const { user } = await renderApp('/packages/premium-channels/vibe');
    const tiles = await channelTiles();
    expect(tiles).toHaveLength(8);
    expect(screen.getByText('$6.00 a month · 10 channels')).toBeInTheDocument();
    const tile = screen.getByRole('button', { name: 'Channel 302' });
    await user.click(tile);
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Channel 302 is on channel 312.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Channel 303' }));
    expect(tile).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Channel 303' }));
    expect(screen.getByRole('button', { name: 'Channel 303' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByText(/is on channel/)).not.toBeInTheDocument();
  });

  it('preselects the channel named in the address', async () => {
    stubApi();
    await renderApp('/packages/premium-channels/kids/channel-101');
    await channelTiles();
    expect(screen.getByRole('button', { name: 'Channel 101' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("says 'Nominated package {name} not found' for a pack that does not exist", async () => {
    stubApi();
    await renderApp('/packages/premium-channels/opera');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nominated package opera not found');
  });

  it('says the same when the plan list lacks a known pack', async () => {
    stubApi();
    await renderApp('/packages/special-interest/italian');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nominated package Italia Mia not found',
    );
  });

  it('lists a group’s packs with their prices', async () => {
    stubApi();
    await renderApp('/packages/premium-channels');
    const link = await screen.findByRole('link', { name: 'Kids pack' });
    expect(link).toHaveAttribute('href', '/packages/premium-channels/kids');
    expect(await screen.findAllByText('$6.00 a month · 10 channels')).toHaveLength(4);
  });

  it('offers Retry when the packs cannot be loaded, and shows them once they can', async () => {
    let fail = true;
    stubApi({
      '/v2/plans': () =>
        fail ? refusal('ERR_INTERNAL', 'Down', 500) : okAnswer({ ...demoPlans() }),
    });
    const { user } = await renderApp('/packages/premium-channels/kids');
    expect(await screen.findByRole('alert')).toHaveTextContent('The packs could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await channelTiles()).toHaveLength(8);
  });
});

describe('streaming apps page', () => {
  it('shows the app tiles in a carousel; a tile opens its OK modal', async () => {
    stubApi();
    const { user } = await renderApp('/features-and-packages/streaming-apps-landing');
    const carousel = await screen.findByRole('region', { name: 'Streaming apps' });
    expect(
      within(carousel)
        .getAllByRole('button', { name: /./ })
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Netflix', 'Disney+', 'Apple TV+', 'Prime Video']));
    await user.click(within(carousel).getByRole('button', { name: 'Netflix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Netflix' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is where the old address leads', async () => {
    stubApi();
    const { router } = await renderApp('/streaming-apps');
    await screen.findByRole('heading', { level: 1, name: 'Streaming Apps' });
    expect(router.state.location.pathname).toBe('/features-and-packages/streaming-apps-landing');
  });
});

describe('lists that grow', () => {
  it('release notes show 9, then 9 more, then all 26 and say so', async () => {
    stubApi();
    const { user } = await renderApp('/release-notes');
    await screen.findByRole('heading', { level: 1, name: 'Release notes' });
    const notes = () => within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(notes()).toHaveLength(9);
    const more = screen.getByRole('button', { name: 'Show more release notes' });
    await user.click(more);
    expect(notes()).toHaveLength(18);
    await user.click(more);
    expect(notes()).toHaveLength(26);
    expect(screen.getByText('That’s everything.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more release notes' })).toBeNull();
  });

  it('reviews show 12 more per click', async () => {
    stubApi();
    const { user } = await renderApp('/reviews');
    await screen.findByRole('heading', { level: 1, name: 'Reviews' });
    expect(screen.getAllByRole('figure')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(screen.getAllByRole('figure')).toHaveLength(24);
  });

  it('jobs show 8 at a time and each has its own page', async () => {
    stubApi();
    const { user } = await renderApp('/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Jobs' });
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(8);
    await user.click(screen.getByRole('link', { name: 'Product designer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product designer' }),
    ).toBeInTheDocument();
  });

  it('press releases show 16 a page, with the next page and each article', async () => {
    stubApi();
    const { user } = await renderApp('/press-releases');
    await screen.findByRole('heading', { level: 1, name: 'Press releases' });
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(16);
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Older releases' }));
    expect(await screen.findByText('Page 2 of 5')).toBeInTheDocument();
    await user.click(
      within(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })[0]!).getByRole(
        'link',
      ),
    );
    expect(await screen.findByRole('link', { name: 'All press releases' })).toBeInTheDocument();
  });
});

describe('other pages', () => {
  it('a warranty page gives the period of its box', async () => {
    stubApi();
    await renderApp('/warranty/mini4k');
    expect(
      await screen.findByText('The Mini 4K comes with a 1 year warranty.'),
    ).toBeInTheDocument();
  });

  it('the Mighty has 2 years', async () => {
    stubApi();
    await renderApp('/warranty/mighty');
    expect(await screen.findByText('The Mighty comes with a 2 year warranty.')).toBeInTheDocument();
  });

  it('how-to-buy’s chooser shows where a box is sold, and clearing closes it', async () => {
    stubApi();
    const { user } = await renderApp('/how-to-buy');
    await user.click(await screen.findByRole('button', { name: 'Choose a box' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a box' });
    await user.click(within(dialog).getByRole('radio', { name: /^Mighty/ }));
    expect(
      within(dialog).getByRole('heading', { name: 'Stores selling the Mighty' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Big Screen Online' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Homewares Direct' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Clear choice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the compare page gives each box its price as the account spec lists them', async () => {
    stubApi();
    await renderApp('/products/compare');
    await screen.findByRole('heading', { level: 1, name: 'Which box is right for you?' });
    const priceOf = (box: string) =>
      screen.getByRole('heading', { name: box }).parentElement?.textContent ?? '';
    expect(priceOf('Mini')).toContain('Recommended price $169.00');
    expect(priceOf('Mini 4K')).toContain('Recommended price $199.00');
    expect(priceOf('Mighty')).toContain('Recommended price $499.00');
  });

  it('a copy page has its heading, title, description and keywords', async () => {
    stubApi();
    await renderApp('/voice-remote');
    await screen.findByRole('heading', { level: 1, name: 'Say it, watch it' });
    await waitFor(() => expect(document.title).toBe('Voice remote – Home TV'));
    expect(document.getElementsByName('description')[0]).toHaveAttribute(
      'content',
      expect.stringContaining('15 seconds'),
    );
    expect(document.getElementsByName('keywords')[0]).toHaveAttribute(
      'content',
      'voice remote, voice search, remote control',
    );
  });

  it('the movies page leads its slide show with 4 popular movies linking to their pages', async () => {
    const movies = Array.from({ length: 6 }, (_, i) =>
      aMovie(500 + i, { title: `Feature ${i + 1}` }),
    );
    const api = stubApi({
      '/v4/catalogue/menu/data': () => okAnswer({ items: movies, name: 'By Genre' }),
    });
    await renderApp('/movies');
    const show = await screen.findByRole('region', { name: 'Featured movies' });
    expect(within(show).getAllByRole('group', { hidden: true })).toHaveLength(4);
    expect(within(show).getByRole('link', { name: 'Feature 1' })).toHaveAttribute(
      'href',
      '/movie/details/500/feature-1',
    );
    expect(api.callsTo('/v4/catalogue/menu/data')).toHaveLength(1);
  });

  it('the welcome page opens the trial offer and the newsletter modals', async () => {
    stubApi();
    const { user } = await renderApp('/welcome');
    await user.click(await screen.findByRole('button', { name: 'See the trial offer' }));
    const trial = await screen.findByRole('dialog', { name: 'Try over 40 premium channels' });
    await user.click(within(trial).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Sign up for news' }));
    const news = await screen.findByRole('dialog', { name: 'Stay in the loop' });
    await user.type(within(news).getByLabelText('E-mail address'), 'viewer@example.com');
    await user.click(within(news).getByRole('button', { name: 'Sign me up' }));
    expect(within(news).getByRole('status')).toHaveTextContent('You’re on the list.');
  });

  it('the research sign-up leads to its thank-you page', async () => {
    stubApi();
    const { user } = await renderApp('/research');
    await user.type(await screen.findByLabelText('Your name'), 'Sam');
    await user.type(screen.getByLabelText('E-mail address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thanks for joining in' }),
    ).toBeInTheDocument();
  });

  it('the home page has the hero carousel', async () => {
    stubApi();
    await renderApp('/');
    const hero = await screen.findByRole('region', { name: 'Highlights' });
    expect(
      within(hero).getByRole('heading', { name: 'Your first month of Ultimate, on us' }),
    ).toBeInTheDocument();
  });
});
