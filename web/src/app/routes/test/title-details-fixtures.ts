import { afterEach, beforeEach, vi } from 'vitest';
import { flagsOf, type Title, type VodTitlesAnswer } from '@app/domain';
import { aMovie, jsonAnswer, requestOf } from '#app/test/catalogue-fixtures.ts';
import { aShowWithAPartSeason, vodTitlesAnswer } from '#app/test/title-fixtures.ts';

export const fetchMock = vi.fn<typeof fetch>();
const DAY = 86_400_000;

/** Answers vod/titles from `trees` (by the id asked for) and recommendations with `related`. */
export function serve(trees: Map<number, VodTitlesAnswer>, related: Title[] = []) {
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

export function showTrees() {
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

export const orchard = aMovie(900001, {
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

/** The Glasshouse Orchard's details, with its genre and the pack it comes in. */
export function movieTree() {
  return new Map([
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
}

/** Each test's fetch is `fetchMock`; after it, the mock is reset and every stub and spy undone. */
export function fetchMockEachTest() {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
