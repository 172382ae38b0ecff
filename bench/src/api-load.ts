import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCalls } from './api-calls.ts';
import type { BenchDatabase, EngineName } from './engines.ts';
import { measureLatency, type LatencyFigures } from './latency.ts';
import { startBaselineProcess, startServerProcess } from './server-process.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
/** Concurrent keep-alive clients for the load figures; one more run with a single client. */
export const CONNECTIONS = 10;

export interface CallFigures {
  name: string;
  /** With CONNECTIONS clients. */
  load: LatencyFigures;
  /** With one client: the latency a user sees on an idle server. */
  single: LatencyFigures;
  /** Requests per second as a share of the baseline's. */
  throughputRatio: number;
  /** p99 latency under load as a multiple of the baseline's. */
  p99Ratio: number;
}

export interface EngineLoad {
  engine: EngineName;
  baseline: CallFigures;
  calls: CallFigures[];
}

const round = (n: number) => Number(n.toFixed(3));

/**
 * API load on loopback against the real server in a process of its own (an in-process client
 * would share its event loop), each call measured right after the bare-Fastify baseline.
 */
export async function runApiLoad(bench: BenchDatabase): Promise<EngineLoad> {
  const server = await startServerProcess(bench.url);
  const dir = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
  try {
    // The baseline answers the very JSON a store page's listing call answers.
    const sample = await (
      await fetch(`${server.origin}/v3/vod/catalogue/tab?content_class=movie`)
    ).text();
    const jsonFile = join(dir, 'answer.json');
    writeFileSync(jsonFile, sample);
    const baselineServer = await startBaselineProcess(jsonFile);
    const measureBoth = async (
      name: string,
      origin: string,
      specs: Parameters<typeof measureLatency>[2],
    ) => ({
      name,
      load: await measureLatency(name, origin, specs, {
        connections: CONNECTIONS,
        durationS: DURATION_S,
      }),
      single: await measureLatency(name, origin, specs, { connections: 1, durationS: DURATION_S }),
    });
    let baselineRun;
    try {
      baselineRun = await measureBoth(
        'baseline (bare Fastify, same JSON from memory)',
        baselineServer.origin,
        [{ method: 'GET', path: '/baseline' }],
      );
    } finally {
      await baselineServer.stop();
    }
    const relative = (run: Omit<CallFigures, 'throughputRatio' | 'p99Ratio'>): CallFigures => ({
      ...run,
      throughputRatio: round(run.load.requestsPerSecond / baselineRun.load.requestsPerSecond),
      p99Ratio: round(run.load.p99Ms / Math.max(baselineRun.load.p99Ms, 0.01)),
    });
    const calls: CallFigures[] = [];
    for (const call of await benchCalls(bench.database, server.origin)) {
      calls.push(relative(await measureBoth(call.name, server.origin, call.specs)));
    }
    return { engine: bench.engine, baseline: relative(baselineRun), calls };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
