import type { Browser } from 'playwright-core';
import { percentile } from './latency.ts';
import { REGION } from './guide-lineup.ts';
import { SCRIPT_EVENTS, frameWork, mainThreadOf, trace, unionMs } from './guide-trace.ts';

/** The guide in Chromium: the script its opening runs, and the work per frame of a day's scroll. */

// Evaluated in the page (bench/ is compiled without the DOM's types).
const NEXT_FRAME = 'new Promise((resolve) => requestAnimationFrame(() => resolve(null)))';
/** The guide's programmes are in: no "Loading programmes" status (a function: the CSP forbids eval). */
const LOADED = () =>
  !(
    globalThis as unknown as { document: { querySelector: (selector: string) => unknown } }
  ).document.querySelector('[role="status"][aria-label="Loading programmes"]');
const AFTER_NEXT_FRAME_AND_100_MS =
  'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))';

export async function openGuide(browser: Browser, origin: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Warm the HTTP cache with the app's code, as a returning visitor has it.
  await page.goto(`${origin}/tv/popular`, { waitUntil: 'networkidle' });
  const events = await trace(browser, page, async () => {
    await page.goto(`${origin}${REGION.path}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('grid').getByRole('gridcell').first().waitFor({ timeout: 60_000 });
    await page.getByRole('status', { name: 'Loading programmes' }).waitFor({ state: 'detached' });
    await page.evaluate(AFTER_NEXT_FRAME_AND_100_MS);
  });
  const main = mainThreadOf(events);
  const sent = new Map<string, string>();
  for (const e of events) {
    if (e.name === 'ResourceSendRequest' && e.args?.data?.requestId && e.args.data.url) {
      sent.set(e.args.data.requestId, e.args.data.url);
    }
  }
  // The guide's data arrives in the page itself (server-rendered, issue 19): the script after the
  // document arrived is the hydration and whatever the page still fetches, the blocks around the
  // window included. Without the page's data, it arrives in the guide's calls.
  const arrivalsOf = (pattern: RegExp) =>
    events
      .filter((e) => e.name === 'ResourceFinish' && e.args?.data?.requestId)
      .filter((e) => pattern.test(sent.get(e.args!.data!.requestId!) ?? ''))
      .map((e) => e.ts);
  const documents = arrivalsOf(/\/tv\/guide\//);
  const calls = arrivalsOf(/\/v2\/epg\/programslist|\/v3\/avc\/schedule_block|\/v4\/epg\/channels/);
  const arrivals = documents.length > 0 ? documents : calls;
  if (arrivals.length === 0) throw new Error('neither the guide nor its calls are in the trace');
  const arrived = Math.max(...arrivals);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const script = onMain
    .filter((e) => SCRIPT_EVENTS.has(e.name) && e.ts + (e.dur ?? 0) > arrived)
    .map((e): [number, number] => [Math.max(e.ts, arrived), e.ts + (e.dur ?? 0)]);
  const rows = await page.getByRole('grid').getByRole('row').count();
  await context.close();
  return { scriptAfterDataMs: Number(unionMs(script).toFixed(1)), renderedRows: rows };
}

/** The two screens the scroll is measured on (issue 23: desktop and phone). */
const VIEWPORTS = {
  desktop: { width: 1280, height: 800, isMobile: false, hasTouch: false },
  // A phone: the guide scrolls with the page (no scroller of its own), rows under sticky times.
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true },
} as const;

export async function scrollDay(browser: Browser, origin: string, screen: keyof typeof VIEWPORTS) {
  const { width, height, isMobile, hasTouch } = VIEWPORTS[screen];
  const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch });
  const page = await context.newPage();
  await page.goto(`${origin}${REGION.path}`, { waitUntil: 'domcontentloaded' });
  const days = page.getByRole('group', { name: 'Day' }).getByRole('button');
  // Tomorrow, a whole day ahead; start at its midnight.
  await days.nth(1).click();
  const earlier = page.getByRole('button', { name: 'Earlier' });
  const later = page.getByRole('button', { name: 'Later' });
  while (await earlier.isEnabled()) await earlier.click();
  await page.getByRole('status', { name: 'Loading programmes' }).waitFor({ state: 'detached' });
  const grid = page.getByRole('grid');
  const box = (await grid.boundingBox())!;
  const wheelThrough = async (direction: 1 | -1) => {
    // Over the grid's own scroller on a desktop; anywhere on a phone, where the page scrolls.
    if (screen === 'desktop')
      await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height, 600) / 2);
    else await page.mouse.move(width / 2, height / 2);
    for (let i = 0; i < 16; i++) {
      await page.mouse.wheel(0, direction * 800);
      await page.evaluate(NEXT_FRAME);
    }
  };
  // A step is a click of the mouse where Later is, as a person's: Playwright's own click and
  // waits check the page in its animation frames (hit tests, roles worked out over the whole page),
  // which would count the driver's work in the page's frames. The wait for the programmes looks
  // in timer tasks of its own instead.
  const step = async () => {
    const at = (await later.boundingBox())!;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await page.waitForFunction(LOADED, null, { polling: 50 });
    await page.evaluate(NEXT_FRAME);
  };
  let steps = 0;
  const events = await trace(browser, page, async () => {
    await wheelThrough(1);
    await wheelThrough(-1);
    while (await later.isEnabled()) {
      await step();
      steps++;
    }
    await wheelThrough(1);
    await wheelThrough(-1);
  });
  await context.close();
  const { frames, tasks } = frameWork(events);
  return {
    screen: `${screen} ${width}×${height}`,
    windowSteps: steps,
    frames: frames.length,
    frameWorkP50Ms: percentile(frames, 50),
    frameWorkP95Ms: percentile(frames, 95),
    frameWorkMaxMs: Number((frames.at(-1) ?? 0).toFixed(2)),
    framesOver16Ms: frames.filter((d) => d > 16).length,
    tasks: tasks.length,
    taskP95Ms: percentile(tasks, 95),
    taskMaxMs: Number((tasks.at(-1) ?? 0).toFixed(2)),
    tasksOver16Ms: tasks.filter((d) => d > 16).length,
  };
}
