import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { repositoryRoot, startServer, type ServerProcess } from './server-process.ts';

const SAMPLE = join(repositoryRoot, 'docs/examples/catalogue-sample.json');
const SAMPLE_ARTWORK = join(repositoryRoot, 'docs/examples/artwork');

/**
 * Runs in the page: how far a shown image is from a picture (a data: URL), both drawn at 16×16,
 * as the mean difference of their colour levels (0 is identical; the variant's re-encoding
 * leaves a few levels, while another picture or the generated art differs by 80 or more).
 */
async function differenceFrom(shown: HTMLImageElement, url: string): Promise<number> {
  const original = new Image();
  original.src = url;
  await original.decode();
  const pixels = (image: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 16;
    canvas.height = 16;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, 16, 16);
    return context.getImageData(0, 0, 16, 16).data;
  };
  const [a, b] = [pixels(shown), pixels(original)];
  let sum = 0;
  for (let i = 0; i < a.length; i++) if (i % 4 !== 3) sum += Math.abs(a[i]! - b[i]!);
  return sum / ((a.length / 4) * 3);
}

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

  test('lists the imported sample with its pictures without a restart, and exports it back unchanged', async ({
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

    // The imported poster is what the store shows: the browser's decoded tile matches the file.
    const poster = page.getByRole('link', { name: 'The Glasshouse Orchard' }).getByRole('img');
    await poster.scrollIntoViewIfNeeded();
    await expect(poster).toHaveJSProperty('complete', true);
    const original = `data:image/jpeg;base64,${readFileSync(join(SAMPLE_ARTWORK, '900001-poster.jpg')).toString('base64')}`;
    expect(await poster.evaluate(differenceFrom, original)).toBeLessThan(10);
    // Served as AVIF or WebP to a browser that says it takes them, as JPEG otherwise.
    const src = await poster.evaluate((img: HTMLImageElement) => img.currentSrc);
    for (const [accept, type] of [
      ['image/avif,image/webp,*/*', 'image/avif'],
      ['image/webp,*/*', 'image/webp'],
      ['*/*', 'image/jpeg'],
    ] as const) {
      const response = await page.request.get(src, { headers: { accept } });
      expect(response.headers()['content-type']).toBe(type);
    }

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
    // The pictures come out beside the file, byte for byte as they went in.
    for (const name of readdirSync(SAMPLE_ARTWORK)) {
      expect(
        readFileSync(join(workDir, 'artwork', name)).equals(
          readFileSync(join(SAMPLE_ARTWORK, name)),
        ),
        name,
      ).toBe(true);
    }
  });
});
