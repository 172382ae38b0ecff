import { GUIDE } from './constants.ts';
import { regionSlug } from './text-fold.ts';

/** Rules of the 7-day TV guide (marketing spec §2.3, §4, §9), shared by the server and the web app. */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const BLOCK_MS = GUIDE.blockMinutes * MINUTE_MS;
export const BLOCK_CODE_MS = GUIDE.blockCodeHours * HOUR_MS;

/** The guide reaches 7 days ahead and 24 hours back (marketing spec §9, statements in content). */
export const GUIDE_REACH = { backMs: DAY_MS, aheadMs: GUIDE.days * DAY_MS } as const;

/** Placeholder title where guide data is missing (marketing spec §3, §8). */
export const INFORMATION_UNAVAILABLE = 'Information Unavailable';
/** The error when the guide is asked for no date (marketing spec §5). */
export const DATE_MISSING = 'Date missing';
/** §8: the channel list could not be loaded; the server resets its channel cache. */
export const CHANNELS_ERROR =
  'Error getting all channels: the channel list could not be loaded. Please try again in a moment.';

const BLOCK_CODE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/;

export type BlockCodeResult = { ok: true; start: number } | { ok: false; message: string };

/**
 * A block code names a 4-hour block of UTC time: `YYYY-MM-DDTHH`, HH one of 00, 04 … 20
 * (docs/decisions/0012). Answers the block's start in epoch ms, or why the code is wrong.
 */
export function parseBlockCode(code: string | undefined | null): BlockCodeResult {
  if (code === undefined || code === null || code.trim() === '') {
    return { ok: false, message: DATE_MISSING };
  }
  const shown = code.length > 20 ? `${code.slice(0, 20)}…` : code;
  const match = BLOCK_CODE.exec(code.trim());
  if (!match) {
    return {
      ok: false,
      message: `Invalid block code '${shown}': expected YYYY-MM-DDTHH, HH one of 00, 04, 08, 12, 16, 20 (UTC)`,
    };
  }
  const [year, month, day, hour] = match.slice(1).map(Number) as [number, number, number, number];
  const start = Date.UTC(year, month - 1, day, hour);
  const date = new Date(start);
  if (
    month < 1 ||
    month > 12 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return {
      ok: false,
      message: `Invalid date '${match[1]}-${match[2]}-${match[3]}' in block code`,
    };
  }
  if (hour % GUIDE.blockCodeHours !== 0 || hour > 20) {
    return {
      ok: false,
      message: `Invalid block code '${shown}': a block starts at 00, 04, 08, 12, 16 or 20 hours UTC`,
    };
  }
  return { ok: true, start };
}

/** The code of the 4-hour block holding an instant. */
export function blockCodeOf(at: number): string {
  const start = Math.floor(at / BLOCK_CODE_MS) * BLOCK_CODE_MS;
  return new Date(start).toISOString().slice(0, 13);
}

/** The codes of every block that overlaps [from, to), in order. */
export function blockCodesFor(from: number, to: number): string[] {
  const codes: string[] = [];
  if (to <= from) return codes;
  for (let at = Math.floor(from / BLOCK_CODE_MS) * BLOCK_CODE_MS; at < to; at += BLOCK_CODE_MS) {
    codes.push(blockCodeOf(at));
  }
  return codes;
}

/** Whether a block lies within the guide's reach from now (24 hours back, 7 days ahead). */
export function isBlockInReach(blockStart: number, now: number): boolean {
  return (
    blockStart + BLOCK_CODE_MS > now - GUIDE_REACH.backMs && blockStart < now + GUIDE_REACH.aheadMs
  );
}

/**
 * The guide's half-hour marks are counted from a mark given, the local midnight of the day shown,
 * so they fall at :00 and :30 of local time in every zone, those 45 minutes off UTC too
 * (Australia/Eucla, Pacific/Chatham; docs/decisions/0040). From UTC's marks by default.
 */
export function roundToHalfHour(at: number, mark = 0): number {
  return mark + Math.round((at - mark) / BLOCK_MS) * BLOCK_MS;
}

/** Floors an instant to its 30-minute mark, counted from `mark` as roundToHalfHour does. */
export function floorToHalfHour(at: number, mark = 0): number {
  return mark + Math.floor((at - mark) / BLOCK_MS) * BLOCK_MS;
}

