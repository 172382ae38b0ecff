import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flagsOf, type Title, type VodTitlesAnswer } from '@app/domain';
import { aMovie, jsonAnswer, requestOf } from '#app/test/catalogue-fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { anAccount } from '#app/test/session-fixtures.ts';
import { aShowWithAPartSeason, vodTitlesAnswer } from '#app/test/title-fixtures.ts';

const fetchMock = vi.fn<typeof fetch>();
const DAY = 86_400_000;

/** Answers vod/titles from `trees` (by the id asked for) and recommendations with `related`. */
function serve(trees: Map<number, VodTitlesAnswer>, related: Title[] = []) {
  fetchMock.mockImplementation(async (input, init) => {
    const { path } = requestOf(input);
    if (path === '/v3/vod/titles') {
      const id = Number(new URLSearchParams(String(init?.body)).get('title_ids'));
      return jsonAnswer(trees.get(id) ?? vodTitlesAnswer([]));
    }
    if (path.startsWith('/v3/editorial/recommendations/vod/')) {
      return jsonAnswer({
        titles: related,
        __meta__: { error: null, message: null, timestamp: Date.now() },
      });
    }
    throw new Error(`unexpected call ${path}`);
  });
}

function showTrees() {
  const show = aShowWithAPartSeason();
  const trees = new Map<number, VodTitlesAnswer>([[show.series.id, vodTitlesAnswer(show.all)]]);
  for (const season of show.seasons) {
    trees.set(
      season.id,
      vodTitlesAnswer([season, ...show.episodes.filter((e) => e.parent_id === season.id)]),
    );
  }
  for (const episode of show.episodes) trees.set(episode.id, vodTitlesAnswer([episode]));
  return { show, trees };
}

const rules = [
  {
    id: 1,
    price: 399,
    content_format: 'sd' as const,
    duration: 172_800,
    download_duration: 604_800,
  },
  {
    id: 2,
    price: 499,
    content_format: 'hd' as const,
    duration: 172_800,
    download_duration: 604_800,
  },
  { id: 3, price: 799, content_format: 'sd' as const, duration: -1, download_duration: 1 },
  { id: 4, price: 1099, content_format: 'hd' as const, duration: -1, download_duration: 1 },
];

