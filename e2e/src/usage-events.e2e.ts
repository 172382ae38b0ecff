import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures.ts';
import { useOwnServer } from './own-server.ts';

// A server of its own: the events are read back from its SQLite database.

test.describe('usage events in a real browser', () => {
  const own = useOwnServer();

  const storedEvents = () =>
    own.db.prepare('select name, data_json from events order by id').all() as {
      name: string;
      data_json: string;
    }[];

  test('nothing is sent before cookie consent; after it, page and interaction events go in the 30 s batch and are stored', async ({
    page,
  }) => {
    await page.clock.install();
    const posted: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/v2/events') posted.push(r.postData() ?? '');
    });

    await page.goto(
      `${own.server.baseURL}/features-and-packages/streaming-apps-landing?utm_source=e2e`,
      {
        waitUntil: 'domcontentloaded',
      },
    );
    await page.getByRole('heading', { level: 1, name: 'Streaming Apps' }).waitFor();
    await page.getByRole('button', { name: 'Netflix' }).first().click();
    await page.keyboard.press('Escape');
    await page.clock.runFor(31_000);
    expect(posted).toEqual([]);
    expect(storedEvents()).toEqual([]);

    await page.getByRole('button', { name: 'Accept cookies' }).click();
    await page.clock.runFor(1_000); // the consent's page view is read once the title is in
    await page.getByRole('button', { name: 'Netflix' }).first().click();
    await page.keyboard.press('Escape');
    await page.clock.runFor(31_000);
    await expect.poll(() => storedEvents().length).toBeGreaterThanOrEqual(2);

    expect(posted).toHaveLength(1);
    const rows = storedEvents();
    expect(rows.map((r) => r.name)).toEqual(['page-view', 'tile-open']);
    const view = JSON.parse(rows[0]!.data_json) as Record<string, unknown>;
    expect(view).toMatchObject({
      subject: 'Features and Packages - Streaming Apps',
      platform: 'web',
      app: 'web-store',
      utm_source: 'e2e',
      householdId: null,
    });
    expect(typeof view.eventTime).toBe('string');
    expect(typeof view.appVersion).toBe('string');
    expect(JSON.parse(rows[1]!.data_json)).toMatchObject({ tile: 'Netflix' });

    const report = execFileSync(
      process.execPath,
      ['server/src/db/events-report-cli.ts', '--url', own.server.databaseUrl],
      { cwd: new URL('../../', import.meta.url).pathname, encoding: 'utf8' },
    );
    expect(report).toMatch(/page-view\s+1/);
    expect(report).toMatch(/tile-open\s+1/);
  });
});
