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

export async function runApiLoad(): Promise<{
  baseline: Measured;
  calls: (Measured & { ratio: number })[];
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
    return {
      baseline,
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