const orchard = aMovie(900001, {
  title: 'The Glasshouse Orchard',
  year_production: 2024,
  duration: 6420,
  rating: 40,
  warning_codes: ['L'],
  genre_ids: [1],
  flags: flagsOf('hd', 'surround'),
  synopsis: 'A retired botanist has one season to save a rare apple.',
  director: ['Maren Okafor'],
  cast: ['Tomás Ilves', 'Priya Halloran'],
  price_rules: rules,
  available_from: new Date(Date.now() - 30 * DAY).toISOString(),
  vod_tile_colours: { background: '#2f4a3a', text: '#ffffff' },
  assets: {
    hlstrailer: '/media/trailers/demo/index.m3u8',
    tablet_high_trailer: null,
    mobile_playable: true,
  },
  external_data: {
    critics_score: 84,
    audience_score: 88,
    ratings: 1250,
    consensus: 'Patient and warm.',
    alternate_link: 'https://reviews.example.com/m/orchard',
    reviews: [
      {
        source: 'critic',
        author: 'Hal Brennan',
        publication: 'The Evening Ledger',
        score: 80,
        text: 'A gentle film.',
      },
    ],
  },
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('movie details', () => {
  const movieTree = () =>
    new Map([
      [
        orchard.id,
        vodTitlesAnswer([orchard], {
          genres: { '1': { id: 1, name: 'Drama', hide_from_view: false } },
          package_availability: {
            [orchard.id]: [{ plan_id: 120, name: 'Movie Box', kind: 'movie_box' }],
          },
        }),
      ],
    ]);

  it('shows the hero, facts, prices, reviews and credits', async () => {
    serve(movieTree());
    await renderApp('/movie/details/900001/the-glasshouse-orchard');

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'The Glasshouse Orchard',
    });
    // The hero sits on the title's tile colour.
    // heading → info → hero body → hero
    expect(heading.parentElement?.parentElement?.parentElement).toHaveStyle({
      backgroundColor: '#2f4a3a',
    });
    expect(screen.getByText('2024')).toBeInTheDocument();
    expect(screen.getByText('1 h 47 min')).toBeInTheDocument();
    expect(screen.getByText('Drama')).toBeInTheDocument();
    expect(screen.getByText('PG')).toHaveAttribute('title', 'Parental Guidance');
    expect(screen.getByText('Consumer advice: L')).toBeInTheDocument();
    const quality = screen.getByRole('list', { name: 'Picture and sound' });
    expect(within(quality).getByText('HD')).toHaveAttribute('title', 'High definition');
    expect(within(quality).getByText('5.1')).toHaveAttribute('title', 'Surround sound');

    const ways = screen.getByRole('region', { name: 'Ways to watch' });
    expect(within(ways).getByText('Buy or rent now')).toBeInTheDocument();
    const prices = within(ways)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(prices).toEqual([
      'Rent SD$3.9948 hours',
      'Rent HD$4.9948 hours',
      'Buy SD$7.99',
      'Buy HD$10.99',
    ]);
    expect(within(ways).getByText('Included with Movie Box')).toBeInTheDocument();

    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('84%')).toBeInTheDocument();
    expect(within(reviews).getByText('88%')).toBeInTheDocument();
    expect(within(reviews).getByText('1,250 ratings')).toBeInTheDocument();
    expect(within(reviews).getByText('Patient and warm.')).toBeInTheDocument();
    expect(within(reviews).getByText('A gentle film.')).toBeInTheDocument();
    expect(
      within(reviews).getByText(/Hal Brennan, critic, The Evening Ledger/),
    ).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Tomás Ilves' })).toHaveAttribute(
      'href',
      '/cast/Tom%C3%A1s%20Ilves',
    );
    expect(screen.getByRole('link', { name: 'Maren Okafor' })).toHaveAttribute(
      'href',
      '/cast/Maren%20Okafor',
    );
    await waitFor(() => expect(document.title).toBe('The Glasshouse Orchard – Home TV'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(requestOf(url).query.get('content_class')).toBe('is_hls');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      title_ids: '900001',
      language: 'en',
      recursive: 'true',
    });
  });

  it('uses the default hero colour when the title has none', async () => {
    serve(new Map([[7, vodTitlesAnswer([aMovie(7, { title: 'Plain' })])]]));
    await renderApp('/movie/details/7');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Plain' });
    // heading → info → hero body → hero
    expect(heading.parentElement?.parentElement?.parentElement).toHaveStyle({
      backgroundColor: '#544e47',
    });
  });

  it('says when an upcoming movie can be bought and rented', async () => {
    // Noon UTC: the same calendar day in any time zone the tests run in.
    const from = Date.UTC(2031, 2, 5, 12);
    serve(
      new Map([
        [8, vodTitlesAnswer([{ ...orchard, id: 8, available_from: new Date(from).toISOString() }])],
      ]),
    );
    await renderApp('/movie/details/8');
    expect(await screen.findByText('Buy or rent from 05 Mar 2031')).toBeInTheDocument();
  });

  it('shows six related titles linking to their details', async () => {
    const related = Array.from({ length: 6 }, (_, i) =>
      aMovie(20 + i, { title: `Related ${i + 1}` }),
    );
    serve(movieTree(), related);
    await renderApp('/movie/details/900001');

    const section = await screen.findByRole('region', { name: 'More like this' });
    const links = await within(section).findAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute('href', '/movie/details/20/related-1');
    expect(fetchMock.mock.calls.map(([url]) => requestOf(url).path)).toContain(
      '/v3/editorial/recommendations/vod/900001',
    );
  });

  it('links related titles to the store details, even from Movie Box details', async () => {
    serve(movieTree(), [aMovie(20, { title: 'Boxed' })]);
    await renderApp('/movie/box/details/900001');
    const section = await screen.findByRole('region', { name: 'More like this' });
    expect(await within(section).findByRole('link')).toHaveAttribute(
      'href',
      '/movie/details/20/boxed',
    );
  });

  it('opens the trailer in a dialog and says when HLS cannot play here', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(movieTree());
    const { user } = await renderApp('/movie/details/900001');

    await user.click(await screen.findByRole('button', { name: 'Play trailer' }));

    const dialog = screen.getByRole('dialog', { name: 'Trailer: The Glasshouse Orchard' });
    // jsdom has neither Media Source Extensions nor native HLS.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The trailer cannot be played: HLS is unsupported',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a visitor who is not a customer the close-modal well under the trailer (account spec §6)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(movieTree());
    const { user } = await renderApp('/movie/details/900001');
    await user.click(await screen.findByRole('button', { name: 'Play trailer' }));

    const dialog = screen.getByRole('dialog', { name: 'Trailer: The Glasshouse Orchard' });
    const well = within(dialog).getByRole('group', { name: 'New to Home TV?' });
    expect(within(well).getByRole('link', { name: 'How to get Home TV' })).toHaveAttribute(
      'href',
      '/how-to-buy',
    );
    await user.click(within(well).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a signed-in customer no close-modal well (account spec §6)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(movieTree());
    const { user } = await renderApp('/movie/details/900001', { session: anAccount() });
    await user.click(await screen.findByRole('button', { name: 'Play trailer' }));

    const dialog = screen.getByRole('dialog', { name: 'Trailer: The Glasshouse Orchard' });
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('group', { name: 'New to Home TV?' }),
    ).not.toBeInTheDocument();
  });

  it('has no trailer button for a title without a trailer', async () => {
    serve(new Map([[7, vodTitlesAnswer([aMovie(7, { title: 'Plain' })])]]));
    await renderApp('/movie/details/7');
    await screen.findByRole('heading', { level: 1, name: 'Plain' });
    expect(screen.queryByRole('button', { name: 'Play trailer' })).not.toBeInTheDocument();
  });

  it.each([
    ['free', [], 'Free to watch'],
    ['not for sale', null, 'Not available to buy or rent'],
  ])('says a %s movie has no prices', async (_kind, priceRules, text) => {
    serve(
      new Map([[7, vodTitlesAnswer([aMovie(7, { title: 'Plain', price_rules: priceRules })])]]),
    );
    await renderApp('/movie/details/7');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('opens a long synopsis with Show more', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          this.callback();
        }
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(200);
    serve(movieTree());
    const { user } = await renderApp('/movie/details/900001');

    const more = await screen.findByRole('button', { name: 'Show more' });
    const synopsis = screen.getByText(orchard.synopsis);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', synopsis.id);
    expect(synopsis).toHaveStyle({ maxHeight: '90px' });

    await user.click(more);

    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(synopsis).not.toHaveStyle({ maxHeight: '90px' });
  });

  it('goes to /notfound for a missing title, logging why only to the console', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    serve(new Map());
    const { router } = await renderApp('/movie/details/424242/gone');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notfound');
    expect(debug).toHaveBeenCalledWith('No title found with Id', 424242);
  });

  it('goes to /notfound for an id that is not a number, asking nothing', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    serve(new Map());
    const { router } = await renderApp('/movie/details/not-a-number');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notfound'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the error with a Retry button when the title cannot be loaded', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    let failing = true;
    const trees = movieTree();
    fetchMock.mockImplementation(async (input, init) => {
      if (failing && requestOf(input).path === '/v3/vod/titles') {
        return new Response('', { status: 502 });
      }
      const id = Number(new URLSearchParams(String(init?.body)).get('title_ids'));
      return requestOf(input).path === '/v3/vod/titles'
        ? jsonAnswer(trees.get(id))
        : jsonAnswer({ titles: [], __meta__: { error: null, message: null, timestamp: 0 } });
    });
    const { user } = await renderApp('/movie/details/900001');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The title could not be loaded');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Glasshouse Orchard' }),
    ).toBeInTheDocument();
  });
});