/**
 * The guide's scroll time: rounded to the day's 30-minute marks, then clamped so the window stays
 * inside the day shown (marketing spec §4).
 */
export function clampScrollTime(
  at: number,
  day: { start: number; end: number },
  windowMs: number,
): number {
  const latest = Math.max(day.start, floorToHalfHour(day.end - windowMs, day.start));
  return Math.min(latest, Math.max(day.start, roundToHalfHour(at, day.start)));
}

/**
 * Hours the guide shows at once for a screen width (marketing spec §9: 1.5× on wide screens, 1×
 * under 1280 px). A phone shows the default two hours too, not the spec's 0.5×: one hour on a
 * 390 px screen was too little to plan an evening by (issue 34, decision 0050).
 */
export function guideWindowHours(screenWidthPx: number): number {
  const factor = screenWidthPx < 1280 ? 1 : 1.5;
  return GUIDE.defaultWindowHours * factor;
}

/** A program bar is never drawn narrower than 7 minutes (marketing spec §9). */
export function programBarMs(start: number, end: number): number {
  return Math.max(end - start, GUIDE.minProgramBarMinutes * MINUTE_MS);
}

export interface GuideDay {
  /** 0 is Today. */
  index: number;
  start: number;
  end: number;
}

/** The local time zone's offset east of UTC at an instant, in minutes (from Date). */
const localOffsetMinutes = (at: number) => -new Date(at).getTimezoneOffset();

/**
 * The local midnight that starts the day holding an instant. `offsetMinutesAt` gives the time
 * zone's offset east of UTC at an instant (the local zone's by default).
 */
export function localMidnight(
  at: number,
  offsetMinutesAt: (at: number) => number = localOffsetMinutes,
): number {
  const offset = offsetMinutesAt(at) * MINUTE_MS;
  const local = Math.floor((at + offset) / DAY_MS) * DAY_MS;
  return local - offsetMinutesAt(local - offset) * MINUTE_MS;
}

/** The guide's half-hour mark at or before an instant: :00 or :30 of local time (decision 0040). */
export function guideHalfHourOf(at: number): number {
  return floorToHalfHour(at, localMidnight(at));
}

/**
 * Today plus 6 days, each from local midnight to the next (marketing spec §2.3). `offsetMinutesAt`
 * gives the local time zone's offset east of UTC at an instant (e.g. from Date).
 */
export function guideDays(
  now: number,
  offsetMinutesAt: (at: number) => number = localOffsetMinutes,
): GuideDay[] {
  const days: GuideDay[] = [];
  let start = localMidnight(now, offsetMinutesAt);
  for (let index = 0; index < GUIDE.days; index++) {
    // Past midnight by a few hours, then back to midnight: days of 23 or 25 hours stay whole.
    const end = localMidnight(start + DAY_MS + 3 * HOUR_MS, offsetMinutesAt);
    days.push({ index, start, end });
    start = end;
  }
  return days;
}

/** Where the guide's window is: which day, and the window's start. */
export interface GuidePosition {
  dayIndex: number;
  start: number;
}

/** How far Earlier and Later move a window: half of it, in half hours, at least 30 minutes. */
export function guideStepMs(windowMs: number): number {
  return Math.max(BLOCK_MS, floorToHalfHour(windowMs / 2));
}

/**
 * The blocks a browser fetches around the window [start, end): those two steps either side,
 * within the guide's days, that the window itself does not need. A step then never waits for its
 * programmes, and the step after it can be drawn ahead with them (issue 23).
 */
export function guideBlocksAround(start: number, end: number, days: readonly GuideDay[]): string[] {
  const reach = 2 * guideStepMs(end - start);
  const own = blockCodesFor(start, end);
  const first = days[0]?.start ?? start;
  const last = days.at(-1)?.end ?? end;
  return blockCodesFor(Math.max(first, start - reach), Math.min(last, end + reach)).filter(
    (block) => !own.includes(block),
  );
}

/**
 * Where Earlier (-1) or Later (+1) takes the window: half a window (at least 30 minutes) within
 * the day shown; from the edge of a day into the next or previous one, as a viewer reading on past
 * midnight expects (docs/decisions/0015). Null at the guide's first and last edge.
 */
