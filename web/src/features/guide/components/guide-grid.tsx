import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type UIEvent,
} from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  BLOCK_MS,
  GUIDE,
  MINUTE_MS,
  fillSchedule,
  guideStepMs,
  isGuideProgramAboveLimit,
  type Channel,
  type GuideProgram,
  type ParentalLimit,
  type Slot,
} from '@app/domain';
import { LockIcon } from '#app/ui/icons.tsx';
import { usePageScroll } from '#app/features/guide/hooks/use-page-scroll.ts';
import { useTimeFormat } from './time-format.ts';

/** Height of a channel row in CSS pixels (guide.css keeps the same). */
export const ROW_HEIGHT = 56;
/** Rows drawn beyond the visible ones, above and below. */
const OVERSCAN = 4;
/** The body's height before it is measured (and in test browsers that do not lay out). */
const FALLBACK_BODY_HEIGHT = 640;
/**
 * Rows drawn in one frame as they scroll into view. A fast fling brings a screenful of rows at
 * once; they come in a few a frame, each with its logo, so no frame lays out a screenful
 * (issue 23: frames ≤ 16 ms, and a row with its programmes costs 1–2 ms to draw).
 */
export const ROWS_DRAWN_PER_FRAME = 3;
/** Rows given their programmes a step ahead in one frame (see `ahead` below). */
const ROWS_AHEAD_PER_FRAME = 8;

export interface GuideGridProps {
  channels: readonly Channel[];
  programs: ReadonlyMap<number, readonly GuideProgram[]>;
  /** Guide data for the window has arrived: gaps are then 'Information Unavailable'. */
  loaded: boolean;
  windowStart: number;
  windowEnd: number;
  /**
   * The instant the programmes are laid out from (the guide's first midnight): a step of the
   * window moves each row's programmes by one transform, and a programme that stays in view keeps
   * its place, so it is neither drawn nor laid out again (issue 23: scroll frames ≤ 16 ms).
   */
  origin: number;
  now: number;
  label: string;
  /** The signed-in household's parental limit: programmes above it are marked (issue 18). */
  parentalLimit?: ParentalLimit | null;
  onOpen: (channel: Channel, program: GuideProgram) => void;
  /** Moves the window by a step; false when it cannot move further. */
  onShift: (direction: -1 | 1) => boolean;
}

interface FocusAnchor {
  row: number;
  /** An instant inside the focused slot. */
  at: number;
}

/**
 * The guide grid (marketing spec §2.3): one row per channel, programmes as bars across the time
 * window, an ARIA grid that arrow keys move through (Enter opens a programme). Only the rows in
 * view are drawn, and only the programmes in the window, so a 200-channel line-up stays light.
 */
