import { cpus, loadavg } from 'node:os';
import { runChildBench } from './child-bench.ts';
import { runApiLoad, type EngineLoad } from './api-load.ts';
import { postgresBenchDatabase, sqliteBenchDatabase, type BenchDatabase } from './engines.ts';
import { runMemory, type MemoryFigures } from './memory.ts';
import { writeReport } from './report.ts';
import { runSearchBench } from './search.ts';
import { runSerializeBench } from './serialize.ts';
import { runSeedTime } from './seed-time.ts';
import { ensureWebBuild } from './web-build.ts';

/**
 * `npm run bench`: every benchmark in turn, each printing JSON and one-line summaries, then
 * docs/performance.md and its chart. BENCH_DURATION_S (default 5) sets each API measurement's
 * length, BENCH_MEMORY_S (default 120) the memory run's, BENCH_CALLS (names, comma-separated, or by semicolons when a name holds a comma)
 * the API calls measured.
 */
// The page benchmarks need the web app and its server renderer built.
ensureWebBuild();

const load = () => loadavg().map((n) => Number(n.toFixed(2)));
const startedAt = new Date();
const loadAverageBefore = load();

const seed = await runSeedTime();
for (const s of seed) console.log(`seed ${s.scale}: ${s.titles} titles in ${s.ms} ms (SQLite)`);

const engines: EngineLoad[] = [];
let memory: MemoryFigures | null = null;
for (const open of [sqliteBenchDatabase, postgresBenchDatabase]) {
  const bench: BenchDatabase | null = await open();
  if (!bench) continue;
  try {
    const figures = await runApiLoad(bench);
    engines.push(figures);
    console.log(JSON.stringify(figures));
    console.log(`${figures.engine} server start: ${figures.startupMs} ms`);
    for (const c of [figures.baseline, ...figures.calls]) {
      console.log(
        `${figures.engine} ${c.name}: ${c.load.requestsPerSecond} req/s (×${c.bytesRatio ?? '–'} of its bytes baseline, ×${c.throughputRatio} of the serialising baseline), p50 ${c.load.p50Ms} ms, p99 ${c.load.p99Ms} ms (×${c.p99Ratio}); one connection p95 ${c.single.p95Ms} ms${c.load.non2xx ? `; ${c.load.non2xx} non-2xx` : ''}`,
      );
    }
    if (bench.engine === 'SQLite') {
      memory = await runMemory(bench);
      console.log(JSON.stringify(memory));
      console.log(
        `memory (${memory.engine}): ${memory.startMiB} MiB at start, ${memory.midMiB} MiB after ${memory.loadSeconds / 2} s, ${memory.endMiB} MiB after ${memory.loadSeconds} s of load: ${(memory.growthSecondHalf * 100).toFixed(1)} % growth in the second half (${memory.flat ? 'flat' : 'NOT flat'})`,
      );
    }
  } finally {
    await bench.dispose();
  }
}

// The feature benchmarks, each also runnable alone (npm run bench:<name> in bench/).
const extra: Record<string, unknown> = {};
const search = await runSearchBench();
extra['Search: latency and relevance (npm run bench:search)'] = {
  summary: [
    `relevance ${search.relevance.score} (${search.relevance.top3}/${search.relevance.queries} expected results in the top 3); in-server p50 ${search.service.p50Ms} ms, p99 ${search.service.p99Ms} ms (target p99 < 5 ms); end to end on loopback p95 ${search.endToEnd[0]?.p95Ms} ms with 1 connection (target < 20 ms)`,
  ],
  relevance: search.relevance.score,
  top3: `${search.relevance.top3}/${search.relevance.queries}`,
  inServerP50Ms: search.service.p50Ms,
  inServerP99Ms: search.service.p99Ms,
  endToEnd: search.endToEnd.map((e) => ({
    connections: e.connections,
    p50Ms: e.p50Ms,
    p95Ms: e.p95Ms,
    p99Ms: e.p99Ms,
    requestsPerSecond: e.requestsPerSecond,
  })),
  indexBuildMs: search.indexBuildMs,
};
console.log(
  `search: relevance ${search.relevance.score}, in-server p99 ${search.service.p99Ms} ms, end-to-end p95 ${search.endToEnd[0]?.p95Ms} ms (1 connection)`,
);

const serialize = await runSerializeBench();
extra['Response serialisation from the response schemas (npm run bench:serialize)'] = serialize;
for (const line of serialize.summary) console.log(line);

for (const [title, script] of [
  ['TV guide: open, scroll and programslist (npm run bench:guide)', 'guide-render.ts'],
  ['Lighthouse and JavaScript per page (npm run bench:lighthouse)', 'lighthouse.ts'],
] as const) {
  const result = await runChildBench(script);
  extra[title] = result;
  for (const line of result.summary) console.log(line);
}

writeReport({
  startedAt: startedAt.toISOString(),
  durationS: Math.round((Date.now() - startedAt.getTime()) / 1000),
  machine: { cpus: cpus().length, loadAverageBefore, loadAverageAfter: load() },
  seed,
  engines,
  memory,
  extra,
});
console.log('wrote docs/performance.md and docs/performance.svg');