export function shiftGuideWindow(
  from: GuidePosition,
  direction: -1 | 1,
  days: readonly GuideDay[],
  windowMs: number,
): GuidePosition | null {
  const day = days[from.dayIndex];
  if (!day) return null;
  const next = clampScrollTime(from.start + direction * guideStepMs(windowMs), day, windowMs);
  if (next !== from.start) return { dayIndex: from.dayIndex, start: next };
  const target = days[from.dayIndex + direction];
  if (!target) return null;
  const start = direction === 1 ? target.start : target.end - windowMs;
  return { dayIndex: target.index, start: clampScrollTime(start, target, windowMs) };
}

/** A programme as the guide lays it out; placeholders fill gaps in the data. */
export interface TimedProgram {
  start: number;
  end: number;
}

export type Slot<P extends TimedProgram> =
  | { kind: 'program'; program: P; start: number; end: number }
  | { kind: 'unavailable'; start: number; end: number };

/**
 * The programmes of one channel across [from, to), sorted, with 'Information Unavailable' in
 * every gap (marketing spec §3). Programmes outside the range are left out; overlaps keep the
 * earlier programme.
 */
export function fillSchedule<P extends TimedProgram>(
  programs: readonly P[],
  from: number,
  to: number,
): Slot<P>[] {
  const sorted = programs
    .filter((p) => p.end > from && p.start < to && p.end > p.start)
    .sort((a, b) => a.start - b.start);
  const slots: Slot<P>[] = [];
  let at = from;
  for (const program of sorted) {
    if (program.end <= at || (slots.length > 0 && program.start < at)) continue;
    if (program.start > at) slots.push({ kind: 'unavailable', start: at, end: program.start });
    slots.push({ kind: 'program', program, start: program.start, end: program.end });
    at = program.end;
  }
  if (at < to) slots.push({ kind: 'unavailable', start: at, end: to });
  return slots;
}

export interface RegionFacts {
  id: number;
  state: string;
  region: string;
}

/** Regions the picker offers, grouped by state in first-seen order; 22 and 45 are hidden (§2.3). */
export function regionsByState<R extends RegionFacts>(
  regions: readonly R[],
): { state: string; regions: R[] }[] {
  const hidden = new Set<number>(GUIDE.hiddenRegionIds);
  const groups = new Map<string, R[]>();
  for (const region of regions) {
    if (hidden.has(region.id)) continue;
    const list = groups.get(region.state);
    if (list) list.push(region);
    else groups.set(region.state, [region]);
  }
  return [...groups].map(([state, list]) => ({ state, regions: list }));
}

/** A channel as far as the guide's line-up rules read it. */
export interface LineUpChannel {
  channel_id: number;
  type: string;
  regions: readonly number[];
}

/** A region's line-up, in the answer's order (§2.3). */
export function channelsOfRegion<C extends LineUpChannel>(
  channels: readonly C[],
  regionId: number,
): C[] {
  return channels.filter((c) => c.regions.includes(regionId));
}

/** The channel ids programslist asks for: live channels and virtual playlists apart (§7). */
export function programChannelIds(channels: readonly LineUpChannel[]): {
  liveIds: number[];
  virtualIds: number[];
} {
  return {
    liveIds: channels.filter((c) => c.type === 'live').map((c) => c.channel_id),
    virtualIds: channels.filter((c) => c.type === 'virtual_playlist').map((c) => c.channel_id),
  };
}

/** The region the guide opens on without a choice: the first the picker offers (§2.3). */
export function defaultRegion<R extends RegionFacts>(regions: readonly R[]): R | undefined {
  return regionsByState(regions)[0]?.regions[0];
}

/** The region a /tv/guide/{state}/{regionName} URL names, if any (case-insensitive, §2). */
export function findRegion<R extends RegionFacts>(
  regions: readonly R[],
  state: string | undefined,
  regionName: string | undefined,
): R | undefined {
  if (!state || !regionName) return undefined;
  const hidden = new Set<number>(GUIDE.hiddenRegionIds);
  return regions.find(
    (r) =>
      !hidden.has(r.id) &&
      r.state.toLowerCase() === state.toLowerCase() &&
      regionSlug(r.region) === regionName.toLowerCase(),
  );
}
