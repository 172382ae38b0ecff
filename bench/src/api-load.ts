import { fileURLToPath } from 'node:url';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCalls } from './api-calls.ts';
import type { BenchDatabase, EngineName } from './engines.ts';
import { fetchAnswer, measureLatency, type LatencyFigures } from './latency.ts';
import { serverMainOf, startBaselineProcess, startServerProcess } from './server-process.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
/** Rounds per call (BENCH_ROUNDS, default 1): see CallFigures.rounds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
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
  /** Size of the call's answer (its first request's) as the clients receive it. */
  answerBytes?: number;
  /**
   * Bare Fastify sending these very answer bytes (compressed as a browser gets them) from
   * memory, with CONNECTIONS clients, measured just before the call and again just after it:
   * the physical limit for this answer on this machine. Its req/s is the mean of the two.
   */
  bytesBaseline?: LatencyFigures;
  /** Requests per second as a share of the bytes baseline's. */
  bytesRatio?: number;
  /**
   * The same call on the base build (BENCH_BASE_ROOT), measured between the same two bytes
   * baselines, right after this build's run.
   */
  base?: { load: LatencyFigures; bytesRatio: number };
  /** The further rounds of BENCH_ROUNDS. */
  rounds?: Round[];
}

/** One more round of a call: its bytes baseline, this build, and the base build if any. */
export interface Round {
  bytes: LatencyFigures;
  new: LatencyFigures;
  newRatio: number;
  base?: LatencyFigures;
  baseRatio?: number;
}

export interface EngineLoad {
  engine: EngineName;
  /** From spawning the server on the seeded database to its first healthy answer. */
  startupMs?: number;
  baseline: CallFigures;
  calls: CallFigures[];
}

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const round = (n: number) => Number(n.toFixed(3));

/** Waits until a process uses under a tenth of a core for half a second (at most a minute). */
async function quiet(process: { cpuUs(): number }): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const before = process.cpuUs();
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (process.cpuUs() - before < 50_000) return;
  }
}

/**
 * API load on loopback against the real server in a process of its own (an in-process client
 * would share its event loop). Two yardsticks, in a process of their own: Fastify serialising a
 * large listing from memory (measured once), and Fastify sending each call's own answer bytes
 * (measured right before that call).
 */
