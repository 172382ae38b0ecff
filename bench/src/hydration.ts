import { chromium, type Browser, type Page } from 'playwright-core';
import {
  chunkLabel,
  CHROMIUM_ARGS,
  ISSUE_PAGES,
  PHONE,
  PHONE_PAGE_HEADERS,
  gzipBytes,
  loadAverage,
  median,
  round,
  slowCpu,
  startBuilds,
  type Build,
} from './two-builds.ts';

/**
 * `npm run bench:hydration` (issue 33): what a phone goes through as a server-rendered page comes
 * alive, for the base build and the build under test in one run (two-builds.ts), in Chromium at
 * 4× CPU slowdown on a 390 × 844 touch screen, each page in a fresh context (nothing cached) and
 * already in the server's page cache. Per page and build, the median of BENCH_HYDRATION_RUNS
 * (default 3) runs, the builds taking turns run by run:
 *
 * - blocking after first paint: the sum of each long task's time over 50 ms, counting the part of
 *   each task after first contentful paint, until 5 s after the load event (target ≤ 150 ms), and
 *   the longest task;
 * - a tap during load: the header's menu button tapped 300 ms after first contentful paint; from
 *   the tap to the frame after the menu opened (target ≤ 200 ms), and the tap's event timing (the
 *   longest pointer or click event's duration, as INP counts it);
 * - first-load JavaScript: every script the page fetched until 5 s after load, gzip-compressed as
 *   the build stores it, with the framework chunk apart; and apart from that, what the page needs
 *   before the first tap (target ≤ 150 KB): the same page opened once more with no
 *   IntersectionObserver, so that links in view start no code (app/route-intent.ts prefetches the
 *   pages of links in view once the browser is idle, for the next tap, not for this page).
 *
 * BENCH_HYDRATION_PAGES=/a,/b measures other pages. Each figure comes with the machine's load
 * average: on a shared machine a busy CPU stretches every task.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_HYDRATION_RUNS ?? 3));
const PAGES = process.env.BENCH_HYDRATION_PAGES?.split(',') ?? ISSUE_PAGES;
const TARGET = { blockingMs: 150, tapMs: 200, scriptGzipKb: 150 };
const AFTER_LOAD_MS = 5000;
const TAP_AFTER_FCP_MS = 300;

interface LoadFigures {
  fcpMs: number;
  blockingMs: number;
  longestTaskMs: number;
  scriptGzipKb: number;
  frameworkGzipKb: number;
  chunks: { chunk: string; gzipKb: number }[];
  loadAverage: number;
}

interface BeforeTapFigures {
  scriptGzipKb: number;
  chunks: string[];
}

interface TapFigures {
  answeredMs: number;
  eventMs: number;
  loadAverage: number;
}

/**
 * Records long tasks, pointer and click event timings, the tap and the menu opening, from before
 * the page's first script on. Plain JavaScript for the browser (bench/ is typed for Node).
 */
const RECORDER = `
  window.longTasks = [];
  window.events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (/^(pointer|click|touch)/.test(entry.name)) window.events.push(entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  addEventListener('pointerdown', (event) => { window.tapAt ??= event.timeStamp; }, { capture: true });
  new MutationObserver(() => {
    if (window.answeredAt !== undefined) return;
    if (!document.querySelector('.shell__menu-button[aria-expanded="true"]')) return;
    // The frame that shows the open menu: the next animation frame, and the task after it.
    requestAnimationFrame(() => setTimeout(() => { window.answeredAt ??= performance.now(); }));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
  // When React took the page over (hydrateRoot marks its container): a tap before it is lost.
  const watchRoot = () => {
    const root = document.getElementById('root');
    if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
      window.reactAt = performance.now();
    } else requestAnimationFrame(watchRoot);
  };
  requestAnimationFrame(watchRoot);
`;

/** What the page recorded (RECORDER), read as JSON. */
async function recorded<T>(page: Page, expression: string): Promise<T> {
  return JSON.parse(await page.evaluate<string>(`JSON.stringify(${expression})`)) as T;
}

/** In the browser: a global the recorder set (a function, for the CSP forbids eval). */
const hasGlobal = (name: string) => () =>
  (globalThis as unknown as Record<string, unknown>)[name] !== undefined;

/** The build's scripts the page requests from now on, module preloads too. */
function scriptsOf(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
      scripts.add(url.pathname);
    }
  });
  return scripts;
}

