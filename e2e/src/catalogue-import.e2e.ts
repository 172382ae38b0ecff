import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { repositoryRoot, startServer, type ServerProcess } from './server-process.ts';

const SAMPLE = join(repositoryRoot, 'docs/examples/catalogue-sample.json');

/** `npm run catalogue:<command> -- FILE` against the server's database, as an operator runs it. */
function catalogue(command: 'import' | 'export', file: string, databaseUrl: string) {
  const run = spawnSync('npm', ['run', `catalogue:${command}`, '--', file], {
    cwd: repositoryRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
}

test.describe('catalogue import into a running server', () => {
  let server: ServerProcess;
  let workDir: string;

  test.beforeAll(async () => {
    server = await startServer('none');
    workDir = mkdtempSync(join(tmpdir(), 'catalogue-'));
  });
  test.afterAll(async () => {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  test('lists the imported sample without a restart, and exports it back unchanged', async ({
    page,
  }) => {
    await page.goto(`${server.baseURL}/movie/store`);
    await expect(page.getByText('No titles in this genre yet')).toBeVisible();

    catalogue('import', SAMPLE, server.databaseUrl);

    // The server notices the new catalogue version within a second.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('list', { name: 'Titles' }).getByRole('heading')).toHaveText(
        ['Paper Kites Over Marlow', 'The Glasshouse Orchard', 'A Quiet Harbour'],
        { timeout: 5_000 },
      );
    }).toPass({ timeout: 30_000, intervals: [1_100] });

    await page.getByRole('link', { name: 'The Glasshouse Orchard' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'The Glasshouse Orchard' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Patient and warm, The Glasshouse Orchard grows on you one quiet scene at a time.',
      ),
    ).toBeVisible();

    await page.goto(`${server.baseURL}/tv/store`);
    await page.getByRole('link', { name: 'Tidewatch' }).click();
    await expect(page.getByRole('combobox', { name: 'Season' }).getByRole('option')).toHaveText([
      'Season 1',
      'Season 1 Part 5',
    ]);
    await expect(page.getByRole('link', { name: 'Watch The Returning Geese free' })).toBeVisible();

    const exported = join(workDir, 'exported.json');
    catalogue('export', exported, server.databaseUrl);
    expect(JSON.parse(readFileSync(exported, 'utf8'))).toEqual(
      JSON.parse(readFileSync(SAMPLE, 'utf8')),
    );
  });
});
