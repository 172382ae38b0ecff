import { loadavg } from 'node:os';
import { runApiLoad } from './api-load.ts';
import { keptBenchDatabase } from './engines.ts';

/**
 * `npm run bench:api`: only the API load (`BENCH_CALLS` to pick calls, `BENCH_ENGINES` =
 * sqlite,postgres), on databases seeded once and kept between runs (BENCH_KEEP_DIR), printing
 * one line per call. For working on one call; `npm run bench` writes docs/performance.md.
 * BENCH_BASE_ROOT=<another checkout, e.g. main's, with its node_modules> measures its server too,
 * call by call between the same bytes baselines.
 */
const keepDir = process.env.BENCH_KEEP_DIR ?? '/tmp/tv-store-bench';
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');

for (const engine of engines) {
  const bench = await keptBenchDatabase(engine, keepDir);
  try {
    const figures = await runApiLoad(bench);
    for (const c of figures.calls) {
      const base = c.base
        ? `; base ${c.base.load.requestsPerSecond} req/s → ×${c.base.bytesRatio}, non-2xx ${c.base.load.non2xx}`
        : '';
      console.log(
        `${figures.engine} ${c.name} (${c.answerBytes} B): ${c.load.requestsPerSecond} req/s, bytes baseline ${c.bytesBaseline?.requestsPerSecond} → ×${c.bytesRatio}; p50 ${c.load.p50Ms} ms p99 ${c.load.p99Ms} ms; non-2xx ${c.load.non2xx}${base}; load average ${loadavg()[0]!.toFixed(1)}`,
      );
    }
  } finally {
    await bench.dispose();
  }
}