export function GuideGrid({
  channels,
  programs,
  loaded,
  windowStart,
  windowEnd,
  origin,
  now,
  label,
  parentalLimit = null,
  onOpen,
  onShift,
}: GuideGridProps) {
  const { t } = useTranslation();
  const { time } = useTimeFormat();
  const windowMs = windowEnd - windowStart;
  const bodyRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  // On a phone or a touch screen the grid scrolls with the page: a scroller inside the page
  // traps the finger, and the page's own scroll is the one people expect (issue 23).
  const pageScroll = usePageScroll();
  // The first row in view: scrolling re-renders only when it changes, not on every pixel.
  const [topRow, setTopRow] = useState(0);
  const scrollTop = useRef(0);
  const [bodyHeight, setBodyHeight] = useState(FALLBACK_BODY_HEIGHT);
  const [anchor, setAnchor] = useState<FocusAnchor>({ row: 0, at: windowStart });
  // Set by a key press: the next render moves DOM focus to the anchored cell.
  const moveFocus = useRef(false);

  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (pageScroll || !body || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (body.clientHeight > 0) setBodyHeight(body.clientHeight);
    });
    observer.observe(body);
    return () => observer.disconnect();
  }, [pageScroll]);

  const visibleRows = Math.ceil(bodyHeight / ROW_HEIGHT);
  const first = Math.max(0, topRow - OVERSCAN);
  const last = Math.min(channels.length - 1, topRow + visibleRows + OVERSCAN);
  const inRange = channels.slice(first, last + 1);

  // The rows in range that are drawn, and every logo drawn so far (logos stay: see ChannelLogos).
  // The first rows are drawn from the start, as the server drew them; rows that come into range
  // later are drawn a few a frame, those in view first.
  const [drawn, setDrawn] = useState(() => {
    const ids = new Set(inRange.map((c) => c.channel_id));
    return { rows: ids as ReadonlySet<number>, logos: ids as ReadonlySet<number> };
  });
  const drawOrder = useRef<readonly Channel[]>(inRange);
  // The row keys move to, drawn at once (see below): it takes no turn.
  const keyRowId = useRef<number | undefined>(undefined);
  drawOrder.current = [
    ...channels.slice(topRow, topRow + visibleRows),
    ...inRange.filter(
      (_, offset) => first + offset < topRow || first + offset >= topRow + visibleRows,
    ),
  ];
  const drawnInRange = inRange.filter((c) => drawn.rows.has(c.channel_id)).length;
  const toDraw = drawnInRange < inRange.length || drawn.rows.size > drawnInRange;
  // A layout effect: the next frame draws rows (a passive effect could wait a frame more).
  useLayoutEffect(() => {
    if (!toDraw) return;
    const frame = requestAnimationFrame(() =>
      setDrawn((before) => {
        const rows = new Set<number>();
        const logos = new Set(before.logos);
        let budget = ROWS_DRAWN_PER_FRAME;
        for (const channel of drawOrder.current) {
          const id = channel.channel_id;
          if (before.rows.has(id) || id === keyRowId.current || budget-- > 0) {
            rows.add(id);
            logos.add(id);
          }
        }
        return { rows, logos };
      }),
    );
    return () => cancelAnimationFrame(frame);
  }, [toDraw, drawn, first, last]);

  // The programmes one step beyond the window, the way it last moved, are drawn too, hidden, a
  // frame after each step: the next step then slides the rows and reveals them, with nothing
  // new to draw or lay out (issue 23). The server draws the window alone.
  const stepMs = guideStepMs(windowMs);
  const lastStart = useRef(windowStart);
  const direction = useRef<-1 | 1>(1);
  if (windowStart !== lastStart.current) {
    direction.current = windowStart > lastStart.current ? 1 : -1;
    lastStart.current = windowStart;
  }
  // The span drawn ahead of the window at `start`, and how many rows (from the first drawn) have
  // it so far: rows get it a few a frame.
  const [aheadOf, setAheadOf] = useState<{
    start: number;
    from: number;
    to: number;
    rows: number;
  } | null>(null);
  const ahead = aheadOf?.start === windowStart ? aheadOf : null;
  const aheadUpTo = first + (ahead?.rows ?? 0);
  const aheadDone = ahead !== null && aheadUpTo > last;
  useLayoutEffect(() => {
    if (aheadDone) return;
    const more = () => {
      if (ahead) return setAheadOf({ ...ahead, rows: ahead.rows + ROWS_AHEAD_PER_FRAME });
      const later = direction.current === 1;
      setAheadOf({
        start: windowStart,
        from: later ? windowEnd : windowStart - stepMs,
        to: later ? windowEnd + stepMs : windowStart,
        rows: ROWS_AHEAD_PER_FRAME,
      });
    };
    // After a step, the frame after the one that shows it: that one has the step's own work.
    let frame = requestAnimationFrame(() => {
      if (ahead) more();
      else frame = requestAnimationFrame(more);
    });
    return () => cancelAnimationFrame(frame);
  }, [aheadDone, ahead, windowStart, windowEnd, stepMs]);

  // Each channel's slots in the window (and its programmes drawn ahead), worked out for the rows
  // drawn only (a window step lays out ~20 rows, not the whole line-up) and kept while the window
  // and the data stay: a row's slots keep their identity, so its memoised row does not render
  // again.
  const aheadFrom = ahead?.from ?? null;
  const aheadTo = ahead?.to ?? null;
  // Each row's slots as last drawn, kept where they come out the same: programmes arriving for
  // blocks around the window change no row's slots, so no row renders again.
  const [lastSlots] = useState(() => ({
    window: new Map<number, readonly Slot<GuideProgram>[]>(),
    ahead: new Map<number, readonly Slot<GuideProgram>[]>(),
  }));
  const kept = (
    last: Map<number, readonly Slot<GuideProgram>[]>,
    id: number,
    slots: readonly Slot<GuideProgram>[],
  ) => {
    const earlier = last.get(id);
    if (earlier && sameSlots(slots, earlier)) return earlier;
    last.set(id, slots);
    return slots;
  };
  const schedule = useMemo(
    () => ({
      programs,
      loaded,
      from: windowStart,
      to: windowEnd,
      aheadFrom,
      aheadTo,
      slots: new Map<number, readonly Slot<GuideProgram>[]>(),
      aheadSlots: new Map<number, readonly Slot<GuideProgram>[]>(),
    }),
    [programs, loaded, windowStart, windowEnd, aheadFrom, aheadTo],
  );
  const slotsOf = (channel: Channel) => {
    const id = channel.channel_id;
    let slots = schedule.slots.get(id);
    if (!slots) {
      const filled = fillSchedule(schedule.programs.get(id) ?? [], schedule.from, schedule.to);
      // Until the data arrives, gaps are not yet known to be missing data.
      slots = kept(
        lastSlots.window,
        id,
        schedule.loaded ? filled : filled.filter((s) => s.kind === 'program'),
      );
      schedule.slots.set(id, slots);
    }
    return slots;
  };
  const aheadSlotsOf = (channel: Channel) => {
    const { aheadFrom: from, aheadTo: to } = schedule;
    if (from === null || to === null) return NO_SLOTS;
    const id = channel.channel_id;
    let slots = schedule.aheadSlots.get(id);
    if (!slots) {
      slots = kept(
        lastSlots.ahead,
        id,
        (schedule.programs.get(id) ?? [])
          .filter(
            (p) =>
              p.end > from &&
              p.start < to &&
              // Not in the window: those are its slots already.
              !(p.end > schedule.from && p.start < schedule.to),
          )
          .sort((a, b) => a.start - b.start)
          .map((program) => ({ kind: 'program', program, start: program.start, end: program.end })),
      );
      schedule.aheadSlots.set(id, slots);
    }
    return slots;
  };

  // The anchored row, or the first in view when it has been scrolled away: one cell is always
  // reachable by Tab.
  const firstInView = Math.min(topRow, Math.max(0, channels.length - 1));
  const row =
    anchor.row >= first && anchor.row <= last
      ? Math.min(anchor.row, Math.max(0, channels.length - 1))
      : firstInView;
  keyRowId.current = channels[row]?.channel_id;
  const anchorAt = Math.min(Math.max(anchor.at, windowStart), windowEnd - 1);
  const anchoredSlot = (rowIndex: number) => {
    const channel = channels[rowIndex];
    if (!channel) return -1;
    const slots = slotsOf(channel);
    const index = slots.findIndex((s) => s.start <= anchorAt && s.end > anchorAt);
    return index >= 0 ? index : slots.length > 0 ? 0 : -1;
  };
  const activeSlot = anchoredSlot(row);

  // A layout effect: focus lands in the same commit as the key press, before the next key or
  // paint (a passive effect could run after the next key was already handled).
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    bodyRef.current?.querySelector<HTMLElement>('[data-active="true"]')?.focus();
  });

  /** Keeps a row in view; the body's own scroll event then agrees. */
  function scrollToRow(rowIndex: number) {
    if (pageScroll) {
      scrollPageToRow(rowIndex);
      return;
    }
    const top = rowIndex * ROW_HEIGHT;
    const body = bodyRef.current;
    const current = scrollTop.current;
    let next = current;
    if (top < current) next = top;
    else if (top + ROW_HEIGHT > current + bodyHeight) next = top + ROW_HEIGHT - bodyHeight;
    if (next !== current) onScrolled(next);
    if (body && body.scrollTop !== next) body.scrollTop = next;
  }

  function onScrolled(top: number) {
    scrollTop.current = top;
    const nextTop = Math.floor(top / ROW_HEIGHT);
    setTopRow(nextTop);
  }

  /** The page scrolls instead of the body: the row below the sticky times, or above the fold. */
  function scrollPageToRow(rowIndex: number) {
    const body = bodyRef.current;
    if (!body) return;
    const bodyTop = body.getBoundingClientRect().top + window.scrollY;
    const covered = headRef.current?.getBoundingClientRect().bottom ?? 0;
    const rowTop = bodyTop + rowIndex * ROW_HEIGHT;
    let next = window.scrollY;
    if (rowTop < window.scrollY + covered) next = rowTop - covered;
    else if (rowTop + ROW_HEIGHT > window.scrollY + window.innerHeight)
      next = rowTop + ROW_HEIGHT - window.innerHeight;
    if (next !== window.scrollY) window.scrollTo({ top: next });
    onScrolled(Math.max(0, next - bodyTop));
  }

  // In page-scroll mode the window's scroll and height decide which rows are drawn.
  const onScrolledLatest = useRef(onScrolled);
  useLayoutEffect(() => {
    onScrolledLatest.current = onScrolled;
  });
  useEffect(() => {
    if (!pageScroll) return;
    const update = () => {
      const body = bodyRef.current;
      if (!body) return;
      const top = body.getBoundingClientRect().top;
      // The rows on screen: below the page above the grid at first, then the whole screen.
      setBodyHeight(Math.max(ROW_HEIGHT, window.innerHeight - Math.max(0, top)));
      onScrolledLatest.current(Math.max(0, -top));
    };
    // The times stick under the site's sticky header, whose height changes with the screen and
    // with what it holds (the sign-in button arrives after the session check).
    const header = document.querySelector('header');
    const stickTimes = () => {
      const head = headRef.current;
      if (head && header) head.style.top = `${header.getBoundingClientRect().height}px`;
    };
    const headerObserver =
      header && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(stickTimes) : null;
    if (header) headerObserver?.observe(header);
    stickTimes();
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      headerObserver?.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [pageScroll]);

  // Rows are memoised: these callbacks keep their identity, reading the latest props.
  const onOpenLatest = useRef(onOpen);
  useEffect(() => {
    onOpenLatest.current = onOpen;
  });
  const openCell = useCallback(
    (channel: Channel, program: GuideProgram) => onOpenLatest.current(channel, program),
    [],
  );
  const anchorCell = useCallback(
    (rowIndex: number, at: number) =>
      setAnchor((a) => (a.row === rowIndex && a.at === at ? a : { row: rowIndex, at })),
    [],
  );

  function focusAt(rowIndex: number, at: number) {
    const bounded = Math.max(0, Math.min(channels.length - 1, rowIndex));
    moveFocus.current = true;
    setAnchor({ row: bounded, at });
    scrollToRow(bounded);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const channel = channels[row];
    if (!channel) return;
    const slots = slotsOf(channel);
    const slot = slots[activeSlot];
    const pageRows = Math.max(1, Math.floor(bodyHeight / ROW_HEIGHT) - 1);
    // Up and down keep the instant the focus came in at, as a column would: Down then Up lands
    // on the same programme even when the row between starts its programme earlier.
    const verticalAt =
      slot && (anchorAt < slot.start || anchorAt >= slot.end)
        ? Math.max(slot.start, windowStart)
        : anchorAt;
    switch (event.key) {
      case 'ArrowRight': {
        const next = slots[activeSlot + 1];
        if (next) focusAt(row, next.start);
        else if (slot && onShift(1)) focusAt(row, slot.end);
        break;
      }
      case 'ArrowLeft': {
        const previous = slots[activeSlot - 1];
        if (previous) focusAt(row, Math.max(previous.start, windowStart));
        else if (slot && onShift(-1)) focusAt(row, slot.start - 1);
        break;
      }
      case 'ArrowDown':
        focusAt(row + 1, verticalAt);
        break;
      case 'ArrowUp':
        focusAt(row - 1, verticalAt);
        break;
      case 'PageDown':
        focusAt(row + pageRows, anchorAt);
        break;
      case 'PageUp':
        focusAt(row - pageRows, anchorAt);
        break;
      case 'Home':
        focusAt(event.ctrlKey ? 0 : row, windowStart);
        break;
      case 'End':
        focusAt(event.ctrlKey ? channels.length - 1 : row, windowEnd - 1);
        break;
      case 'Enter':
      case ' ':
        if (slot?.kind === 'program') onOpen(channel, slot.program);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  const marks: number[] = [];
  for (let at = windowStart; at < windowEnd; at += BLOCK_MS) marks.push(at);
  const percent = (at: number) => ((at - windowStart) / windowMs) * 100;
  const nowVisible = now >= windowStart && now < windowEnd;

  return (
    <div
      className={`guide-grid${pageScroll ? ' guide-grid--page-scroll' : ''}`}
      role="grid"
      aria-label={label}
      aria-rowcount={channels.length + 1}
      aria-colcount={2}
      onKeyDown={onKeyDown}
    >
      <div role="rowgroup" className="guide-grid__head" ref={headRef}>
        <div role="row" aria-rowindex={1} className="guide-grid__row guide-grid__row--head">
          <div role="columnheader" className="guide-grid__channel-head">
            {t('guide.grid.channel')}
          </div>
          <div role="columnheader" className="guide-grid__times">
            <span className="visually-hidden">
              {t('guide.grid.programmes', { from: time(windowStart), to: time(windowEnd) })}
            </span>
            {marks.map((at) => (
              <span
                key={at}
                aria-hidden="true"
                className="guide-grid__mark"
                style={{ left: `${percent(at)}%` }}
              >
                {time(at)}
              </span>
            ))}
            {nowVisible && (
              <span
                aria-hidden="true"
                className="guide-grid__now-label"
                style={{ '--now-fraction': percent(now) / 100 } as CSSProperties}
              >
                {t('guide.grid.nowMarker')}
              </span>
            )}
          </div>
        </div>
      </div>
      <div
        role="rowgroup"
        ref={bodyRef}
        className="guide-grid__body"
        onScroll={(event: UIEvent<HTMLDivElement>) => {
          if (!pageScroll) onScrolled(event.currentTarget.scrollTop);
        }}
      >
        <div
          role="none"
          className="guide-grid__canvas"
          style={{ height: channels.length * ROW_HEIGHT }}
        >
          <ChannelLogos channels={channels} drawn={drawn.logos} />
          {inRange.map((channel, offset) => {
            const rowIndex = first + offset;
            // The row keys move to is drawn at once: focus goes to one of its programmes.
            if (!drawn.rows.has(channel.channel_id) && rowIndex !== row) return null;
            return (
              <GuideRow
                key={channel.channel_id}
                channel={channel}
                slots={slotsOf(channel)}
                ahead={rowIndex < aheadUpTo ? aheadSlotsOf(channel) : NO_SLOTS}
                rowIndex={rowIndex}
                activeSlot={rowIndex === row ? activeSlot : -1}
                loaded={loaded}
                windowStart={windowStart}
                windowEnd={windowEnd}
                origin={origin}
                now={now}
                parentalLimit={parentalLimit}
                t={t}
                time={time}
                onAnchor={anchorCell}
                onOpen={openCell}
              />
            );
          })}
          {nowVisible && (
            <div
              aria-hidden="true"
              className="guide-grid__now"
              style={{ '--now-fraction': percent(now) / 100 } as CSSProperties}
            />
          )}
        </div>
      </div>
    </div>
  );
}

const NO_SLOTS: readonly Slot<GuideProgram>[] = [];

const programOf = (slot: Slot<GuideProgram>) => (slot.kind === 'program' ? slot.program : null);

/** Whether two rows of slots show the same: the same programmes and gaps at the same times. */
const sameSlots = (a: readonly Slot<GuideProgram>[], b: readonly Slot<GuideProgram>[]) =>
  a.length === b.length &&
  a.every(
    (slot, index) =>
      slot.start === b[index]!.start &&
      slot.end === b[index]!.end &&
      programOf(slot) === programOf(b[index]!),
  );

interface GuideRowProps {
  channel: Channel;
  slots: readonly Slot<GuideProgram>[];
  /** Programmes a step beyond the window, drawn hidden so that the next step only reveals them. */
  ahead: readonly Slot<GuideProgram>[];
  rowIndex: number;
  /** The slot that takes Tab focus in this row; -1 for none. */
  activeSlot: number;
  loaded: boolean;
  windowStart: number;
  windowEnd: number;
  origin: number;
  now: number;
  parentalLimit: ParentalLimit | null;
  /** The grid's translations and time format, passed down: a row has no hooks of its own. */
  t: TFunction;
  time: (at: number) => string;
  onAnchor: (rowIndex: number, at: number) => void;
  onOpen: (channel: Channel, program: GuideProgram) => void;
}

/**
 * A row's channel: its number and name (the logo is drawn by ChannelLogos, in this space). Apart
 * from the programmes, so a step of the window does not render it again.
 */
const ChannelHeader = memo(function ChannelHeader({ channel }: { channel: Channel }) {
  const [fullName, setFullName] = useState(false);
  return (
    <div role="rowheader" className="guide-grid__channel">
      <span className="guide-grid__logo-space" />
      <span className="guide-grid__channel-number">{channel.number}</span>
      {/* A phone shows two lines of the name; a tap shows it whole. Out of the Tab order: the
          grid keeps one stop, and the row's name already reads in full. */}
      <button
        type="button"
        tabIndex={-1}
        className="guide-grid__channel-name"
        aria-expanded={fullName}
        onClick={() => setFullName((shown) => !shown)}
      >
        {channel.name}
        {fullName && (
          <span className="guide-grid__channel-full" aria-hidden="true">
            {channel.number} {channel.name}
          </span>
        )}
      </button>
    </div>
  );
});

/** One channel's row; memoised, so scrolling draws only the rows that come into view. */
const GuideRow = memo(function GuideRow({
  channel,
  slots,
  ahead,
  rowIndex,
  activeSlot,
  loaded,
  windowStart,
  windowEnd,
  origin,
  now,
  parentalLimit,
  t,
  time,
  onAnchor,
  onOpen,
}: GuideRowProps) {
  const windowMs = windowEnd - windowStart;
  const cell = (slot: Slot<GuideProgram>, active: boolean, hidden: boolean) => {
    const program = slot.kind === 'program' ? slot.program : null;
    return (
      <GuideCell
        key={program ? program.id : `gap-${slot.start}`}
        channel={channel}
        program={program}
        start={slot.start}
        end={slot.end}
        // A programme that began before the window is drawn from the window's edge, so its title
        // stays in view.
        from={hidden ? slot.start : Math.max(slot.start, windowStart)}
        origin={origin}
        windowMs={windowMs}
        rowIndex={rowIndex}
        active={active}
        hidden={hidden}
        airing={slot.start <= now && slot.end > now}
        locked={program !== null && isGuideProgramAboveLimit(program.rating, parentalLimit)}
        t={t}
        time={time}
        onAnchor={onAnchor}
        onOpen={onOpen}
      />
    );
  };
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      className="guide-grid__row"
      style={{ top: rowIndex * ROW_HEIGHT }}
    >
      <ChannelHeader channel={channel} />
      <div role="none" className="guide-grid__timeline">
        {/* Programmes sit on the guide's own time line; the window slides it into view. */}
        <div
          role="none"
          className="guide-grid__track"
          style={{ transform: `translateX(${(-(windowStart - origin) / windowMs) * 100}%)` }}
        >
          {slots.length === 0 && !loaded && (
            <span
              role="gridcell"
              className="guide-grid__loading"
              style={{ left: `${((windowStart - origin) / windowMs) * 100}%` }}
            >
              {t('guide.grid.loadingRow')}
            </span>
          )}
          {/* One keyed list, in time order: a bar drawn ahead keeps its element when a step brings
              it into the window (keys match within one list only). */}
          {[
            ...ahead
              .filter((slot) => slot.end <= windowStart)
              .map((slot) => cell(slot, false, true)),
            ...slots.map((slot, index) => cell(slot, index === activeSlot, false)),
            ...ahead
              .filter((slot) => slot.start >= windowEnd)
              .map((slot) => cell(slot, false, true)),
          ]}
        </div>
      </div>
    </div>
  );
});

interface GuideCellProps {
  channel: Channel;
  /** Null for a gap: 'Information Unavailable'. */
  program: GuideProgram | null;
  start: number;
  end: number;
  /** Where the bar begins: its start, or the window's when it began before the window. */
  from: number;
  origin: number;
  windowMs: number;
  rowIndex: number;
  active: boolean;
  /** Drawn ahead of the window, outside it: hidden from screen readers until a step reveals it. */
  hidden: boolean;
  airing: boolean;
  locked: boolean;
  t: TFunction;
  time: (at: number) => string;
  onAnchor: (rowIndex: number, at: number) => void;
  onOpen: (channel: Channel, program: GuideProgram) => void;
}

/**
 * A programme's bar, placed from the guide's origin in shares of the window's width: its props
 * stay the same while the window steps, so it is not rendered or laid out again.
 */
const GuideCell = memo(function GuideCell({
  channel,
  program,
  start,
  end,
  from,
  origin,
  windowMs,
  rowIndex,
  active,
  hidden,
  airing,
  locked,
  t,
  time,
  onAnchor,
  onOpen,
}: GuideCellProps) {
  const width = Math.max(end - from, GUIDE.minProgramBarMinutes * MINUTE_MS);
  const title = program ? program.title : t('guide.unavailable');
  // Worked out once for the bar: a step renders it again (revealed, or cut by the window's edge)
  // with the same words.
  const words = useMemo(() => {
    const startsAt = time(start);
    const name = t('guide.grid.cellName', {
      title,
      from: startsAt,
      to: time(end),
      channel: channel.name,
    });
    return { startsAt, name: locked ? t('guide.grid.aboveLimit', { name }) : name };
  }, [t, time, title, channel.name, start, end, locked]);
  return (
    <div
      role="gridcell"
      tabIndex={active ? 0 : -1}
      aria-hidden={hidden || undefined}
      // The name begins with the visible title and time (WCAG 2.5.3). A label, not words hidden
      // in the bar: each hidden box is a positioned box of its own to lay out and paint, three
      // per bar, on every step of the window (issue 23).
      aria-label={words.name}
      data-active={active}
      aria-haspopup={program ? 'dialog' : undefined}
      className={`guide-grid__cell guide-grid__cell--${program ? 'program' : 'unavailable'}${airing ? ' guide-grid__cell--airing' : ''}${locked ? ' guide-grid__cell--locked' : ''}`}
      style={{
        left: `${((from - origin) / windowMs) * 100}%`,
        width: `${(width / windowMs) * 100}%`,
      }}
      onFocus={() => {
        if (!active) onAnchor(rowIndex, from);
      }}
      onClick={() => {
        onAnchor(rowIndex, from);
        if (program) onOpen(channel, program);
      }}
    >
      <span className="guide-grid__cell-title">
        {locked && <LockIcon />}
        {/* A space after the title: read as text, the title and time are two words. */}
        {title}{' '}
      </span>
      <span className="guide-grid__cell-time">{words.startsAt}</span>
    </div>
  );
});

/**
 * Every channel's logo in a layer of its own that rows do not re-create: an SVG image is a
 * document of its own, and making one for each row that scrolls into view dropped frames
 * (bench/src/guide-render.ts). A logo is added with its row's first drawing and then kept.
 */
const ChannelLogos = memo(function ChannelLogos({
  channels,
  drawn,
}: {
  channels: readonly Channel[];
  drawn: ReadonlySet<number>;
}) {
  return (
    <div aria-hidden="true" className="guide-grid__logos">
      {channels.map((channel, index) =>
        drawn.has(channel.channel_id) ? (
          <img
            key={channel.channel_id}
            className="guide-grid__logo"
            src={`${channel.image}?size=96x54`}
            alt=""
            width={96}
            height={54}
            loading="lazy"
            decoding="async"
            // A logo that fails leaves its space empty, never a broken-image icon: the number and
            // name beside it name the channel (marketing spec §8).
            onError={(event) => {
              event.currentTarget.style.visibility = 'hidden';
            }}
            style={{ top: index * ROW_HEIGHT + (ROW_HEIGHT - 27) / 2 }}
          />
        ) : null,
      )}
    </div>
  );
});
