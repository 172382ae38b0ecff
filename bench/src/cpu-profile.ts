import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCalls } from './api-calls.ts';
import { keptBenchDatabase } from './engines.ts';
import { measureLatency } from './latency.ts';
import { serverMainOf, startServerProcess } from './server-process.ts';

/**
 * `npm run bench:profile`: a CPU profile of the server (node --cpu-prof) while 10 clients ask a
 * call whose answers are cached, as a browser asks (br, gzip), and the frames that took the most
 * CPU time themselves (self time), as docs/performance.md publishes them. BENCH_PROFILE_CALLS
 * names the calls (semicolon-separated; default catalogue/tab), BENCH_DURATION_S the length of
 * the profiled load per call (default 10), BENCH_KEEP_DIR a kept SQLite database (full seed),
 * BENCH_BASE_ROOT another checkout to profile instead of this one, BENCH_PROFILE_OUT where to
 * keep the whole profile.
 */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 25);
const names = (process.env.BENCH_PROFILE_CALLS ?? 'catalogue/tab').split(';');
const root = fileURLToPath(new URL('../../', import.meta.url));
const WEB_DIST = join(root, 'web/dist');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Now on the clock V8's profiles use (the monotonic clock, the same in every process), in µs. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time per frame (function, file and line) of the samples taken within `windows` (µs of
 * the monotonic clock), largest first, as shares of the busy time.
 */
export function topSelfFrames(profile: CpuProfile, windows: [number, number][], top: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (!windows.some(([from, to]) => at >= from && at <= to)) return;
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.startsWith('file://')
      ? relative(root, fileURLToPath(frame.url))
      : frame.url;
    const key = `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`;
    selfUs.set(key, (selfUs.get(key) ?? 0) + delta);
    total += delta;
  });
  const idle = selfUs.get('(idle) ') ?? 0;
  return {
    totalMs: total / 1000,
    busyMs: (total - idle) / 1000,
    frames: [...selfUs]
      .filter(([key]) => key !== '(idle) ')
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([frame, us]) => ({
        frame,
        ms: Math.round(us / 1000),
        shareOfBusy: Number((us / Math.max(1, total - idle)).toFixed(3)),
      })),
  };
}

const bench = await keptBenchDatabase(
  'sqlite',
  process.env.BENCH_KEEP_DIR ?? '/tmp/tv-store-bench',
);
const dir = mkdtempSync(join(tmpdir(), 'bench-cpu-profile-'));
try {
  const server = await startServerProcess(
    bench.url,
    { WEB_DIST },
    ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    process.env.BENCH_BASE_ROOT ? serverMainOf(process.env.BENCH_BASE_ROOT) : undefined,
  );
  let requests = 0;
  // Only the measured load counts, not the start-up, the sign-ins or the cold answers.
  const windows: [number, number][] = [];
  try {
    const calls = (await benchCalls(bench.database, server.origin)).filter((c) =>
      names.includes(c.name),
    );
    for (const call of calls) {
      const options = { connections: 10, durationS: DURATION_S };
      await measureLatency(call.name, server.origin, call.specs, {
        ...options,
        durationS: 2,
        warmEach: call.warm ?? false,
      });
      const from = monotonicUs();
      const figures = await measureLatency(call.name, server.origin, call.specs, {
        ...options,
        warmUpS: 0,
      });
      windows.push([from, monotonicUs()]);
      requests += figures.requests;
      console.log(
        `${call.name}: ${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms, non-2xx ${figures.non2xx}`,
      );
    }
  } finally {
    await server.stop();
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no CPU profile');
  // BENCH_PROFILE_OUT=<file>: the whole profile kept, for Chrome's DevTools or speedscope.
  if (process.env.BENCH_PROFILE_OUT) copyFileSync(join(dir, file), process.env.BENCH_PROFILE_OUT);
  const summary = topSelfFrames(JSON.parse(readFileSync(join(dir, file), 'utf8')), windows, TOP);
  console.log(
    `profile of the measured load: ${summary.busyMs.toFixed(0)} ms busy of ${summary.totalMs.toFixed(0)} ms sampled, ${requests} requests (${((summary.busyMs * 1000) / Math.max(1, requests)).toFixed(0)} µs of server CPU each); load average ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log('| self ms | share of busy | frame |\n| ---: | ---: | --- |');
  for (const f of summary.frames) {
    console.log(`| ${f.ms} | ${(f.shareOfBusy * 100).toFixed(1)} % | \`${f.frame}\` |`);
  }
} finally {
  await bench.dispose();
  rmSync(dir, { recursive: true, force: true });
}