describe('series, season and episode details', () => {
  it('shows a series with a season picker that names the Part season', async () => {
    const { trees } = showTrees();
    serve(trees);
    const { user } = await renderApp('/series/details/500/harbour-lights');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbour Lights' }),
    ).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Season' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Season 1', 'Season 2', 'Season 2 Part 5']);
    expect(screen.getByRole('heading', { level: 2, name: 'Season 1' })).toBeInTheDocument();
    expect(screen.getByText('3 seasons')).toBeInTheDocument();

    await user.selectOptions(picker, 'Season 2 Part 5');

    expect(screen.getByRole('heading', { level: 2, name: 'Season 2 Part 5' })).toBeInTheDocument();
    const episodes = screen.getByRole('list', { name: 'Episodes of Season 2 Part 5' });
    expect(
      within(episodes)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1. Episode title 508', '2. Episode title 509']);
    // One request for the whole show.
    expect(
      fetchMock.mock.calls.filter(([url]) => requestOf(url).path === '/v3/vod/titles'),
    ).toHaveLength(1);
  });

  it("cuts each episode's synopsis at 300 characters on a word boundary", async () => {
    const { show, trees } = showTrees();
    const long = `${'word '.repeat(80)}ending`;
    const episodes = show.episodes.map((e) => (e.id === 502 ? { ...e, synopsis: long } : e));
    trees.set(500, vodTitlesAnswer([show.series, ...show.seasons, ...episodes]));
    serve(trees);
    await renderApp('/series/details/500');

    const list = await screen.findByRole('list', { name: 'Episodes of Season 1' });
    const [first] = within(list).getAllByRole('listitem');
    const shortened = within(first!).getByText(/^word word/);
    expect(shortened.textContent!.length).toBeLessThanOrEqual(300);
    expect(shortened.textContent).toMatch(/word…$/);
  });

  it('opens a season page on that season, with its price and episodes', async () => {
    const { trees } = showTrees();
    serve(trees);
    await renderApp('/season/details/504/harbour-lights');

    expect(await screen.findByRole('heading', { level: 2, name: 'Season 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour Lights' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue('504');
    expect(screen.getByText('Season 2 of Harbour Lights.')).toBeInTheDocument();
    expect(screen.getByText('$19.99')).toBeInTheDocument();
  });

  it('selects an episode from the route, showing its prices', async () => {
    const { trees } = showTrees();
    serve(trees);
    await renderApp('/season/details/507/harbour-lights/509');

    const list = await screen.findByRole('list', { name: 'Episodes of Season 2 Part 5' });
    const selected = within(list)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'true')!;
    expect(within(selected).getByRole('heading', { level: 3 })).toHaveTextContent(
      '2. Episode title 509',
    );
    expect(within(selected).getByText('$3.49')).toBeInTheDocument();
  });

  it('reads /season/details/{parentId}/{episodeId} and an episode id alike', async () => {
    const { trees } = showTrees();
    serve(trees);
    const { router, user } = await renderApp('/season/details/501/503');
    const list = await screen.findByRole('list', { name: 'Episodes of Season 1' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');

    await user.click(within(list).getByRole('link', { name: '1. Episode title 502' }));

    expect(router.state.location.pathname).toBe('/season/details/501/episode-title-502/502');
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'true'),
    );
  });

  it('offers the try-first episode of the screening room', async () => {
    const { show, trees } = showTrees();
    const series = { ...show.series, screening_room: { title_id: 502, name: 'Screening Room' } };
    trees.set(500, vodTitlesAnswer([series, ...show.seasons, ...show.episodes]));
    serve(trees);
    await renderApp('/series/details/500');

    const tryFirst = await screen.findByRole('region', { name: 'Try first' });
    expect(
      within(tryFirst).getByRole('link', { name: 'Watch Episode title 502 free' }),
    ).toHaveAttribute('href', '/season/details/501/episode-title-502/502');
  });
});

// Catalogue text comes from an import file: markup in it must show as text, never run.
describe('catalogue text with markup', () => {
  it('shows a title, synopsis and cast with markup as plain text', async () => {
    const markup = '<img src=x onerror="window.__xss=1">';
    const tricky = aMovie(900002, {
      title: `Night ${markup}`,
      synopsis: `A story <script>window.__xss=2</script> of ${markup} glass.`,
      cast: [`<b>Bold</b> Actor`],
    });
    serve(new Map([[tricky.id, vodTitlesAnswer([tricky])]]));
    const { container } = await renderApp('/movie/details/900002');

    expect(
      await screen.findByRole('heading', { level: 1, name: `Night ${markup}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/A story <script>window.__xss=2<\/script> of/)).toBeInTheDocument();
    expect(screen.getByText(/<b>Bold<\/b> Actor/)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"], script, b')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
