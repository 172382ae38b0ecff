import type { CatalogueTabAnswer, Title } from '@app/domain';

/** A movie as GET /v3/vod/catalogue/tab lists it, with only what a test cares about to say. */
export function aMovie(id: number, overrides: Partial<Title> = {}): Title {
  return {
    id,
    title: `Movie ${id}`,
    sub_type: 'movie',
    type: 'VOD',
    parent_id: null,
    root_parent_id: null,
    children: [],
    season_ids: [],
    season_number: null,
    episode_number: null,
    episode_count: null,
    duration: 5400,
    synopsis: 'A film.',
    rating: 40,
    year_production: 2020,
    genre_ids: [28],
    primary_genre: 28,
    provider_id: null,
    genres: [{ id: 28, name: 'Action', hide_from_view: false }],
    provider: null,
    director: [],
    cast: [],
    warning_codes: [],
    assets: { hlstrailer: null, tablet_high_trailer: null, mobile_playable: true },
    price_rules: [],
    external_data: null,
    screening_room: null,
    vod_tile_colours: null,
    base_id: null,
    flags: 0,
    available_from: null,
    available_to: null,
    planIds: [],
    images: {
      landscape_thumbnail: `/v2/vod/titles/${id}/landscape_thumbnail/334x188`,
      preview: `/v2/vod/titles/${id}/preview/2560x845`,
    },
    extended: false,
    ...overrides,
  };
}

export const GENRE_TABS: CatalogueTabAnswer['tabs'] = [
  { id: 'all', name: 'All', count: 30 },
  { id: '28', name: 'Action', count: 12 },
  { id: '35', name: 'Comedy', count: 9 },
  { id: '18', name: 'Drama', count: 4 },
  { id: '10751', name: 'Family', count: 2 },
  { id: '27', name: 'Horror', count: 1 },
  { id: '10749', name: 'Romance', count: 1 },
  { id: '37', name: 'Western', count: 1 },
];

/** An answer holding `count` movies numbered from `start + 1`, out of `total`. */
export function aCataloguePage(
  start: number,
  count: number,
  total: number,
  tabs = GENRE_TABS,
): CatalogueTabAnswer & { __meta__: { error: null; message: null; timestamp: number } } {
  return {
    titles: Array.from({ length: count }, (_, index) => aMovie(start + index + 1)),
    tabs,
    total,
    start,
    max: 12,
    genres: {},
    providers: {},
    __meta__: { error: null, message: null, timestamp: Date.now() },
  };
}

export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The path and query of a request sent to a fetch mock. */
export function requestOf(input: unknown): { path: string; query: URLSearchParams } {
  const url = new URL(String(input), 'http://localhost');
  return { path: url.pathname, query: url.searchParams };
}
