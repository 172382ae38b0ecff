import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@app/server/free-port';

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  baseURL: string;
  /** The server's own SQLite database, e.g. for a CLI to work on while the server runs. */
  databaseUrl: string;
  /** Where the server writes its mail (.eml files): no SMTP_URL in e2e. */
  mailOutbox: string;
  stop(): Promise<void>;
}

async function waitForHealth(
  url: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

interface StartOptions {
  /** Share another server's database (a second instance) instead of a fresh one. */
  databaseUrl?: string;
  /** More settings, e.g. REDIS_URL. */
  env?: Record<string, string>;
}

/**
 * Starts the real server (built web app) on a free port with a fresh SQLite database of its
 * own, seeded at `seedScale`; resolves once /healthz answers.
 */
export async function startServer(
  seedScale: 'small' | 'none',
  options: StartOptions = {},
): Promise<ServerProcess> {
  const dataDir = options.databaseUrl ? null : mkdtempSync(join(tmpdir(), 'e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const databaseUrl = options.databaseUrl ?? `sqlite:${join(dataDir!, 'e2e.db')}`;
  const mailOutbox = mkdtempSync(join(tmpdir(), 'e2e-outbox-'));
  let log = '';
  // As `npm start` runs it: Node strips the types itself, no loader.
  const server = spawn(process.execPath, [join(repositoryRoot, 'server/src/main.ts')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_SCALE: seedScale,
      LOG_LEVEL: 'warn',
      // Every spec browses from one address: keep the limiter on, far above what the suite uses.
      RATE_LIMIT_PER_HOUR: '100000',
      RENDERS_PER_MINUTE_PER_CLIENT: '100000',
      // Specs read rendered HTML with JavaScript off: never the shell because renders were paced.
      RENDER_TIME_SHARE: '1',
      // Specs type wrong PINs and codes on purpose, all from one address: a budget far above them.
      GUESS_FAILURES_PER_HOUR_PER_CLIENT: '10000',
      MAIL_OUTBOX: mailOutbox,
      // No proxy in front: stop at once instead of draining its pooled connections.
      SHUTDOWN_DRAIN_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  await waitForHealth(baseURL, server, () => log);
  return {
    baseURL,
    databaseUrl,
    mailOutbox,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      rmSync(mailOutbox, { recursive: true, force: true });
    },
  };
}
