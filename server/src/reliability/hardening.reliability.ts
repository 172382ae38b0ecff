import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSettings, REPO_ROOT } from '#app/config.ts';
import { demoHouseholdsRefusal } from '#app/db/prepare.ts';
import { householdIdOf } from '#app/db/seed/households.ts';
import {
  createTestApp,
  createTestDatabase,
  testDialects,
  TestClient,
} from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { migrateToLatest } from '#app/db/migrate.ts';
import { seedDatabase } from '#app/db/seed/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDialects())('hardening on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  describe('headers and caching (item 6)', () => {
    it('sends Strict-Transport-Security only when the site is served over https (ASVS 12.1.1)', async () => {
      const plain = await t.app.inject({ url: '/v2/plans' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const https = await createTestApp(dialect, {
        env: { PUBLIC_ORIGIN: 'https://tv.example.com' },
      });
      try {
        for (const url of ['/v2/plans', '/account/settings', '/healthz']) {
          const res = await https.app.inject({ url });
          expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d{7,}/);
        }
      } finally {
        await https.close();
      }
    });

    it('marks every session-dependent answer no-store, errors included (ASVS 14.3.2)', async () => {
      const c = new TestClient(t.app);
      await c.signIn('CUST0001', '1234');
      const answers = [
        await c.post('/v2/subscriber/authenticate_with_cookie'),
        await c.get('/v2/vod/purchase/history'),
        await c.get('/v2/vod/purchase/history/free'),
        await c.get('/v2/subscriber/wishlist'),
        await c.post('/v3/subscriber/validate_pin', { pin: '1234' }),
        await new TestClient(t.app).get('/v2/subscriber/wishlist'),
        await new TestClient(t.app).post('/v3/authenticate', { activation_code: 'CUST0001' }),
      ];
      // 'no-store', or 'private, no-store' from the response cache's household answers (issue 20).
      for (const res of answers) {
        expect(String(res.headers['cache-control']).split(/,\s*/)).toContain('no-store');
        expect(res.headers['cache-control']).not.toMatch(/public|max-age/);
      }
      // A call that sets its own (public artwork) keeps it.
      const art = await c.get('/v2/vod/titles/10001/landscape_thumbnail/334x188');
      expect(art.headers['cache-control']).not.toBe('no-store');
    });
  });

  describe('NUL in parsed JSON (item 8, ASVS 1.3.x / 2.2.1)', () => {
    it('refuses a NUL inside the events JSON with a clear 400, storing nothing', async () => {
      const before = await t.database.db.selectFrom('events').select('id').execute();
      for (const event of [
        {
          eventName: 'page\u0000view',
          data: { eventTime: 1, platform: 'web', app: 'web-store', appVersion: '5.19.0' },
        },
        {
          eventName: 'page-view',
          data: {
            eventTime: 1,
            platform: 'web',
            app: 'web-store',
            appVersion: '5.19.0',
            note: 'a\u0000b',
          },
        },
      ]) {
        const res = await new TestClient(t.app).post('/v2/events', {
          data: JSON.stringify([event]),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().__meta__).toMatchObject({ error: 'ERR_VALIDATION' });
        expect(res.json().__meta__.message).toContain('NUL');
      }
      expect(await t.database.db.selectFrom('events').select('id').execute()).toEqual(before);
    });
  });

  describe('sessions (item 9, ASVS 7.3.1, 7.3.2)', () => {
    it('ends a session 90 days after sign-in even when it is used every day', async () => {
      const own = await createTestApp(dialect);
      try {
        const c = new TestClient(own.app);
        await c.signIn('CUST0001', '1234');
        for (let day = 1; day < 90; day++) {
          own.clock.advance(DAY_MS);
          expect(
            (await c.post('/v2/subscriber/authenticate_with_cookie')).statusCode,
            `day ${day}`,
          ).toBe(200);
        }
        own.clock.advance(DAY_MS);
        const ended = await c.post('/v2/subscriber/authenticate_with_cookie');
        expect(ended.json().__meta__.error).toBe('AUTH_FAILED');
      } finally {
        await own.close();
      }
    });

    it('sweeps ended sessions and old idempotency keys on a schedule', async () => {
      const own = await createTestApp(dialect, { env: { HOUSEKEEPING_INTERVAL_MS: '50' } });
      try {
        const idle = new TestClient(own.app);
        await idle.signIn('CUST0001', '1234');
        const household = householdIdOf('CUST0001');
        const now = own.clock.now();
        await own.database.db
          .insertInto('idempotency_keys')
          .values([
            {
              household_id: household,
              key: 'old',
              request_hash: 'h',
              status_code: 200,
              response_json: '{}',
              created_at: now - 8 * DAY_MS,
            },
            {
              household_id: household,
              key: 'new',
              request_hash: 'h',
              status_code: 200,
              response_json: '{}',
              created_at: now - DAY_MS,
            },
          ])
          .execute();
        const sessions = async () =>
          (
            await own.database.db
              .selectFrom('sessions')
              .select('household_id')
              .where('household_id', '=', household)
              .execute()
          ).length;
        expect(await sessions()).toBe(1);
        own.clock.advance(31 * DAY_MS);
        await own.app.ready();
        await vi.waitFor(
          async () => {
            expect(await sessions()).toBe(0);
            const keys = await own.database.db
              .selectFrom('idempotency_keys')
              .select('key')
              .where('household_id', '=', household)
              .execute();
            expect(keys.map((k) => k.key)).toEqual([]);
          },
          { timeout: 10_000, interval: 50 },
        );
      } finally {
        await own.close();
      }
    });
  });

  describe('production defaults (item 10)', () => {
    it('seeds nothing by default in production, and the full demo otherwise', () => {
      const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://tv.example.com' };
      expect(loadSettings(production).SEED_SCALE).toBe('none');
      expect(loadSettings({ ...production, SEED_SCALE: 'small' }).SEED_SCALE).toBe('small');
      expect(loadSettings({}).SEED_SCALE).toBe('full');
    });

    it('refuses to start in production without PUBLIC_ORIGIN, with one line saying why (issue 32 item 8)', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'origin-'));
      try {
        const server = spawn(process.execPath, [join(REPO_ROOT, 'server/src/main.ts')], {
          env: {
            ...process.env,
            NODE_ENV: 'production',
            PUBLIC_ORIGIN: '',
            PORT: '0',
            HOST: '127.0.0.1',
            DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        server.stdout.on('data', (d: Buffer) => (output += d.toString()));
        server.stderr.on('data', (d: Buffer) => (output += d.toString()));
        // A server that starts instead is stopped after a while, and the test fails.
        const started = setTimeout(() => server.kill('SIGKILL'), 30_000);
        const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
        clearTimeout(started);
        expect(code, output).toBe(1);
        expect(output.trim().split('\n')).toHaveLength(1);
        expect(output).toMatch(/^server not started: .*PUBLIC_ORIGIN/);
        // Canonical addresses, sitemaps and robots.txt would follow any Host header without it.
        expect(() => loadSettings({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN/);
        expect(loadSettings({}).PUBLIC_ORIGIN).toBeUndefined();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('refuses to start in production with demo households unless told it is a demo', async () => {
      const { database, dispose } = await createTestDatabase(dialect);
      try {
        await migrateToLatest(database.db);
        const production = { NODE_ENV: 'production', ALLOW_DEMO_HOUSEHOLDS: 'false' } as const;
        expect(await demoHouseholdsRefusal(database.db, production)).toBeNull();
        await seedDatabase(database.db, { scale: 'small', now: Date.UTC(2026, 10, 21) });
        expect(await demoHouseholdsRefusal(database.db, production)).toMatch(
          /demo households.*CUST0001|demo households/,
        );
        expect(
          await demoHouseholdsRefusal(database.db, {
            ...production,
            ALLOW_DEMO_HOUSEHOLDS: 'true',
          }),
        ).toBeNull();
        expect(
          await demoHouseholdsRefusal(database.db, {
            NODE_ENV: 'development',
            ALLOW_DEMO_HOUSEHOLDS: 'false',
          }),
        ).toBeNull();
      } finally {
        await dispose();
      }
    });
  });

  describe('minor (item 11)', () => {
    it('answers an insiders registration the same whether or not the address is registered (ASVS 6.3.8)', async () => {
      const c = new TestClient(t.app);
      const member = { name: 'Kim', email: 'kim@example.com', boxId: 'BOX12345' };
      const first = await c.post('/v2/support/insiders', member);
      const again = await c.post('/v2/support/insiders', member);
      const strip = (body: Record<string, unknown>) => ({ ...body, __meta__: undefined });
      expect(again.statusCode).toBe(first.statusCode);
      expect(strip(again.json())).toEqual(strip(first.json()));
    });

    it('derives demo bundle tokens per install, not from the fixed seed', async () => {
      const other = await createTestApp(dialect);
      try {
        const tokens = async (app: TestApp) =>
          await app.database.db
            .selectFrom('bundle_accounts')
            .select(['household_id', 'activation_token'])
            .orderBy('household_id')
            .execute();
        const mine = await tokens(t);
        const theirs = await tokens(other);
        expect(mine.length).toBeGreaterThan(0);
        expect(mine.map((r) => r.household_id)).toEqual(theirs.map((r) => r.household_id));
        for (const [i, row] of mine.entries())
          expect(row.activation_token).not.toBe(theirs[i]!.activation_token);
      } finally {
        await other.close();
      }
    });
  });
});
