import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { blockCodesFor, guideDays } from '@app/domain';
import { systemClock } from '@app/server/clock';
import { createDatabase } from '@app/server/database';
import { migrate, seed } from '@app/server/seed';
import { measureLatency } from './latency.ts';
import type { CallSpec, LatencyFigures } from './latency.ts';
import { startServerProcess } from './server-process.ts';
import { ensureWebBuild } from './web-build.ts';

/**
 * `npm run bench:guide` (issue 10): the TV guide with 200 channels over 7 days.
 *
 * - Opening: Chromium opens /tv/guide for a region of 200 channels; from a performance trace,
 *   the main-thread script time after the guide's data has arrived (the union of script events
 *   on the page's main thread from the last guide response to the end of rendering). Target
 *   under 150 ms.
 * - Scrolling a full day: the window stepped from midnight to midnight with "Later", and the
 *   200 rows scrolled top to bottom and back by mouse wheel; per frame, the main-thread work
 *   that produced it (its rendering task and the input task before it). Target p95 under 16 ms.
 *   Every main-thread task over 16 ms is counted too.
 * - `programslist` latency on the seeded database, each call a region's whole line-up for one
 *   of the week's 4-hour blocks. Target p95 under 30 ms.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REGION = { id: 1, path: '/tv/guide/nsw/sydney' };
const CHANNELS_WANTED = 200;
const OPEN_RUNS = Number(process.env.BENCH_GUIDE_RUNS ?? 5);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
// The web app is served, and the limiter is off: one client makes thousands of calls here.
// BENCH_WEB_DIST measures another build (its server renderer beside it in dist-ssr/), e.g. a base
// commit's, with this bench and server.
const WEB_DIST = process.env.BENCH_WEB_DIST ?? join(ROOT, 'web/dist');
const SERVER_ENV = {
  WEB_DIST,
};

/** Script events of Chromium's timeline; nested ones overlap and are counted once. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'V8.Execute',
  'v8.compile',
  'v8.compileModule',
]);

/** Events a person's input dispatches (keys, mouse, pointer, touch and wheel). */
const INPUT_EVENT =
  /^(key|mouse|pointer|touch|wheel|click|dblclick|auxclick|contextmenu|DOMActivate)/;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; requestId?: string; type?: string } };
}

// Evaluated in the page (bench/ is compiled without the DOM's types).
const NEXT_FRAME = 'new Promise((resolve) => requestAnimationFrame(() => resolve(null)))';
/** The guide's programmes are in: no "Loading programmes" status (a function: the CSP forbids eval). */
const LOADED = () =>
  !(
    globalThis as unknown as { document: { querySelector: (selector: string) => unknown } }
  ).document.querySelector('[role="status"][aria-label="Loading programmes"]');
const AFTER_NEXT_FRAME_AND_100_MS =
  'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))';

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(2));
}

/** Clones live channels into the region until it has 200, each with its source's programmes. */
async function growLineup(database: ReturnType<typeof createDatabase>): Promise<number> {
  const db = database.db;
  const inRegion = await db
    .selectFrom('channel_regions')
    .innerJoin('channels', 'channels.id', 'channel_regions.channel_id')
    .select(['channels.id', 'channels.is_virtual'])
    .where('channel_regions.region_id', '=', REGION.id)
    .execute();
  const missing = CHANNELS_WANTED - inRegion.length;
  const sources = inRegion.filter((c) => c.is_virtual === 0).map((c) => c.id);
  const maxChannel = await db
    .selectFrom('channels')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  const maxProgram = await db
    .selectFrom('programs')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  let nextChannel = Number(maxChannel.id) + 1;
  let nextProgram = Number(maxProgram.id) + 1;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < missing; i++) {
      const sourceId = sources[i % sources.length]!;
      const source = await trx
        .selectFrom('channels')
        .selectAll()
        .where('id', '=', sourceId)
        .executeTakeFirstOrThrow();
      const id = nextChannel++;
      await trx
        .insertInto('channels')
        .values({ ...source, id, epg_id: `${source.epg_id}-extra-${i}`, number: 900 + i })
        .execute();
      await trx
        .insertInto('channel_regions')
        .values({ channel_id: id, region_id: REGION.id })
        .execute();
      const programs = await trx
        .selectFrom('programs')
        .selectAll()
        .where('channel_id', '=', sourceId)
        .execute();
      for (let at = 0; at < programs.length; at += 500) {
        await trx
          .insertInto('programs')
          .values(
            programs.slice(at, at + 500).map((p) => ({ ...p, id: nextProgram++, channel_id: id })),
          )
          .execute();
      }
    }
  });
  return inRegion.length + Math.max(0, missing);
}

/**
 * What every guide call of the week costs: a region's line-up, each 4-hour block. `varied`:
 * each call leaves out a different channel, so the server's answer cache cannot help.
 */
