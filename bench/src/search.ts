import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchItem, SearchItemType } from '@app/domain';
import { systemClock } from '@app/server/clock';
import { createDatabase } from '@app/server/database';
import { prepareDatabase } from '@app/server/prepare';
import { createSearchService } from '@app/server/search';
import { measureLatency } from './latency.ts';
import type { CallSpec, LatencyFigures } from './latency.ts';
import { startServerProcess } from './server-process.ts';

/**
 * Search over the full seed (issue 5): relevance of `search-relevance.json` (the share of queries
 * with the expected result in the top 3), the service's own latency per query (called directly,
 * no HTTP), and POST /v4/search end to end on loopback against the server in its own process.
 */
interface RelevanceCase {
  query: string;
  kind: string;
  expect: { type: SearchItemType; title: string; id?: number };
}

const RELEVANCE_PATH = new URL('../search-relevance.json', import.meta.url);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
/** The in-server figure counts this many searches after a warm-up round. */
const SERVICE_SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 20_000);
const POPULAR = 10;
const FULL = 100;

const matches = (item: SearchItem, expected: RelevanceCase['expect']) =>
  item.type === expected.type &&
  (expected.id === undefined
    ? item.primary_title === expected.title
    : item.vod_title_id === expected.id);

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(3));
}

/** What a user types on the way to each query: every prefix from 2 characters, and the query. */
function typedQueries(cases: readonly RelevanceCase[]): string[] {
  return cases.flatMap((c) =>
    Array.from({ length: Math.max(0, c.query.length - 1) }, (_, i) => c.query.slice(0, i + 2)),
  );
}

export async function runSearchBench() {
  const cases = (JSON.parse(readFileSync(RELEVANCE_PATH, 'utf8')) as { queries: RelevanceCase[] })
    .queries;
  const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const databaseUrl = `sqlite:${join(dir, 'bench.db')}`;
  const database = createDatabase({ url: databaseUrl });
  try {
    await prepareDatabase(database, { seedScale: 'full', now: systemClock.now() });
    const search = createSearchService({ db: database.db, clock: systemClock });
    const buildStarted = performance.now();
    await search.warm();
    const indexBuildMs = Math.round(performance.now() - buildStarted);

    // Relevance: the popular search (10 results) the box shows while typing.
    const misses: { query: string; kind: string; expected: string; got: string[] }[] = [];
    const byKind: Record<string, { queries: number; top3: number }> = {};
    for (const c of cases) {
      const { items } = await search.search({ scope: 'website', count: POPULAR, words: c.query });
      const rank = items.findIndex((item) => matches(item, c.expect));
      const kind = (byKind[c.kind] ??= { queries: 0, top3: 0 });
      kind.queries++;
      if (rank >= 0 && rank < 3) kind.top3++;
      else
        misses.push({
          query: c.query,
          kind: c.kind,
          expected: c.expect.title,
          got: items.slice(0, 3).map((i) => i.primary_title),
        });
    }
    const top3 = cases.length - misses.length;
    const relevance = {
      queries: cases.length,
      top3,
      score: Number((top3 / cases.length).toFixed(3)),
      byKind,
      misses,
    };

    // In the server: each typed prefix and whole query, alternately as popular and full search.
    const typed = typedQueries(cases);
    const run = async (n: number, record: number[] | null) => {
      for (let i = 0; i < n; i++) {
        const words = typed[i % typed.length]!;
        const count = i % 2 === 0 ? POPULAR : FULL;
        const started = performance.now();
        await search.search({ scope: 'website', count, words });
        record?.push(performance.now() - started);
      }
    };
    await run(Math.min(2000, typed.length), null);
    const samples: number[] = [];
    await run(SERVICE_SAMPLES, samples);
    samples.sort((a, b) => a - b);
    const service = {
      searches: samples.length,
      distinctQueries: new Set(typed).size,
      p50Ms: percentile(samples, 50),
      p95Ms: percentile(samples, 95),
      p99Ms: percentile(samples, 99),
      maxMs: Number(samples.at(-1)!.toFixed(3)),
    };

    // End to end: the form POST the web client sends, one connection and ten.
    const calls: CallSpec[] = typed.map((words, i) => ({
      method: 'POST',
      path: '/v4/search',
      form: {
        scope: 'website',
        count: String(i % 2 === 0 ? POPULAR : FULL),
        extended: 'True',
        words,
      },
    }));
    const endToEnd: LatencyFigures[] = [];
    const server = await startServerProcess(databaseUrl);
    try {
      for (const connections of [1, 10])
        endToEnd.push(
          await measureLatency('POST /v4/search', server.origin, calls, {
            connections,
            durationS: DURATION_S,
            warmUpS: 2,
          }),
        );
    } finally {
      await server.stop();
    }
    return { indexBuildMs, relevance, service, endToEnd };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runSearchBench();
  // Other work on the machine skews the tails: the load average says how busy it was.
  const loadAverage = loadavg().map((n) => Number(n.toFixed(2)));
  console.log(JSON.stringify({ loadAverage, cpus: cpus().length, search: result }, null, 2));
  const [one] = result.endToEnd;
  console.log(
    `search: relevance ${result.relevance.score} (${result.relevance.top3}/${result.relevance.queries} in the top 3), in-server p99 ${result.service.p99Ms} ms (p50 ${result.service.p50Ms} ms), end-to-end p95 ${one!.p95Ms} ms on loopback (1 connection; p99 ${one!.p99Ms} ms), index built in ${result.indexBuildMs} ms`,
  );
}
