import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
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

describe('catalogue import into a running server', () => {
  let server: ServerProcess;
  let workDir: string;

  beforeAll(async () => {
    server = await startServer('none');
    workDir = mkdtempSync(join(tmpdir(), 'catalogue-'));
  });
  afterAll(async () => {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  test('lists the imported sample without a restart, and exports it back unchanged', async ({
    page,
  }) => {
    await page.goto(`${server.baseURL}/movie/store`);
    await page.getByText('No titles in this genre yet').waitFor();

    catalogue('import', SAMPLE, server.databaseUrl);

    // The server notices the new catalogue version within a second.
    await expect
      .poll(
        async () => {
          await page.reload();
          // Read once the page has drawn its listing (or its empty state), not while it loads.
          const list = page.getByRole('list', { name: 'Titles' });
          await list.or(page.getByText('No titles in this genre yet')).first().waitFor();
          return list.getByRole('heading').allTextContents();
        },
        { timeout: 30_000, interval: 1_100 },
      )
      .toEqual(['Paper Kites Over Marlow', 'The Glasshouse Orchard', 'A Quiet Harbour']);

    await page.getByRole('link', { name: 'The Glasshouse Orchard' }).click();
    await page.getByRole('heading', { level: 1, name: 'The Glasshouse Orchard' }).waitFor();
    await page
      .getByText('Patient and warm, The Glasshouse Orchard grows on you one quiet scene at a time.')
      .waitFor();

    await page.goto(`${server.baseURL}/tv/store`);
    await page.getByRole('link', { name: 'Tidewatch' }).click();
    const picker = page.getByRole('combobox', { name: 'Season' });
    // The details page loads after the click: read the picker once it is there.
    await picker.waitFor();
    expect(await picker.getByRole('option').allTextContents()).toEqual([
      'Season 1',
      'Season 1 Part 5',
    ]);
    await page.getByRole('link', { name: 'Watch The Returning Geese free' }).waitFor();

    const exported = join(workDir, 'exported.json');
    catalogue('export', exported, server.databaseUrl);
    expect(JSON.parse(readFileSync(exported, 'utf8'))).toEqual(
      JSON.parse(readFileSync(SAMPLE, 'utf8')),
    );
  });
});