async function programsListCalls(
  database: ReturnType<typeof createDatabase>,
  varied = false,
): Promise<CallSpec[]> {
  const channels = await database.db
    .selectFrom('channel_regions')
    .innerJoin('channels', 'channels.id', 'channel_regions.channel_id')
    .select('channels.id')
    .where('channel_regions.region_id', '=', REGION.id)
    .where('channels.is_virtual', '=', 0)
    .orderBy('channels.number')
    .execute();
  const ids = channels.map((c) => c.id);
  const days = guideDays(Date.now());
  const blocks = blockCodesFor(
    Math.max(days[0]!.start, Date.now() - 20 * 3_600_000),
    days.at(-1)!.end,
  );
  const path = (list: readonly number[], block: string) =>
    `/v2/epg/programslist?channel_ids=${list.join(',')}&block=${block}`;
  if (!varied) return blocks.map((block) => ({ method: 'GET', path: path(ids, block) }));
  return ids.flatMap((_, left) =>
    blocks.map((block) => ({
      method: 'GET' as const,
      path: path(
        ids.filter((__, i) => i !== left),
        block,
      ),
    })),
  );
}

async function trace(
  browser: Browser,
  page: Page,
  work: () => Promise<void>,
): Promise<TraceEvent[]> {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
      'v8.execute',
      'toplevel',
    ],
  });
  await work();
  const buffer = await browser.stopTracing();
  // BENCH_GUIDE_TRACE=dir keeps each trace, to open in Chromium's Performance panel.
  if (process.env.BENCH_GUIDE_TRACE) {
    writeFileSync(join(process.env.BENCH_GUIDE_TRACE, `guide-trace-${Date.now()}.json`), buffer);
  }
  return (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** The page's main thread: the one that sent the guide's requests. */
function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const send =
    events.find(
      (e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes('/v4/epg/channels'),
    ) ??
    events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes('/v2/epg/'));
  if (send) return { pid: send.pid, tid: send.tid };
  // Otherwise the thread that ran the most script.
  const counts = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'FunctionCall')
      counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  }
  const busiest = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!busiest) throw new Error('no main thread in the trace');
  const [pid, tid] = busiest[0].split(':').map(Number) as [number, number];
  return { pid, tid };
}

function unionMs(intervals: [number, number][]): number {
  const sorted = intervals.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [from, to] = sorted[0] ?? [0, 0];
  for (const [start, end] of sorted.slice(1)) {
    if (start > to) {
      total += to - from;
      [from, to] = [start, end];
    } else {
      to = Math.max(to, end);
    }
  }
  return (total + (to - from)) / 1000;
}

