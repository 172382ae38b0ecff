import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { repositoryRoot } from '../server-process.ts';
// How production starts the server: the same flags and memory settings.
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-node.mjs';

/** Polls `check` every 100 ms until it is true; throws after `timeoutMs` (loops always end). */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Keeps the last few KiB a process printed, for the error when it fails. */
function tail(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => (text = (text + chunk.toString()).slice(-8192));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

/** A redis-server of the test's own on its own loopback port: restarting it disturbs nobody. */
export class RedisProcess {
  private child: ChildProcess | null = null;
  readonly port: number;
  constructor(port: number) {
    this.port = port;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    const output = tail(child);
    await waitFor(`redis on ${this.port}\n${output()}`, () => redisAnswers(this.port), 10_000);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    child.kill('SIGTERM');
    await exited(child);
  }
}

/** PING over a raw socket: true when Redis answers PONG. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.write('PING\r\n');
  });
}

/** A PostgreSQL database of the test's own, created at start and dropped at the end. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** One server instance on a fixed loopback port, started again on the same port after a stop. */
export class Instance {
  private child: ChildProcess | null = null;
  private output: () => string = () => '';
  /** The highest resident set size seen, in bytes, over every process on this port. */
  maxRss = 0;
  readonly restarts: { kind: 'SIGTERM' | 'SIGKILL'; at: number; readyAt: number }[] = [];

  readonly name: string;
  readonly port: number;
  private readonly env: Record<string, string>;
  private readonly logFile: string | null;
  constructor(name: string, port: number, env: Record<string, string>, logFile?: string) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.logFile = logFile ?? null;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(extraEnv: Record<string, string> = {}, timeoutMs = 180_000): Promise<void> {
    const child = spawn(
      process.execPath,
      [...SERVER_NODE_FLAGS, join(repositoryRoot, 'server/src/main.ts')],
      {
        cwd: repositoryRoot,
        env: {
          ...process.env,
          ...SERVER_ENV,
          ...this.env,
          ...extraEnv,
          PORT: String(this.port),
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    this.output = tail(child);
    const logFile = this.logFile;
    if (logFile) {
      const keep = (chunk: Buffer) => appendFileSync(logFile, chunk);
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
    }
    await waitFor(
      `${this.name} /readyz`,
      async () => {
        if (child.exitCode !== null) {
          throw new Error(`${this.name} exited early:\n${this.output()}`);
        }
        const res = await fetch(`${this.origin}/readyz`, { signal: AbortSignal.timeout(2000) });
        return res.status === 200;
      },
      timeoutMs,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${this.output()}`);
    });
  }

  /** SIGTERM (a deploy) or SIGKILL (a crash); resolves once the process is gone. */
  async stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    child.kill(signal);
    await exited(child);
    if (signal === 'SIGTERM' && child.exitCode !== 0) {
      throw new Error(`${this.name} exited ${child.exitCode} on SIGTERM:\n${this.output()}`);
    }
  }

  /** Stops it and starts a fresh one on the same port; resolves once /readyz answers 200. */
  async restart(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
    const at = Date.now();
    await this.stop(signal);
    await this.start();
    this.restarts.push({ kind: signal, at, readyAt: Date.now() });
  }

  /** Reads VmRSS from /proc and keeps the highest. */
  sampleRss(): void {
    const pid = this.child?.pid;
    if (!pid) return;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      this.maxRss = Math.max(this.maxRss, kib * 1024);
    } catch {
      // The process just ended.
    }
  }

  log(): string {
    return this.output();
  }
}

/** nginx in the foreground with the generated config. */
export class NginxProcess {
  private child: ChildProcess | null = null;
  private readonly configPath: string;
  readonly port: number;
  constructor(configPath: string, port: number) {
    this.configPath = configPath;
    this.port = port;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    // Debian's nginx, as the reliability suite runs it (NGINX_PATH for another one).
    const child = spawn(process.env.NGINX_PATH ?? '/usr/sbin/nginx', ['-c', this.configPath], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const output = tail(child);
    await waitFor(
      `nginx on ${this.port}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx exited:\n${output()}`);
        const res = await fetch(`${this.origin}/healthz`, { signal: AbortSignal.timeout(2000) });
        return res.status === 200;
      },
      15_000,
    );
  }

  /** Reads its config again: new workers take new requests, old ones finish theirs. */
  async reload(): Promise<void> {
    this.child?.kill('SIGHUP');
    // nginx answers from new workers within a moment; give it that moment.
    await sleep(300);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    child.kill('SIGQUIT');
    await exited(child);
  }
}
