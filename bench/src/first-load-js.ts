import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServerProcess } from './server-process.ts';
import { chunkLabel } from './two-builds.ts';
import { ensureWebBuild } from './web-build.ts';

/**
 * `npm run bench:first-load` (issue 23 "Speed"): the JavaScript a first visit to each marketing
 * and support page loads, gzip-compressed as the build stores it (the `.gz` beside each chunk), on
 * the built web app served by the real server. Counts every script the page fetched until the
 * network is idle and 3 s more, so lazily loaded route chunks and module preloads are in. Target ≤ 150 KB per
 * page. BENCH_FIRST_LOAD_PAGES=/a,/b measures other pages.
 */
export const MARKETING_PAGES = [
  '/features-and-packages',
  '/packages/premium-channels/ultimate',
  '/tv',
  '/whats-hot',
  '/welcome',
  '/press-releases',
  '/faqs',
  '/contact-us',
  '/support/videos',
  '/tv/guide',
];
const TARGET_KB = 150;

const root = fileURLToPath(new URL('../../', import.meta.url));
// BENCH_WEB_DIST measures another build (its server renderer beside it in dist-ssr/).
const dist = process.env.BENCH_WEB_DIST ?? join(root, 'web/dist');

/** The gzip size of a built asset, as the server would send it to a gzip-only client. */
function gzipBytes(path: string): number {
  const file = join(dist, path);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function measureFirstLoad(pages: readonly string[] = MARKETING_PAGES) {
  if (!process.env.BENCH_WEB_DIST) ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-load-'));
  const server = await startServerProcess(`sqlite:${join(dataDir, 'bench.db')}`, {
    SEED_SCALE: 'small',
    WEB_DIST: dist,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const figures = [];
    for (const path of pages) {
      // A first visit: a fresh context, nothing cached.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        // Module preloads count too: Chromium files some under 'other', not 'script'.
        if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
          scripts.add(url.pathname);
      });
      await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
      // The page's own chunks load as the app takes over the server's HTML: give them time.
      await page.waitForTimeout(3000);
      await context.close();
      const chunks = [...scripts]
        .map((url) => ({ chunk: chunkLabel(dist, url), gzipKb: kb(gzipBytes(url)) }))
        .sort((a, b) => b.gzipKb - a.gzipKb);
      const totalKb = Math.round(chunks.reduce((sum, c) => sum + c.gzipKb, 0) * 10) / 10;
      figures.push({ path, scriptGzipKb: totalKb, met: totalKb <= TARGET_KB, chunks });
    }
    return figures;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = process.env.BENCH_FIRST_LOAD_PAGES?.split(',') ?? MARKETING_PAGES;
  const figures = await measureFirstLoad(pages);
  console.log(JSON.stringify({ firstLoadJs: figures }, null, 2));
  for (const f of figures) {
    console.log(
      `${f.path}: first-load JavaScript ${f.scriptGzipKb} KB gzip (target ≤ ${TARGET_KB} KB) ${f.met ? 'met' : 'NOT met'}; largest: ${f.chunks
        .slice(0, 4)
        .map((c) => `${c.chunk} ${c.gzipKb}`)
        .join(', ')}`,
    );
  }
}
