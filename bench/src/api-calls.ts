import { randomUUID } from 'node:crypto';
import { blockCodesFor, guideDays } from '@app/domain';
import type { AppDatabase } from '@app/server/database';
import { HEADERS, type CallSpec } from './latency.ts';

/** One API call of the benchmark: a name and the varied requests that exercise it. */
export interface BenchCall {
  name: string;
  specs: CallSpec[];
  /**
   * A read whose answers a server may keep: measured warm, after each varied request was made
   * once, as after a minute of real traffic (the guide benchmark measures cold answers).
   */
  warm?: boolean;
}

const PIN = '1234';

async function post(origin: string, path: string, form: Record<string, string>, cookie?: string) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { ...HEADERS, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(form),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Distinct addresses of an "uncached" page run: far more than the server keeps (500). */
const PAGE_VARIANTS = 20_000;

/** A page as a browser asks for it: HTML, no API headers. */
const page = (path: string): CallSpec => ({
  method: 'GET',
  path,
  headers: { accept: 'text/html' },
});

/** One household per client, so that no two clients sign in or buy for the same household at once. */
const BENCH_HOUSEHOLDS = 10;

/**
 * Households of the benchmark's own, copies of the demo customer CUST0001 (same PIN, a valid
 * box, no purchases): the seed has too few customers for ten clients, and a real household never
 * signs in from ten devices in the same millisecond.
 */
async function benchHouseholds(database: AppDatabase): Promise<string[]> {
  const db = database.db;
  const codes = Array.from(
    { length: BENCH_HOUSEHOLDS },
    (_, i) => `BENCH${String(i).padStart(3, '0')}`,
  );
  const existing = await db
    .selectFrom('households')
    .select('activation_code')
    .where('activation_code', 'in', codes)
    .execute();
  if (existing.length === codes.length) return codes;
  const model = await db
    .selectFrom('households')
    .selectAll()
    .where('activation_code', '=', 'CUST0001')
    .executeTakeFirstOrThrow();
  const terminals = await db
    .selectFrom('terminals')
    .selectAll()
    .where('household_id', '=', model.id)
    .execute();
  for (const code of codes) {
    const id = randomUUID();
    await db
      .insertInto('households')
      .values({ ...model, id, activation_code: code, email: null, password_hash: null })
      .execute();
    for (const { id: _terminalId, ...terminal } of terminals) {
      await db
        .insertInto('terminals')
        .values({ ...terminal, household_id: id, serial: `${code}-${terminal.serial ?? ''}` })
        .execute();
    }
  }
  return codes;
}

/** Signs a household in with its PIN and proves the PIN for purchases; returns the cookie. */
async function signIn(origin: string, activationCode: string): Promise<string> {
  const answer = await post(origin, '/v3/authenticate', {
    activation_code: activationCode,
    pin: PIN,
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await post(origin, '/v3/subscriber/validate_pin', { pin: PIN }, cookie);
  return cookie;
}

/**
 * The calls the issue names, each with input varied over the seeded catalogue, so that no cache
 * answers the same request twice in a row: sign-in with code and PIN, the cookie check every
 * page makes, the store listing, title details, search, and renting a movie.
 */
export async function benchCalls(database: AppDatabase, origin: string): Promise<BenchCall[]> {
  const db = database.db;
  const households = await benchHouseholds(database);
  const cookies: string[] = [];
  for (const code of households) cookies.push(await signIn(origin, code));
  const firstCookie = cookies[0]!;

  const genres = await db.selectFrom('genres').select(['id', 'content_class']).execute();
  const movies = await db
    .selectFrom('titles')
    .select(['id', 'title'])
    .where('sub_type', '=', 'movie')
    .orderBy('popularity', 'desc')
    .limit(200)
    .execute();
  const now = Date.now();
  const rentals = await db
    .selectFrom('price_rules')
    .innerJoin('titles', 'titles.id', 'price_rules.title_id')
    .select(['price_rules.title_id', 'price_rules.content_format', 'price_rules.duration'])
    .where('titles.sub_type', '=', 'movie')
    .where('price_rules.duration', '>', 0)
    .where((eb) =>
      eb.or([eb('titles.available_from', 'is', null), eb('titles.available_from', '<=', now)]),
    )
    .where((eb) =>
      eb.or([eb('titles.available_to', 'is', null), eb('titles.available_to', '>', now)]),
    )
    .where('price_rules.content_format', '=', 'hd')
    .orderBy('price_rules.title_id')
    .limit(8000)
    .execute();
  const planNames = (
    await db.selectFrom('plans').select('name').where('visible', '=', 1).execute()
  ).map((p) => p.name);
  const sorts = ['popularity', 'title', 'newest', 'year'];
  // Words a user types: whole titles, the first word of a title, a prefix.
  const words = movies.flatMap((m) => {
    const first = m.title.split(' ')[0] ?? m.title;
    return [m.title, first, first.slice(0, 3)];
  });

  // The guide: each region's line-up for each 4-hour block of the week, as viewers page through.
  const regionChannels = await db
    .selectFrom('channel_regions')
    .innerJoin('channels', 'channels.id', 'channel_regions.channel_id')
    .select(['channel_regions.region_id', 'channels.id'])
    .where('channels.is_virtual', '=', 0)
    .orderBy('channel_regions.region_id')
    .orderBy('channels.number')
    .execute();
  const lineUps = new Map<number, number[]>();
  for (const row of regionChannels) {
    lineUps.set(row.region_id, [...(lineUps.get(row.region_id) ?? []), row.id]);
  }
  const days = guideDays(now);
  const blocks = blockCodesFor(Math.max(days[0]!.start, now - 20 * 3_600_000), days.at(-1)!.end);

  return [
    {
      name: 'authenticate (code and PIN)',
      specs: households.map((code) => ({
        method: 'POST',
        path: '/v3/authenticate',
        form: { activation_code: code, pin: PIN },
      })),
    },
    {
      name: 'authenticate_with_cookie',
      specs: cookies.map((cookie) => ({
        method: 'POST',
        path: '/v2/subscriber/authenticate_with_cookie',
        form: {},
        headers: { cookie },
      })),
    },
    {
      name: 'catalogue/tab',
      warm: true,
      specs: genres.map((g, i) => ({
        method: 'GET',
        path: `/v3/vod/catalogue/tab?content_class=${g.content_class}&tab=${i % 3 === 0 ? 'all' : g.id}&sort_type=${sorts[i % 4]}&start=${(i % 5) * 12}&max=12`,
      })),
    },
    {
      name: 'vod/titles',
      warm: true,
      specs: movies.map((m) => ({
        method: 'POST',
        path: '/v3/vod/titles?content_class=is_hls',
        form: { title_ids: String(m.id), language: 'en' },
      })),
    },
    {
      name: 'search',
      warm: true,
      specs: words.map((w) => ({
        method: 'POST',
        path: '/v4/search',
        form: { scope: 'website', count: '10', extended: 'True', words: w },
      })),
    },
    {
      name: 'programslist',
      warm: true,
      specs: blocks.flatMap((block) =>
        [...lineUps.values()].map((ids) => ({
          method: 'GET' as const,
          path: `/v2/epg/programslist?channel_ids=${ids.join(',')}&block=${block}`,
        })),
      ),
    },
    {
      // The marketing pages' pack list: every pack, or the few a page names.
      name: 'plans',
      warm: true,
      specs: [
        { method: 'GET', path: '/v2/plans' },
        ...planNames.map((name) => ({
          method: 'GET' as const,
          path: `/v2/plans?names=${encodeURIComponent(name)}`,
        })),
      ],
    },
    // Issue 19: public pages rendered on the server with their data, as a browser asks for them.
    // "Cached" asks for the same few pages (the server keeps anonymous HTML); "uncached" makes
    // each address new (a query string), so every request renders (the API answers it reads
    // may still come from the response cache, as in production).
    {
      name: 'page: movie details (server-rendered, cached)',
      specs: movies.slice(0, 5).map((m) => page(`/movie/details/${m.id}`)),
    },
    {
      name: 'page: movie details (server-rendered, uncached)',
      specs: Array.from({ length: PAGE_VARIANTS }, (_, i) => {
        const m = movies[i % movies.length]!;
        return page(`/movie/details/${m.id}?v=${i}`);
      }),
    },
    { name: 'page: movie store (server-rendered, cached)', specs: [page('/movie/store')] },
    {
      name: 'page: movie store (server-rendered, uncached)',
      specs: Array.from({ length: PAGE_VARIANTS }, (_, i) => {
        const movieGenres = genres.filter((g) => g.content_class === 'movie');
        const genre =
          i % 3 === 0 ? 'all' : String(movieGenres[i % movieGenres.length]?.id ?? 'all');
        return page(`/movie/store/${genre}/${sorts[i % 4]}?v=${i}`);
      }),
    },
    {
      name: 'purchase (rent a movie)',
      // Each request rents another movie, for one of the households in turn.
      specs: rentals.map((r, i) => ({
        method: 'POST',
        path: '/v2/vod/purchase',
        form: {
          title_id: String(r.title_id),
          content_format: r.content_format,
          duration: String(r.duration),
          idempotency_key: `bench-${r.title_id}-${i % cookies.length}`,
        },
        headers: { cookie: cookies[i % cookies.length] ?? firstCookie },
      })),
    },
  ];
}
