import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { eventCountsPerDay, formatEventReport } from './report.ts';

const DAY_MS = 86_400_000;
const event = (eventName: string) => ({
  eventName,
  data: {
    eventTime: '2026-11-21T10:00:00Z',
    platform: 'web',
    app: 'web-store',
    appVersion: '5.19.0',
  },
});

describe.each(testDialects())('npm run events:report on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: Date.parse('2026-11-21T23:59:00Z') });
  });
  afterAll(() => t.close());

  it('counts stored events per event and UTC day of arrival', async () => {
    const c = new TestClient(t.app);
    const send = (...names: string[]) =>
      c.post('/v2/events', { data: JSON.stringify(names.map(event)) });
    expect((await send('page-view', 'page-view', 'search')).statusCode).toBe(200);
    t.clock.advance(2 * 60_000); // past midnight UTC: the next day
    expect((await send('page-view', 'tile-open')).statusCode).toBe(200);
    t.clock.advance(DAY_MS);
    expect((await send('page-view')).statusCode).toBe(200);

    const counts = await eventCountsPerDay(t.database.db);
    expect(counts).toEqual([
      { day: '2026-11-21', event: 'page-view', count: 2 },
      { day: '2026-11-21', event: 'search', count: 1 },
      { day: '2026-11-22', event: 'page-view', count: 1 },
      { day: '2026-11-22', event: 'tile-open', count: 1 },
      { day: '2026-11-23', event: 'page-view', count: 1 },
    ]);
    const text = formatEventReport(counts).split('\n');
    expect(text[0]).toMatch(/^day\s+event\s+count$/);
    expect(text).toContain('2026-11-21  page-view      2');
    expect(text).toContain('2026-11-21  (all)          3');
  });

  it('says so when nothing is stored', () => {
    expect(formatEventReport([])).toBe('No usage events stored.');
  });
});
