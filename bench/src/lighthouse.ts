import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcess } from './server-process.ts';

/**
 * `npm run bench:lighthouse`: Lighthouse's performance audit (its default mobile settings:
 * emulated phone, simulated slow 4G and CPU slowdown) on the marketing pages issue 9 names and
 * the server-rendered store, details, guide and help pages issue 19 names, on the built web app
 * served by the real server. Prints JSON and one line per page. Targets: performance ≥ 95 and
 * ≤ 100 KB of JavaScript (gzip, as transferred) per page.
 */
const PAGES = [
  '/',
  '/features-and-packages',
  '/packages/premium-channels/ultimate',
  '/movie/store',
  // A movie and a show of the small seed (its first of each).
  '/movie/details/10001',
  '/series/details/40001',
  '/tv/guide',
  '/faqs',
];
const TARGET = { score: 95, scriptKb: 100 };

const root = fileURLToPath(new URL('../../', import.meta.url));
const build = spawnSync(process.execPath, [join(root, 'scripts/ensure-web-build.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const server = await startServerProcess(`sqlite:${join(dataDir, 'bench.db')}`, {
  SEED_SCALE: 'small',
  WEB_DIST: join(root, 'web/dist'),
  RATE_LIMIT_PER_HOUR: '0',
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

interface PageFigures {
  path: string;
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  scriptKb: number;
  totalKb: number;
}

const numeric = (audit: { numericValue?: number } | undefined) =>
  Math.round(audit?.numericValue ?? NaN);

const pages: PageFigures[] = [];
try {
  for (const path of PAGES) {
    const result = await lighthouse(`${server.origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { audits, categories } = result.lhr;
    const summary = (
      audits['resource-summary']?.details as
        { items: { resourceType: string; transferSize: number }[] } | undefined
    )?.items;
    const size = (type: string) =>
      Math.round(((summary?.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024) * 10) /
      10;
    pages.push({
      path,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      firstContentfulPaintMs: numeric(audits['first-contentful-paint']),
      largestContentfulPaintMs: numeric(audits['largest-contentful-paint']),
      totalBlockingTimeMs: numeric(audits['total-blocking-time']),
      cumulativeLayoutShift:
        Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      scriptKb: size('script'),
      totalKb: size('total'),
    });
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(JSON.stringify({ target: TARGET, pages }, null, 2));
for (const page of pages) {
  const met = page.performance >= TARGET.score && page.scriptKb <= TARGET.scriptKb;
  console.log(
    `${page.path}: performance ${page.performance} (target ${TARGET.score}), LCP ${page.largestContentfulPaintMs} ms, TBT ${page.totalBlockingTimeMs} ms, CLS ${page.cumulativeLayoutShift}, JS ${page.scriptKb} KB (target ≤ ${TARGET.scriptKb}) ${met ? 'met' : 'NOT met'}`,
  );
}