async function openGuide(browser: Browser, origin: string) {
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

async function scrollDay(browser: Browser, origin: string, screen: keyof typeof VIEWPORTS) {
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
  const main = mainThreadOf(events);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  // Top-level tasks only: Chromium nests one task event inside another.
  const taskEvents: TraceEvent[] = [];
  let outerEnd = -Infinity;
  for (const e of onMain
    .filter(
      (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    if (e.ts + (e.dur ?? 0) <= outerEnd) continue;
    taskEvents.push(e);
    outerEnd = e.ts + (e.dur ?? 0);
  }
  const tasks = taskEvents.map((e) => (e.dur ?? 0) / 1000).sort((a, b) => a - b);
  // A frame's main-thread work: the task that produced it (the one holding its
  // BeginMainThreadFrame: animation-frame callbacks, style, layout, paint), together with any
  // task that handled input for it in the same frame interval just before.
  const frameStarts = onMain
    .filter((e) => e.name === 'BeginMainThreadFrame')
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  // Input events only: a frame's own task dispatches scroll, resize and load events too, and
  // counting such a task as input would add the frame before to this one (two frames of 10 ms
  // read as one of 20 ms).
  const dispatches = onMain
    .filter((e) => e.name === 'EventDispatch' && INPUT_EVENT.test(e.args?.data?.type ?? ''))
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  // Tasks holding an input event, and no frame of their own: both lists are in time order.
  const inputTasks: TraceEvent[] = [];
  let d = 0;
  let f = 0;
  for (const task of taskEvents) {
    const end = task.ts + (task.dur ?? 0);
    while (d < dispatches.length && dispatches[d]! < task.ts) d++;
    while (f < frameStarts.length && frameStarts[f]! < task.ts) f++;
    const holdsInput = d < dispatches.length && dispatches[d]! <= end;
    const holdsFrame = f < frameStarts.length && frameStarts[f]! <= end;
    if (holdsInput && !holdsFrame) inputTasks.push(task);
  }
  const frames: number[] = [];
  // Each input task counts toward one frame only, the first after it: two frames within 16.7 ms
  // of an input task would otherwise both count it.
  const counted = new Set<TraceEvent>();
  for (const at of frameStarts) {
    const own = taskEvents.find((e) => e.ts <= at && e.ts + (e.dur ?? 0) >= at);
    if (!own) continue;
    const input = inputTasks.filter(
      (e) => e !== own && !counted.has(e) && e.ts < own.ts && e.ts + (e.dur ?? 0) > own.ts - 16_667,
    );
    for (const e of input) counted.add(e);
    frames.push(((own.dur ?? 0) + input.reduce((sum, e) => sum + (e.dur ?? 0), 0)) / 1000);
  }
  frames.sort((a, b) => a - b);
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

export async function runGuideRender() {
  if (!process.env.BENCH_WEB_DIST) ensureWebBuild();
  const dir = mkdtempSync(join(tmpdir(), 'bench-guide-'));
  const databaseUrl = `sqlite:${join(dir, 'guide.db')}`;
  let database = createDatabase({ url: databaseUrl });
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  let browser: Browser | null = null;
  try {
    await migrate(database.db);
    await seed(database.db, { scale: 'full', now: systemClock.now() });
    // The seed's own line-up first, as the issue's "on the seed" figure asks.
    server = await startServerProcess(databaseUrl, SERVER_ENV);
    const latency: LatencyFigures[] = [];
    const seedCalls = await programsListCalls(database);
    // BENCH_GUIDE_BROWSER_ONLY=1 skips the latency figures (quicker while working on the page).
    const measuring = !process.env.BENCH_GUIDE_BROWSER_ONLY;
    for (const connections of measuring ? [1, 10] : []) {
      latency.push(
        await measureLatency(
          'programslist (seed, a region, each block of the week)',
          server.origin,
          seedCalls,
          {
            connections,
            durationS: DURATION_S,
          },
        ),
      );
    }
    if (measuring) {
      latency.push(
        await measureLatency(
          'programslist (seed, a region, every call a new one: not from the answer cache)',
          server.origin,
          await programsListCalls(database, true),
          { connections: 1, durationS: DURATION_S },
        ),
      );
    }
    await server.stop();
    server = null;

    const channels = await growLineup(database);
    // Closing folds the write-ahead log into the database, as a server started on it would find.
    await database.close();
    database = createDatabase({ url: databaseUrl });
    server = await startServerProcess(databaseUrl, SERVER_ENV);
    const grownCalls = await programsListCalls(database);
    if (measuring) {
      latency.push(
        await measureLatency(
          `programslist (${channels} channels, each block of the week)`,
          server.origin,
          grownCalls,
          {
            connections: 1,
            durationS: DURATION_S,
          },
        ),
        await measureLatency(
          `programslist (${channels} channels, not from the answer cache)`,
          server.origin,
          await programsListCalls(database, true),
          { connections: 1, durationS: DURATION_S },
        ),
      );
    }

    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const opens = [];
    for (let i = 0; i < OPEN_RUNS; i++) opens.push(await openGuide(browser, server.origin));
    const scripts = opens.map((o) => o.scriptAfterDataMs).sort((a, b) => a - b);
    const scroll = await scrollDay(browser, server.origin, 'desktop');
    const phoneScroll = await scrollDay(browser, server.origin, 'phone');
    return {
      channels,
      days: 7,
      open: {
        runs: opens.length,
        scriptAfterDataMedianMs: scripts[Math.floor(scripts.length / 2)]!,
        scriptAfterDataMaxMs: scripts.at(-1)!,
        renderedRows: opens[0]!.renderedRows,
      },
      scroll,
      phoneScroll,
      latency,
    };
  } finally {
    await browser?.close();
    await server?.stop();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const result = await runGuideRender();
const loadAverage = loadavg().map((n) => Number(n.toFixed(2)));
console.log(JSON.stringify({ loadAverage, cpus: cpus().length, guide: result }, null, 2));
console.log(
  `guide open, ${result.channels} channels: main-thread script after data ${result.open.scriptAfterDataMedianMs} ms median, ${result.open.scriptAfterDataMaxMs} ms max (target < 150 ms); ${result.open.renderedRows} rows drawn`,
);
for (const scroll of [result.scroll, result.phoneScroll]) {
  console.log(
    `guide scroll through a day on a ${scroll.screen} screen (${scroll.windowSteps} steps + wheel through every row): main-thread work per frame p95 ${scroll.frameWorkP95Ms} ms, median ${scroll.frameWorkP50Ms} ms, max ${scroll.frameWorkMaxMs} ms, ${scroll.framesOver16Ms} of ${scroll.frames} over 16 ms (target p95 < 16 ms); tasks p95 ${scroll.taskP95Ms} ms, ${scroll.tasksOver16Ms} of ${scroll.tasks} over 16 ms`,
  );
}
for (const figure of result.latency) {
  console.log(
    `${figure.name}, ${figure.connections} connection(s): p50 ${figure.p50Ms} ms, p95 ${figure.p95Ms} ms, p99 ${figure.p99Ms} ms (target p95 < 30 ms)${figure.non2xx ? `, ${figure.non2xx} non-2xx` : ''}`,
  );
}
