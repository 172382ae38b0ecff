import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

/**
 * Chromium performance traces of the guide: recording one around some work, and reading the
 * page's main thread in it.
 */

/** Script events of Chromium's timeline; nested ones overlap and are counted once. */
export const SCRIPT_EVENTS = new Set([
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
export const INPUT_EVENT =
  /^(key|mouse|pointer|touch|wheel|click|dblclick|auxclick|contextmenu|DOMActivate)/;

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; requestId?: string; type?: string } };
}

export async function trace(
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
export function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } {
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

/** How long the intervals (in µs) cover, overlaps counted once, in milliseconds. */
export function unionMs(intervals: [number, number][]): number {
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

/**
 * The main thread's work per frame and its top-level tasks, in milliseconds, each list sorted
 * from the shortest.
 */
export function frameWork(events: readonly TraceEvent[]): { frames: number[]; tasks: number[] } {
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
  return { frames, tasks };
}
