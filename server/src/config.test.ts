import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from './config.ts';

describe('loadSettings', () => {
  it('has embedded defaults', () => {
    const s = loadSettings({});
    expect(s.PORT).toBe(8080);
    expect(s.DATABASE_URL).toMatch(/^sqlite:\/.*\/data\/app\.db$/);
    expect(s.REDIS_URL).toBeUndefined();
  });

  it('reads PostgreSQL and Redis URLs', () => {
    const s = loadSettings({
      DATABASE_URL: 'postgres://app@db:5432/tv',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(s.DATABASE_URL).toBe('postgres://app@db:5432/tv');
    expect(s.REDIS_URL).toBe('redis://cache:6379');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT="eighty" must be a whole number'],
    [{ PORT: '70000' }, 'PORT="70000" must be between 0 and 65535'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL="mysql://x" must be sqlite:<path> or postgres://',
    ],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL="localhost:6379" must be redis://'],
  ])('refuses %j with a one-line reason', (env, reason) => {
    expect(() => loadSettings(env)).toThrow(SettingsError);
    try {
      loadSettings(env);
    } catch (error) {
      expect((error as Error).message).toContain(reason);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('starting the server with bad settings', () => {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 20_000,
    });

  it('stops with one line, not a stack trace, on a bad setting', () => {
    const run = start({ PORT: 'abc' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'server not started: invalid setting: PORT="abc" must be a whole number',
    ]);
  });

  it('stops with one line on a database it cannot reach', () => {
    const run = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PORT: '0' });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^server not started: cannot use the database postgres:\/\/nobody@127\.0\.0\.1:1\/none: /,
    );
  });
});
