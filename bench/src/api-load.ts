import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '@app/server/app';
import { systemClock } from '@app/server/clock';
import { loadSettings } from '@app/server/config';
import { createDatabase } from '@app/server/database';
import { prepareDatabase } from '@app/server/prepare';
import { measureLatency } from './latency.ts';
import { startServerProcess } from './server-process.ts';
import type { CallSpec, LatencyFigures } from './latency.ts';

/**
 * API load on loopback. Timings on a shared 2-core machine are noisy, so each figure is also
 * given as a ratio to a baseline measured in the same run: a bare Fastify route answering the
 * same JSON from memory.
 */
interface Measured {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 10;

async function measure(name: string, url: string): Promise<Measured> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** The catalogue calls whose p95 must stay under 20 ms (catalogue issue), with varied input. */
async function catalogueCalls(
  database: ReturnType<typeof createDatabase>,
): Promise<Record<string, CallSpec[]>> {
  const db = database.db;
  const genres = await db.selectFrom('genres').select(['id', 'content_class']).execute();
  const movies = await db
    .selectFrom('titles')
    .select('id')
    .where('sub_type', '=', 'movie')
    .orderBy('popularity', 'desc')
    .limit(50)
    .execute();
  const series = await db
    .selectFrom('titles')
    .select('id')
    .where('sub_type', '=', 'series')
    .orderBy('popularity', 'desc')
    .limit(20)
    .execute();
  // The people credited most: the longest cast lists, the worst case for the look-up.
  const people = await db
    .selectFrom('title_people')
    .innerJoin('people', 'people.id', 'title_people.person_id')
    .select(['people.name', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('people.name')
    .orderBy('n', 'desc')
    .limit(20)
    .execute();
  const sorts = ['popularity', 'title', 'newest', 'year'];
  const tab: CallSpec[] = genres.map((g, i) => ({
    method: 'GET',
    path: `/v3/vod/catalogue/tab?content_class=${g.content_class}&tab=${i % 3 === 0 ? 'all' : g.id}&sort_type=${sorts[i % 4]}&start=${(i % 5) * 12}&max=12`,
  }));
  return {
    'catalogue/tab (genres × sorts × pages)': tab,
    'vod/titles (one movie)': movies.map((m) => ({
      method: 'POST',
      path: '/v3/vod/titles?content_class=is_hls',
      form: { title_ids: String(m.id), language: 'en' },
    })),
    'vod/titles (a series, recursive: seasons and episodes)': series.map((s) => ({
      method: 'POST',
      path: '/v3/vod/titles?content_class=is_hls',
      form: { title_ids: String(s.id), language: 'en', recursive: 'true' },
    })),
    'castandcrew (most credited people)': people.map((p) => ({
      method: 'GET',
      path: `/v3/vod/castandcrew/${encodeURIComponent(p.name)}?max=12`,
    })),
  };
}

export async function runApiLoad(): Promise<{
  baseline: Measured;
  calls: (Measured & { ratio: number })[];
  latency: LatencyFigures[];
}> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const settings = loadSettings({
    LOG_LEVEL: 'silent',
    DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
  });
  const database = createDatabase({ url: settings.DATABASE_URL });
  await prepareDatabase(database, { seedScale: 'full', now: systemClock.now() });
  const app = await buildApp({ settings, database, clock: systemClock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  // The baseline answers the very JSON the catalogue call answers, from memory.
  const sample = await (await fetch(`${appUrl}/v3/vod/catalogue/tab?content_class=movie`)).json();
  const bare = Fastify();
  bare.get('/baseline', async () => sample);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  try {
    const baseline = await measure(
      'baseline (bare Fastify, same JSON from memory)',
      `${bareUrl}/baseline`,
    );
    const calls = [
      await measure(
        'catalogue/tab movies, popularity',
        `${appUrl}/v3/vod/catalogue/tab?content_class=movie&sort_type=popularity`,
      ),
      await measure(
        'catalogue/tab movies, title, page 10',
        `${appUrl}/v3/vod/catalogue/tab?content_class=movie&sort_type=title&start=120`,
      ),
    ];
    // Latency against the server in a process of its own: an in-process client would take its
    // event loop, and every queued request would count the client's work too.
    const latency: LatencyFigures[] = [];
    const server = await startServerProcess(settings.DATABASE_URL);
    try {
      for (const [name, specs] of Object.entries(await catalogueCalls(database))) {
        for (const connections of [1, CONNECTIONS]) {
          latency.push(
            await measureLatency(name, server.origin, specs, {
              connections,
              durationS: DURATION_S,
            }),
          );
        }
      }
    } finally {
      await server.stop();
    }
    return {
      baseline,
      latency,
      calls: calls.map((c) => ({
        ...c,
        ratio: Number((c.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
      })),
    };
  } finally {
    await bare.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
