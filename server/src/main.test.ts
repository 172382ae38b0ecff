import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CAPABILITIES_HEADER } from '@app/domain';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

describe('the server process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'main-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates and seeds its database, serves, and on SIGTERM finishes requests in flight before exiting', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
        SEED_SCALE: 'small',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    server.stdout.on('data', (d: Buffer) => (log += d.toString()));
    server.stderr.on('data', (d: Buffer) => (log += d.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));

    // The listen line is structured JSON, like every log line; it carries the address.
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listen line:\n${log}`)), 20_000);
      server.stdout.on('data', () => {
        const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(log);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    const lines = log.trim().split('\n');
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
      if (log.includes('"url":"/v3/authenticate"')) {
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
    expect(log).toContain('shutting down: finishing requests in flight');
  }, 30_000);
});