async function measureLoad(browser: Browser, build: Build, path: string): Promise<LoadFigures> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await slowCpu(context, page);
  await page.addInitScript({ content: RECORDER });
  const scripts = scriptsOf(page);
  await page.goto(`${build.server.origin}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(AFTER_LOAD_MS);
  const { fcp, load, tasks } = await recorded<{
    fcp: number;
    load: number;
    tasks: { start: number; duration: number }[];
  }>(
    page,
    `{
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      load: performance.getEntriesByType('navigation')[0].loadEventEnd,
      tasks: window.longTasks,
    }`,
  );
  await context.close();
  const until = load + AFTER_LOAD_MS;
  let blocking = 0;
  let longest = 0;
  for (const task of tasks) {
    const start = Math.max(task.start, fcp);
    const end = Math.min(task.start + task.duration, until);
    if (end <= start) continue;
    blocking += Math.max(0, end - start - 50);
    longest = Math.max(longest, task.duration);
  }
  const chunks = [...scripts]
    .map((url) => ({
      chunk: chunkLabel(build.dist, url),
      gzipKb: round(gzipBytes(build.dist, url) / 1024),
    }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return {
    fcpMs: Math.round(fcp),
    blockingMs: Math.round(blocking),
    longestTaskMs: Math.round(longest),
    scriptGzipKb: round(chunks.reduce((sum, c) => sum + c.gzipKb, 0)),
    frameworkGzipKb: chunks.find((c) => c.chunk.startsWith('framework-'))?.gzipKb ?? 0,
    chunks,
    loadAverage: loadAverage(),
  };
}

/** The scripts the page loads with no link in view prefetched (see above), at full speed. */
async function measureBeforeTap(
  browser: Browser,
  build: Build,
  path: string,
): Promise<BeforeTapFigures> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript({ content: 'delete window.IntersectionObserver;' });
  const scripts = scriptsOf(page);
  await page.goto(`${build.server.origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  await context.close();
  const bytes = [...scripts].reduce((sum, url) => sum + gzipBytes(build.dist, url), 0);
  return {
    scriptGzipKb: round(bytes / 1024),
    chunks: [...scripts].map((url) => chunkLabel(build.dist, url)),
  };
}

async function measureTap(browser: Browser, build: Build, path: string): Promise<TapFigures> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await slowCpu(context, page);
  await page.addInitScript({ content: RECORDER });
  await page.goto(`${build.server.origin}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      (
        globalThis as unknown as { performance: { getEntriesByName: (n: string) => unknown[] } }
      ).performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { polling: 10 },
  );
  await page.waitForTimeout(TAP_AFTER_FCP_MS);
  const box = await page.locator('.shell__menu-button').boundingBox();
  if (!box) throw new Error(`${path} has no menu button to tap (${build.name})`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  // A tap the page lost (it came before the app listened) is never answered: after 10 s, it
  // counts as that.
  await page.waitForFunction(hasGlobal('answeredAt'), null, { timeout: 10_000 }).catch(() => {});
  const figures = await recorded<{
    answered: number;
    event: number;
    tapAt: number;
    reactAt: number;
  }>(
    page,
    `{ answered: (window.answeredAt ?? NaN) - window.tapAt, event: Math.max(0, ...window.events), tapAt: window.tapAt, reactAt: window.reactAt ?? NaN }`,
  );
  await context.close();
  // A lost tap (never answered) counts as the 10 s waited for it.
  return {
    answeredMs: Number.isFinite(figures.answered) ? Math.round(figures.answered) : 10_000,
    eventMs: Math.round(figures.event),
    loadAverage: loadAverage(),
  };
}

const { builds, stop } = await startBuilds();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const results: {
  path: string;
  build: Build['name'];
  load: LoadFigures;
  tap: TapFigures;
  beforeTap: BeforeTapFigures;
  runs: { blockingMs: number; tapMs: number; loadAverage: number }[];
}[] = [];
try {
  for (const path of PAGES) {
    const runs = new Map<Build['name'], { load: LoadFigures; tap: TapFigures }[]>();
    for (const build of builds) {
      // Into the server's page cache, as a page anyone visited in the last minute is.
      await fetch(`${build.server.origin}${path}`, { headers: PHONE_PAGE_HEADERS });
      runs.set(build.name, []);
    }
    for (let run = 0; run < RUNS; run += 1) {
      for (const build of builds) {
        const load = await measureLoad(browser, build, path);
        const tap = await measureTap(browser, build, path);
        runs.get(build.name)!.push({ load, tap });
      }
    }
    for (const build of builds) {
      const beforeTap = await measureBeforeTap(browser, build, path);
      const own = runs.get(build.name)!;
      const blocking = median(own.map((r) => r.load.blockingMs));
      const answered = median(own.map((r) => r.tap.answeredMs));
      results.push({
        path,
        build: build.name,
        load: own.find((r) => r.load.blockingMs === blocking)!.load,
        tap: own.find((r) => r.tap.answeredMs === answered)!.tap,
        beforeTap,
        runs: own.map((r) => ({
          blockingMs: r.load.blockingMs,
          tapMs: r.tap.answeredMs,
          loadAverage: r.load.loadAverage,
        })),
      });
    }
  }
} finally {
  await browser.close();
  await stop();
}

console.log(JSON.stringify({ target: TARGET, runsPerPage: RUNS, results }, null, 2));
for (const r of results) {
  const met =
    r.load.blockingMs <= TARGET.blockingMs &&
    r.tap.answeredMs <= TARGET.tapMs &&
    r.beforeTap.scriptGzipKb <= TARGET.scriptGzipKb;
  console.log(
    `${r.build} ${r.path}: blocking after FCP ${r.load.blockingMs} ms (longest task ${r.load.longestTaskMs} ms; runs ${r.runs.map((x) => x.blockingMs).join(', ')}), tap answered ${r.tap.answeredMs} ms (event ${r.tap.eventMs} ms; runs ${r.runs.map((x) => x.tapMs).join(', ')}), JS ${r.beforeTap.scriptGzipKb} KB gzip before the first tap, ${r.load.scriptGzipKb} KB with the links in view prefetched (framework ${r.load.frameworkGzipKb}), load ${r.runs.map((x) => x.loadAverage).join('/')} ${met ? 'met' : 'NOT met'}`,
  );
}
