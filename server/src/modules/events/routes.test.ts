import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

const base = {
  eventTime: '2026-11-21T10:00:00Z',
  platform: 'web',
  app: 'web-store',
  appVersion: '5.19.0',
};

describe.each(testDialects())('POST /v2/events on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const stored = async () => t.database.db.selectFrom('events').selectAll().orderBy('id').execute();

  it('stores a batch of events, filed under the session household whatever they claim', async () => {
    const c = new TestClient(t.app);
    await c.signIn('CUST0001', '1234');
    const events = [
      {
        eventName: 'page-view',
        data: { ...base, householdId: 'someone-else', utm_source: 'mail' },
      },
      { eventName: 'help-helpful', data: { ...base, article: 'cost-of-fetch', helpful: true } },
    ];
    const res = await c.post('/v2/events', { data: JSON.stringify(events) });
    expect(res.statusCode).toBe(200);
    expect(res.json().stored).toBe(2);
    const rows = await stored();
    expect(rows.map((r) => r.name)).toEqual(['page-view', 'help-helpful']);
    const household = await t.database.db
      .selectFrom('households')
      .select('id')
      .where('activation_code', '=', 'CUST0001')
      .executeTakeFirstOrThrow();
    expect(rows.every((r) => r.household_id === household.id)).toBe(true);
    expect(JSON.parse(rows[0]!.data_json).utm_source).toBe('mail');
  });

  it.each([
    ['an event without eventName', JSON.stringify([{ data: base }]), 'eventName'],
    ['not JSON', '[{', 'JSON array'],
    ['not an array', JSON.stringify({ eventName: 'x', data: base }), 'JSON array'],
    ['an empty batch', '[]', 'no events'],
    [
      'too many events',
      JSON.stringify(Array.from({ length: 101 }, () => ({ eventName: 'x', data: base }))),
      'at most 100',
    ],
    [
      'a wrong platform',
      JSON.stringify([{ eventName: 'x', data: { ...base, platform: 'tv' } }]),
      'platform',
    ],
  ])('refuses %s and stores nothing', async (_what, data, reason) => {
    const before = (await stored()).length;
    const res = await new TestClient(t.app).post('/v2/events', { data });
    expect(res.statusCode).toBe(400);
    expect(res.json().__meta__.error).toBe('ERR_VALIDATION');
    expect(res.json().__meta__.message).toContain(reason);
    expect((await stored()).length).toBe(before);
  });

  it('refuses an oversized body', async () => {
    const res = await new TestClient(t.app).post('/v2/events', { data: 'x'.repeat(70_000) });
    expect(res.statusCode).toBe(400);
  });

  it('tells a client over its events budget that its body is wrong before that it is limited', async () => {
    const own = await createTestApp(dialect, { env: { EVENTS_PER_HOUR_PER_CLIENT: '2' } });
    try {
      const c = new TestClient(own.app);
      const one = JSON.stringify([{ eventName: 'x', data: base }]);
      for (let i = 0; i < 2; i++) {
        expect((await c.post('/v2/events', { data: one })).statusCode).toBe(200);
      }
      expect((await c.post('/v2/events', { data: one })).statusCode).toBe(429);
      const bad = await c.post('/v2/events', { data: '[{' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().__meta__.error).toBe('ERR_VALIDATION');
    } finally {
      await own.close();
    }
  });
});
