import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, median, slowCpu, startBuilds } from './two-builds.ts';

/**
 * `npm run bench:shifts` (decision 0067): how often a page moves as it is painted and comes alive.
 * Each load opens the page in a fresh context at 1440 × 900 with the CPU slowed 4×, the server's
 * whole answer handed to the browser at once (so the network's pace plays no part: what is left
 * is Chromium painting a page it has not finished parsing), and records every layout shift until
 * the network rests and 1 s more, with the elements that moved. Both builds (two-builds.ts) take
 * turns, load by load. BENCH_SHIFTS_PAGE (default /tv/guide) and BENCH_SHIFTS_LOADS (default 16)
 * choose the page and the loads a build. Reports per build the loads with a shift, what moved,
 * and first contentful paint (the cost of holding a paint back).
 */
const PAGE = process.env.BENCH_SHIFTS_PAGE ?? '/tv/guide';
const LOADS = Math.max(1, Number(process.env.BENCH_SHIFTS_LOADS ?? 16));

/** Plain JavaScript for the browser (bench/ is typed for Node). */
const RECORDER = `
  window.shifts = [];
  const describe = (node) => {
    if (!node) return '?';
    const name = node.nodeName.toLowerCase();
    const kind = typeof node.className === 'string' && node.className ? '.' + node.className.split(' ')[0] : '';
    return name + kind + ' "' + (node.textContent || '').trim().slice(0, 24) + '"';
  };
  const corner = (rect) => Math.round(rect.x) + ',' + Math.round(rect.y);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.shifts.push((entry.sources || []).map((source) => ({
        element: describe(source.node),
        moved: corner(source.previousRect) + ' -> ' + corner(source.currentRect),
      })));
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') window.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
`;

/** A load: its first contentful paint, and each layout shift's elements with where they went. */
interface Load {
  fcpMs: number;
  shifts: { element: string; moved: string }[][];
}

const { builds, stop } = await startBuilds();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const loads = new Map<string, Load[]>(builds.map((build) => [build.name, []]));
try {
  for (let i = 0; i < LOADS; i++) {
    for (const build of builds) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await slowCpu(context, page);
      await page.addInitScript({ content: RECORDER });
      const url = `${build.server.origin}${PAGE}`;
      await page.route(url, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: await response.text() });
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const load = JSON.parse(
        await page.evaluate<string>('JSON.stringify({ fcpMs: window.fcp, shifts: window.shifts })'),
      ) as Load;
      loads.get(build.name)!.push(load);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stop();
}

for (const [name, runs] of loads) {
  const shifted = runs.filter((run) => run.shifts.length > 0);
  // Per element: how often it moved, and where from and to the first time.
  const moved = new Map<string, { count: number; first: string }>();
  for (const source of runs.flatMap((run) => run.shifts.flat())) {
    const seen = moved.get(source.element) ?? { count: 0, first: source.moved };
    moved.set(source.element, { ...seen, count: seen.count + 1 });
  }
  const fcps = runs.map((run) => Math.round(run.fcpMs));
  console.log(
    `${name} ${PAGE}: ${shifted.length} of ${runs.length} loads with a layout shift; first contentful paint median ${median(fcps)} ms (${Math.min(...fcps)}–${Math.max(...fcps)})`,
  );
  for (const [element, { count, first }] of moved) {
    console.log(`  moved ${count}×: ${element} (first ${first})`);
  }
}