export async function runApiLoad(
  bench: BenchDatabase,
  /** The names of the calls to measure (all when not given; BENCH_CALLS otherwise). */
  names?: readonly string[],
): Promise<EngineLoad> {
  // With the built web app, so the server-rendered pages are measured beside the API calls.
  const server = await startServerProcess(bench.url, { WEB_DIST: WEB_DIST });
  // BENCH_BASE_ROOT=<another checkout>: its server too, on the same database, so that a change
  // is measured against its base in the same minutes of a shared machine. With its own web build
  // when it has one: a server renderer fits only its own server (decision 0053).
  const baseRoot = process.env.BENCH_BASE_ROOT;
  const baseWeb = baseRoot && existsSync(join(baseRoot, 'web/dist/index.html'));
  const baseServer = baseRoot
    ? await startServerProcess(
        bench.url,
        { WEB_DIST: baseWeb ? join(baseRoot, 'web/dist') : WEB_DIST },
        [],
        serverMainOf(baseRoot),
      )
    : null;
  // The work a server starts with (the search index is built after it starts listening) is
  // not what is measured: each first goes quiet.
  for (const started of [server, baseServer]) if (started) await quiet(started);
  const dir = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
  try {
    // BENCH_CALLS=name,name… measures only those calls (while working on one); names that hold
    // a comma (the page calls) are separated by semicolons instead.
    const listed = process.env.BENCH_CALLS;
    const only = names ?? listed?.split(listed.includes(';') ? ';' : ',');
    const calls = (await benchCalls(bench.database, server.origin)).filter(
      (c) => !only || only.includes(c.name),
    );
    // The serialising baseline answers the very JSON a store page's listing call answers.
    const sample = await fetchAnswer(server.origin, {
      method: 'GET',
      path: '/v3/vod/catalogue/tab?content_class=movie',
      headers: { 'accept-encoding': 'identity' },
    });
    const jsonFile = join(dir, 'answer.json');
    writeFileSync(jsonFile, sample.body);
    const bytesFiles: { file: string; contentType: string; contentEncoding: string | null }[] = [];
    const answerSizes: number[] = [];
    for (const [i, call] of calls.entries()) {
      const answer = await fetchAnswer(server.origin, call.specs[0]!);
      const file = join(dir, `call-${i}.bin`);
      writeFileSync(file, answer.body);
      bytesFiles.push({
        file,
        contentType: answer.contentType,
        contentEncoding: answer.contentEncoding,
      });
      answerSizes.push(answer.body.length);
    }
    const baselineServer = await startBaselineProcess(jsonFile, bytesFiles);
    try {
      const measureBoth = async (
        name: string,
        origin: string,
        specs: Parameters<typeof measureLatency>[2],
        warmEach = false,
        cpu?: () => number,
      ) => ({
        name,
        load: await measureLatency(name, origin, specs, {
          connections: CONNECTIONS,
          durationS: DURATION_S,
          warmEach,
          ...(cpu ? { cpu } : {}),
        }),
        single: await measureLatency(name, origin, specs, {
          connections: 1,
          durationS: DURATION_S,
        }),
      });
      const baselineRun = await measureBoth(
        'baseline (bare Fastify, same JSON from memory)',
        baselineServer.origin,
        [{ method: 'GET', path: '/baseline' }],
      );
      const relative = (run: Omit<CallFigures, 'throughputRatio' | 'p99Ratio'>): CallFigures => ({
        ...run,
        throughputRatio: round(run.load.requestsPerSecond / baselineRun.load.requestsPerSecond),
        p99Ratio: round(run.load.p99Ms / Math.max(baselineRun.load.p99Ms, 0.01)),
      });
      const figures: CallFigures[] = [];
      for (const [i, call] of calls.entries()) {
        const measureBytes = () =>
          measureLatency(
            `bytes of ${call.name}`,
            baselineServer.origin,
            [{ method: call.specs[0]!.method, path: `/bytes/${i}` }],
            { connections: CONNECTIONS, durationS: DURATION_S, cpu: baselineServer.cpuUs },
          );
        const before = await measureBytes();
        const run = relative(
          await measureBoth(call.name, server.origin, call.specs, call.warm ?? false, server.cpuUs),
        );
        const baseLoad = baseServer
          ? await measureLatency(`${call.name} (base)`, baseServer.origin, call.specs, {
              connections: CONNECTIONS,
              durationS: DURATION_S,
              warmEach: call.warm ?? false,
              cpu: baseServer.cpuUs,
            })
          : null;
        const after = await measureBytes();
        const bytesBaseline = {
          ...before,
          requestsPerSecond: Math.round((before.requestsPerSecond + after.requestsPerSecond) / 2),
          cpuUsPerRequest: Math.round(
            ((before.cpuUsPerRequest ?? 0) + (after.cpuUsPerRequest ?? 0)) / 2,
          ),
        };
        const ratio = (load: LatencyFigures) =>
          round(load.requestsPerSecond / bytesBaseline.requestsPerSecond);
        // BENCH_ROUNDS > 1: more rounds of the bytes baseline, this build and the base, each
        // round in another order, so that a busy minute weighs on each alike.
        const rounds: Round[] = [];
        for (let r = 1; r < ROUNDS; r++) {
          const measure = {
            bytes: () => measureBytes(),
            new: () =>
              measureLatency(call.name, server.origin, call.specs, {
                connections: CONNECTIONS,
                durationS: DURATION_S,
                cpu: server.cpuUs,
              }),
            base: () =>
              baseServer
                ? measureLatency(call.name, baseServer.origin, call.specs, {
                    connections: CONNECTIONS,
                    durationS: DURATION_S,
                    cpu: baseServer.cpuUs,
                  })
                : Promise.resolve(null),
          };
          const order = (['bytes', 'new', 'base'] as const).map((_, k, all) => all[(k + r) % 3]!);
          const got: Partial<Record<keyof typeof measure, LatencyFigures | null>> = {};
          for (const which of order) got[which] = await measure[which]();
          const bytes = got.bytes!;
          rounds.push({
            bytes,
            new: got.new!,
            newRatio: round(got.new!.requestsPerSecond / bytes.requestsPerSecond),
            ...(got.base
              ? {
                  base: got.base,
                  baseRatio: round(got.base.requestsPerSecond / bytes.requestsPerSecond),
                }
              : {}),
          });
        }
        figures.push({
          ...run,
          answerBytes: answerSizes[i],
          bytesBaseline,
          bytesRatio: ratio(run.load),
          ...(baseLoad ? { base: { load: baseLoad, bytesRatio: ratio(baseLoad) } } : {}),
          ...(rounds.length ? { rounds } : {}),
        });
      }
      return {
        engine: bench.engine,
        startupMs: server.startupMs,
        baseline: relative(baselineRun),
        calls: figures,
      };
    } finally {
      await baselineServer.stop();
    }
  } finally {
    await server.stop();
    await baseServer?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
