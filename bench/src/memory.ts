import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchDatabase, EngineName } from './engines.ts';
import { takeHeapSnapshot, type HeapSummary } from './heap-summary.ts';
import { benchCalls } from './api-calls.ts';
import { measureLatency, type LatencyFigures } from './latency.ts';
import { startServerProcess } from './server-process.ts';

const LOAD_S = Number(process.env.BENCH_MEMORY_S ?? 120);
const SAMPLE_EVERY_MS = 5_000;
/** The limit: RSS may grow at most 10 % between the first and the second minute. */
export const MAX_GROWTH = 0.1;

export interface MemoryFigures {
  engine: EngineName;
  loadSeconds: number;
  /** RSS of the server once started on the seeded database, before any request. */
  startMiB: number;
  /** RSS at the middle and at the end of the mixed load. */
  midMiB: number;
  endMiB: number;
  growthSecondHalf: number;
  flat: boolean;
  load: LatencyFigures;
  samples: { atS: number; rssMiB: number }[];
  /** Where the JavaScript heap goes at the end of the load (a heap snapshot's summary). */
  heap: HeapSummary | null;
}

const mib = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1));

/**
 * Server memory under a mixed load of the read calls a browsing user makes (listing, details,
 * search, the session check), sampled every 5 s. A leak shows as growth in the second half.
 */
export async function runMemory(bench: BenchDatabase): Promise<MemoryFigures> {
  const snapshotDir = mkdtempSync(join(tmpdir(), 'bench-heap-'));
  const server = await startServerProcess(bench.url, {}, [
    '--heapsnapshot-signal=SIGUSR2',
    `--diagnostic-dir=${snapshotDir}`,
  ]);
  try {
    const startMiB = mib(server.rssBytes());
    // The API's mixed browsing (issue 20's target). Rendered pages need the web build, which
    // this server is not given: in the mix they were 503s, 4 calls in 11.
    const calls = (await benchCalls(bench.database, server.origin)).filter(
      (c) =>
        !c.name.startsWith('purchase') &&
        !c.name.startsWith('authenticate (code') &&
        !c.name.startsWith('page:'),
    );
    // Interleaved, so every stretch of the load has every kind of call.
    const mixed = Array.from({ length: Math.max(...calls.map((c) => c.specs.length)) }).flatMap(
      (_, i) => calls.map((c) => c.specs[i % c.specs.length]!),
    );
    const samples: { atS: number; rssMiB: number }[] = [];
    const started = performance.now();
    const sampler = setInterval(
      () =>
        samples.push({
          atS: Math.round((performance.now() - started) / 1000),
          rssMiB: mib(server.rssBytes()),
        }),
      SAMPLE_EVERY_MS,
    );
    let load: LatencyFigures;
    try {
      load = await measureLatency('mixed browsing', server.origin, mixed, {
        connections: 10,
        durationS: LOAD_S,
        warmUpS: 0,
      });
    } finally {
      clearInterval(sampler);
    }
    const endMiB = mib(server.rssBytes());
    const heap = await takeHeapSnapshot(server.pid, snapshotDir);
    const half = LOAD_S / 2;
    const midMiB = samples.find((s) => s.atS >= half)?.rssMiB ?? samples.at(-1)?.rssMiB ?? startMiB;
    const growthSecondHalf = Number(((endMiB - midMiB) / midMiB).toFixed(3));
    return {
      engine: bench.engine,
      loadSeconds: LOAD_S,
      startMiB,
      midMiB,
      endMiB,
      growthSecondHalf,
      flat: growthSecondHalf <= MAX_GROWTH,
      load,
      samples,
      heap,
    };
  } finally {
    await server.stop();
    rmSync(snapshotDir, { recursive: true, force: true });
  }
}
