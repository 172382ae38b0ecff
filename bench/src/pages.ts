import { loadavg } from 'node:os';
import { runApiLoad } from './api-load.ts';
import { sqliteBenchDatabase } from './engines.ts';
import { ensureWebBuild } from './web-build.ts';

/**
 * `npm run bench:pages`: only the server-rendered page scenarios of `npm run bench` (a details
 * page and the movie store, cached and uncached), on SQLite with the full seed, beside the same
 * baselines: for working on the renderer without the whole run.
 */
const PAGE_CALLS = [
  'page: movie details (server-rendered, cached)',
  'page: movie details (server-rendered, uncached)',
  'page: movie store (server-rendered, cached)',
  'page: movie store (server-rendered, uncached)',
];

ensureWebBuild();

const load = () => loadavg().map((n) => Number(n.toFixed(2)));
const loadBefore = load();
const bench = await sqliteBenchDatabase();
try {
  const figures = await runApiLoad(bench, PAGE_CALLS);
  console.log(JSON.stringify({ loadAverageBefore: loadBefore, loadAverageAfter: load(), figures }));
  for (const c of [figures.baseline, ...figures.calls]) {
    console.log(
      `${c.name}: ${c.load.requestsPerSecond} req/s (×${c.throughputRatio} of the baseline, ×${c.bytesRatio ?? '–'} of its bytes baseline), p50 ${c.load.p50Ms} ms, p99 ${c.load.p99Ms} ms; one connection p95 ${c.single.p95Ms} ms${c.load.non2xx ? `; ${c.load.non2xx} non-2xx` : ''}`,
    );
  }
  console.log(`load average before ${loadBefore.join(' / ')}, after ${load().join(' / ')}`);
} finally {
  await bench.dispose();
}
