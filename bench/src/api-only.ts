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
      const cpu = (figures: { cpuUsPerRequest?: number } | undefined) =>
        figures?.cpuUsPerRequest === undefined ? '' : `, ${figures.cpuUsPerRequest} µs CPU/request`;
      const base = c.base
        ? `; base ${c.base.load.requestsPerSecond} req/s → ×${c.base.bytesRatio}${cpu(c.base.load)}, non-2xx ${c.base.load.non2xx}`
        : '';
      if (c.rounds?.length) {
        const median = (values: number[]) =>
          [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
        const news = [c.bytesRatio!, ...c.rounds.map((r) => r.newRatio)];
        const bases = [c.base?.bytesRatio, ...c.rounds.map((r) => r.baseRatio)].filter(
          (v): v is number => v !== undefined,
        );
        console.log(
          `  median of ${news.length} rounds: ×${median(news)}${bases.length ? `, base ×${median(bases)}` : ''}`,
        );
      }
      for (const [r, round] of (c.rounds ?? []).entries()) {
        console.log(
          `  round ${r + 2}: ×${round.newRatio}${cpu(round.new)}${round.base ? `; base ×${round.baseRatio}${cpu(round.base)}` : ''}; bytes ${round.bytes.requestsPerSecond} req/s${cpu(round.bytes)}`,
        );
      }
      console.log(
        `${figures.engine} ${c.name} (${c.answerBytes} B): ${c.load.requestsPerSecond} req/s${cpu(c.load)}, bytes baseline ${c.bytesBaseline?.requestsPerSecond} req/s${cpu(c.bytesBaseline)} → ×${c.bytesRatio}; p50 ${c.load.p50Ms} ms p99 ${c.load.p99Ms} ms; non-2xx ${c.load.non2xx}${base}; load average ${loadavg()[0]!.toFixed(1)}`,
      );
    }
  } finally {
    await bench.dispose();
  }
}
