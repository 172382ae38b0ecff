import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_VERSION, type Account, type PublicPlan, type PublicPlansAnswer } from '@app/domain';
import { aMovie } from '#app/test/catalogue-fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';
import {
  anAccount,
  fakeApi,
  fakeSessionServer,
  okAnswer,
  refusal,
} from '#app/test/session-fixtures.ts';

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
  return within(within(section).getByRole('list')).getAllByRole('button');
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

  it('reveals the rest of Ultimate’s 40 channels with “See all 40 channels”, and hides them again', async () => {
    stubApi();
    const { user } = await renderApp('/packages/premium-channels/ultimate');
    expect(await channelTiles()).toHaveLength(16);
    const more = screen.getByRole('button', { name: 'See all 40 channels' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // A keyboard user reaches it with Tab and opens it with Enter.
    more.focus();
    await user.keyboard('{Enter}');
    const tiles = await channelTiles();
    expect(tiles).toHaveLength(40);
    // The first tiles stay where they were; the rest follow in the pack's order.
    expect(tiles[15]).toHaveTextContent('Channel 403');
    expect(tiles[16]).toHaveTextContent('Channel 104');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAccessibleName('Show fewer channels');
    expect(more).toHaveFocus();
    await user.keyboard(' ');
    expect(await channelTiles()).toHaveLength(16);
    expect(screen.getByRole('button', { name: 'See all 40 channels' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens the whole list when the address names a channel past the first tiles', async () => {
    stubApi();
    await renderApp('/packages/premium-channels/kids/channel-109');
    expect(await channelTiles()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Channel 109' })).toHaveAttribute(
      'aria-pressed',
      'true',
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

  it('offers a pack to a household without it', async () => {
    stubApi();
    await renderApp('/packages/premium-channels/kids');
    expect(await screen.findByRole('link', { name: 'Add the Kids pack' })).toBeInTheDocument();
  });

  it('tells a Kids subscriber it has the pack instead of offering it again', async () => {
    const kids = { id: 101, name: 'Kids', subscribed: true } as Account['sorted_plans'][number];
    const household = {
      code: 'CUST0001',
      pin: '1234',
      account: anAccount({ sorted_plans: [kids] }),
    };
    const session = fakeSessionServer([household], household.code);
    stubApi(session.handlers);
    await renderApp('/packages/premium-channels/kids', { session: 'from-api' });
    expect(await screen.findByText(/You have the Kids pack\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your packs' })).toHaveAttribute(
      'href',
      '/account/settings/package-management',
    );
    expect(screen.queryByRole('link', { name: 'Add the Kids pack' })).toBeNull();
  });

  it('shows a name tile, never a broken image, when a channel logo fails to load (§8)', async () => {
    stubApi();
    await renderApp('/packages/premium-channels/kids');
    const tiles = await channelTiles();
    expect(tiles).toHaveLength(8);
    const logos = tiles.map((tile) => tile.querySelector('img')!);
    expect(logos.every(Boolean)).toBe(true);
    for (const logo of logos) fireEvent.error(logo);
    for (const tile of tiles) {
      expect(tile.querySelector('img')).toBeNull();
      expect(tile.textContent).toMatch(/Channel \d+Channel \d+/);
    }
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

  it('release notes run newest first by date, the newest being the app’s version', async () => {
    stubApi();
    const { user } = await renderApp('/release-notes');
    await screen.findByRole('heading', { level: 1, name: 'Release notes' });
    const more = screen.getByRole('button', { name: 'Show more release notes' });
    await user.click(more);
    await user.click(more);
    const main = within(screen.getByRole('main'));
    const titles = main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
    const dates = main.getAllByText(/^\d{2}\/\d{2}\/\d{2}$/).map((p) => {
      const [dd, mm, yy] = p.textContent!.split('/').map(Number) as [number, number, number];
      return Date.UTC(2000 + yy, mm - 1, dd);
    });
    expect(dates).toHaveLength(26);
    for (let i = 1; i < dates.length; i++) expect(dates[i]).toBeLessThan(dates[i - 1]!);
    // The footer no longer shows the version to customers (issue 21): the newest note is the
    // app's own version, the one the boxes and usage events report.
    expect(titles[0]).toContain(`Version ${BRAND_VERSION}:`);
    const versions = titles.map((title) => /Version (\d+)\.(\d+)\.(\d+)/.exec(title)!.slice(1));
    const rank = ([a, b, c]: string[]) => Number(a) * 1e6 + Number(b) * 1e3 + Number(c);
    for (let i = 1; i < versions.length; i++) {
      expect(rank(versions[i]!)).toBeLessThan(rank(versions[i - 1]!));
    }
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
    // Each page of the list is a page of its own: its own H1 and title.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Press releases, page 2 of 5' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Press releases, page 2 of 5 – Home TV'));
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
      '/v4/catalogue/menu/data': () => okAnswer({ items: movies, name: 'Movie Store' }),
    });
    await renderApp('/movies');
    const show = await screen.findByRole('region', { name: 'Featured movies' });
    expect(within(show).getAllByRole('group', { hidden: true })).toHaveLength(4);
    expect(within(show).getByRole('link', { name: 'Feature 1' })).toHaveAttribute(
      'href',
      '/movie/details/500/feature-1',
    );
    expect(api.callsTo('/v4/catalogue/menu/data').map((call) => call.query.get('name'))).toEqual([
      'Movie Store',
    ]);
  });

  it('the TV page pads the TV store’s 12 most popular titles with the 5 fixed tiles', async () => {
    const shows = Array.from({ length: 15 }, (_, i) =>
      aMovie(600 + i, { title: `Show ${i + 1}`, sub_type: 'series' }),
    );
    stubApi({ '/v4/catalogue/menu/data': () => okAnswer({ items: shows, name: 'TV Store' }) });
    await renderApp('/tv');
    const gallery = await screen.findByRole('region', { name: 'Popular shows' });
    const tiles = (await within(gallery).findAllByRole('link')).map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(tiles).toHaveLength(17);
    expect(tiles.slice(0, 12).map(([name]) => name)).toEqual(
      shows.slice(0, 12).map((show) => show.title),
    );
    expect(tiles.slice(12)).toEqual([
      ['Tonight in the TV guide', '/tv/guide'],
      ['Popular on TV now', '/tv/popular'],
      ['Catch-up TV', '/features-and-packages/catch-up-tv'],
      ['Streaming apps on your box', '/features-and-packages/streaming-apps-landing'],
      ['Premium channel packs', '/packages/premium-channels'],
    ]);
  });

  it('the welcome page opens the trial offer and the newsletter modals', async () => {
    const api = stubApi({
      '/v2/support/news': () => okAnswer({ subscribed: true }),
    });
    const { user } = await renderApp('/welcome');
    await user.click(await screen.findByRole('button', { name: 'See the trial offer' }));
    const trial = await screen.findByRole('dialog', { name: 'Try every premium channel free' });
    await user.click(within(trial).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Sign up for news' }));
    const news = await screen.findByRole('dialog', { name: 'Stay in the loop' });
    await user.type(within(news).getByLabelText('E-mail address'), 'viewer@example.com');
    await user.click(within(news).getByRole('button', { name: 'Sign me up' }));
    expect(await within(news).findByRole('status')).toHaveTextContent('You’re on the list.');
    const sent = api.callsTo('/v2/support/news');
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!.form)).toEqual({
      email: 'viewer@example.com',
      source: 'welcome',
    });
  });

  it('the news sign-up shows the network error and keeps the address when the server cannot be reached', async () => {
    let reachable = false;
    stubApi({
      '/v2/support/news': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return okAnswer({ subscribed: true });
      },
    });
    const { user } = await renderApp('/welcome');
    await user.click(await screen.findByRole('button', { name: 'Sign up for news' }));
    const news = await screen.findByRole('dialog', { name: 'Stay in the loop' });
    await user.type(within(news).getByLabelText('E-mail address'), 'viewer@example.com');
    await user.click(within(news).getByRole('button', { name: 'Sign me up' }));
    expect(await within(news).findByRole('alert')).toHaveTextContent(
      'We could not connect to server to complete action.',
    );
    expect(within(news).queryByRole('status')).not.toBeInTheDocument();
    expect(within(news).getByLabelText('E-mail address')).toHaveValue('viewer@example.com');
    reachable = true;
    await user.click(within(news).getByRole('button', { name: 'Sign me up' }));
    expect(await within(news).findByRole('status')).toHaveTextContent('You’re on the list.');
  });

  it('the research sign-up is sent to the server and only then leads to its thank-you page', async () => {
    const api = stubApi({
      '/v2/support/news': () => okAnswer({ subscribed: true }),
    });
    const { user } = await renderApp('/research');
    await user.type(await screen.findByLabelText('Your name'), 'Sam');
    await user.type(screen.getByLabelText('E-mail address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thanks for joining in' }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('/v2/support/news')[0]!.form)).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      source: 'research',
    });
  });

  it('the research sign-up stays on the form with what was typed when the server refuses it', async () => {
    stubApi({
      '/v2/support/news': () =>
        refusal('ERR_VALIDATION', 'Enter an e-mail address like name@example.com.', 400),
    });
    const { user } = await renderApp('/research');
    await user.type(await screen.findByLabelText('Your name'), 'Sam');
    await user.type(screen.getByLabelText('E-mail address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('e-mail address like');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Help shape what we build');
    expect(screen.getByLabelText('Your name')).toHaveValue('Sam');
  });

  it('the unsubscribe page unsubscribes with the link token on one click', async () => {
    const api = stubApi({
      '/v2/support/news/unsubscribe': () => okAnswer({ unsubscribed: true }),
    });
    const { user } = await renderApp('/unsubscribe?token=abcdefghijklmnopqrstuvwx');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe me' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed.');
    expect(api.callsTo('/v2/support/news/unsubscribe')[0]!.form.get('token')).toBe(
      'abcdefghijklmnopqrstuvwx',
    );
  });

  it('/activate says what a new box needs and starts sign-in with the code from the TV', async () => {
    stubApi();
    const { user, router } = await renderApp('/activate');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activate your new box' }),
    ).toBeVisible();
    const need = screen.getByRole('region', { name: 'What you need' });
    expect(need).toHaveTextContent('activation code shown on your TV');
    expect(need).toHaveTextContent('Australian Visa or Mastercard');
    expect(screen.getByRole('region', { name: 'Steps' })).toHaveTextContent('4-digit PIN');
    const code = screen.getByLabelText('Activation code from your TV screen');
    await user.type(code, 'x!');
    await user.click(screen.getByRole('button', { name: 'Start activation' }));
    expect(screen.getByRole('alert')).toHaveTextContent('4 to 16 letters and digits');
    expect(router.state.location.pathname).toBe('/activate');
    await user.clear(code);
    await user.type(code, 'newpin01');
    await user.click(screen.getByRole('button', { name: 'Start activation' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/signin/code/NEWPIN01'),
    );
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
