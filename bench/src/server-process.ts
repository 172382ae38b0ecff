import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-node.mjs';

/** Linux's USER_HZ: /proc counts CPU time in these ticks. */
const CLOCK_TICKS = 100;
const SERVER_MAIN = fileURLToPath(new URL('../../server/src/main.ts', import.meta.url));

/** The server of another checkout (its root), e.g. main's, to measure beside this one. */
export const serverMainOf = (root: string) => `${root.replace(/\/$/, '')}/server/src/main.ts`;
const BASELINE_MAIN = fileURLToPath(new URL('./baseline-server.ts', import.meta.url));

export interface BenchProcess {
  origin: string;
  /** From spawning the process to its first healthy answer. */
  startupMs: number;
  pid: number;
  /** Resident memory of the process now, in bytes (Linux /proc). */
  rssBytes(): number;
  /** CPU time (user + system) the process has used so far, in µs (Linux /proc). */
  cpuUs(): number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts `main` as a process of its own on a free port; resolves once /healthz answers. */
async function startProcess(
  main: string,
  env: Record<string, string>,
  nodeFlags: readonly string[] = [],
): Promise<BenchProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const spawnedAt = performance.now();
  // Node runs the TypeScript itself (type stripping), as `npm start` does: no loader.
  const child = spawn(process.execPath, [...nodeFlags, main], {
    // No proxy in front: a stop need not drain pooled connections (SHUTDOWN_DRAIN_MS).
    env: { ...process.env, SHUTDOWN_DRAIN_MS: '0', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench process exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`bench process did not start:\n${output}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startupMs = Math.round(performance.now() - spawnedAt);
  return {
    origin,
    startupMs,
    pid: child.pid!,
    cpuUs() {
      // Fields 14 and 15 of /proc/<pid>/stat, after the command's closing parenthesis.
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
    },
    rssBytes() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
      return Number(kb ?? 0) * 1024;
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * The real server as its own process on an already prepared database, so that the load
 * generator does not share its event loop, with the Node settings `npm start` gives it. The traffic limiter is
 * off: the whole load comes from one address.
 */
export function startServerProcess(
  databaseUrl: string,
  /** Settings that differ, e.g. a seed and the built web app for a page benchmark. */
  overrides: Record<string, string> = {},
  /** More Node flags, e.g. to take a heap snapshot. */
  extraNodeFlags: readonly string[] = [],
  /** Another checkout's server (serverMainOf), e.g. the base build of a comparison. */
  main: string = SERVER_MAIN,
): Promise<BenchProcess> {
  return startProcess(
    main,
    {
      ...SERVER_ENV,
      DATABASE_URL: databaseUrl,
      SEED_SCALE: 'none',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_PER_HOUR: '0',
      // One client asks for every page: no render budget (issue 32) between it and the pages.
      RENDERS_PER_MINUTE_PER_CLIENT: '0',
      RENDER_TIME_SHARE: '1',
      ...overrides,
    },
    [...SERVER_NODE_FLAGS, ...extraNodeFlags],
  );
}

/**
 * The baselines: a bare Fastify route answering the JSON in `jsonFile` from memory, and one
 * route per answer of `bytesFiles` sending that file's bytes as they are, with the answer's
 * Content-Type and Content-Encoding.
 */
export function startBaselineProcess(
  jsonFile: string,
  bytesFiles: readonly { file: string; contentType: string; contentEncoding: string | null }[] = [],
): Promise<BenchProcess> {
  return startProcess(BASELINE_MAIN, {
    BASELINE_JSON: jsonFile,
    BASELINE_BYTES: JSON.stringify(bytesFiles),
  });
}
