import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CAPABILITIES_HEADER } from '@app/domain';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Starts the real server process and resolves once its structured listen line names the address. */
async function startServer(env: Record<string, string>) {
  const server = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { log: '' };
  server.stdout.on('data', (d: Buffer) => (output.log += d.toString()));
  server.stderr.on('data', (d: Buffer) => (output.log += d.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listen line:\n${output.log}`)), 20_000);
    server.stdout.on('data', () => {
      const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output.log);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
  });
  return { server, output, exited, url };
}

describe('the server process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'main-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates and seeds its database, serves, and on SIGTERM finishes requests in flight before exiting', async () => {
    const { server, output, exited, url } = await startServer({
      DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
      SEED_SCALE: 'small',
    });
    // The listen line is structured JSON, like every log line.
    const lines = output.log.trim().split('\n');
    expect(lines.every((line) => JSON.parse(line).level !== undefined)).toBe(true);

    const signIn = fetch(`${url}/v3/authenticate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-capabilities': CAPABILITIES_HEADER,
      },
      body: 'activation_code=CUST0001&pin=1234',
    });
    // The PIN check takes a moment (scrypt): signal as soon as the server has the request.
    const inFlight = setInterval(() => {
      if (output.log.includes('"url":"/v3/authenticate"')) {
        clearInterval(inFlight);
        server.kill('SIGTERM');
      }
    }, 1);
    const answer = await signIn;
    expect(answer.status).toBe(200);
    expect(
      ((await answer.json()) as { household: { user_defined_pin: boolean } }).household
        .user_defined_pin,
    ).toBe(true);
    expect(await exited).toBe(0);
    expect(output.log).toContain('shutting down: finishing requests in flight');
  }, 30_000);
});

describe('the server process behind a proxy', () => {
  const dir = mkdtempSync(join(tmpdir(), 'main-drain-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('on SIGTERM keeps answering on the connections a proxy holds open, says it is not ready, then exits', async () => {
    const { server, output, exited, url } = await startServer({
      DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
      SEED_SCALE: 'none',
      SHUTDOWN_DRAIN_MS: '1500',
    });
    // A proxy's pooled connection: one keep-alive socket, idle between requests.
    const proxy = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        request(`${url}${path}`, { agent: proxy }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
          );
        })
          .on('error', reject)
          .end();
      });
    expect((await get('/healthz')).status).toBe(200);

    server.kill('SIGTERM');
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (output.log.includes('shutting down')) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    // The proxy reuses its idle connection right after the signal: answered, and told to close.
    const after = await get('/healthz');
    expect(after).toEqual({ status: 200, connection: 'close' });
    // Readiness says go elsewhere while the instance drains.
    expect((await get('/readyz')).status).toBe(503);
    proxy.destroy();
    expect(await exited).toBe(0);
  }, 30_000);
});
