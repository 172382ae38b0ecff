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
import { useTranslation } from 'react-i18next';
import {
  BLOCK_MS,
  GUIDE,
  MINUTE_MS,
  fillSchedule,
  type Channel,
  type GuideProgram,
  type Slot,
} from '@app/domain';
import { useTimeFormat } from './time-format.ts';

/** Height of a channel row in CSS pixels (guide.css keeps the same). */
export const ROW_HEIGHT = 56;
/** Rows drawn beyond the visible ones, above and below. */
const OVERSCAN = 4;
/** The body's height before it is measured (and in test browsers that do not lay out). */
const FALLBACK_BODY_HEIGHT = 640;

export interface GuideGridProps {
  channels: readonly Channel[];
  programs: ReadonlyMap<number, readonly GuideProgram[]>;
  /** Guide data for the window has arrived: gaps are then 'Information Unavailable'. */
  loaded: boolean;
  windowStart: number;
  windowEnd: number;
  now: number;
  label: string;
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
  now,
  label,
  onOpen,
  onShift,
}: GuideGridProps) {
  const { t } = useTranslation();
  const { time } = useTimeFormat();
  const windowMs = windowEnd - windowStart;
  const bodyRef = useRef<HTMLDivElement>(null);
  // The first row in view: scrolling re-renders only when it changes, not on every pixel.
  const [topRow, setTopRow] = useState(0);
  const [logoRows, setLogoRows] = useState(0);
  const scrollTop = useRef(0);
  const [bodyHeight, setBodyHeight] = useState(FALLBACK_BODY_HEIGHT);
  const [anchor, setAnchor] = useState<FocusAnchor>({ row: 0, at: windowStart });
  // Set by a key press: the next render moves DOM focus to the anchored cell.
  const moveFocus = useRef(false);

  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (body.clientHeight > 0) setBodyHeight(body.clientHeight);
    });
    observer.observe(body);
    return () => observer.disconnect();
  }, []);

  const visibleRows = Math.ceil(bodyHeight / ROW_HEIGHT);
  const first = Math.max(0, topRow - OVERSCAN);
  const last = Math.min(channels.length - 1, topRow + visibleRows + OVERSCAN);
  // Logos stay once drawn: as many as the furthest row scrolled to.
  const logoCount = Math.max(logoRows, last + 1);

  const slotsByChannel = useMemo(() => {
    const slots = new Map<number, Slot<GuideProgram>[]>();
    for (const channel of channels) {
      const filled = fillSchedule(programs.get(channel.channel_id) ?? [], windowStart, windowEnd);
      // Until the data arrives, gaps are not yet known to be missing data.
      slots.set(channel.channel_id, loaded ? filled : filled.filter((s) => s.kind === 'program'));
    }
    return slots;
  }, [channels, programs, loaded, windowStart, windowEnd]);
  const slotsOf = (channel: Channel) => slotsByChannel.get(channel.channel_id) ?? [];

  // The anchored row, or the first in view when it has been scrolled away: one cell is always
  // reachable by Tab.
  const firstInView = Math.min(topRow, Math.max(0, channels.length - 1));
  const row =
    anchor.row >= first && anchor.row <= last
      ? Math.min(anchor.row, Math.max(0, channels.length - 1))
      : firstInView;
  const anchorAt = Math.min(Math.max(anchor.at, windowStart), windowEnd - 1);
  const anchoredSlot = (rowIndex: number) => {
    const channel = channels[rowIndex];
    if (!channel) return -1;
    const slots = slotsOf(channel);
    const index = slots.findIndex((s) => s.start <= anchorAt && s.end > anchorAt);
    return index >= 0 ? index : slots.length > 0 ? 0 : -1;
  };
  const activeSlot = anchoredSlot(row);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    bodyRef.current?.querySelector<HTMLElement>('[data-active="true"]')?.focus();
  });

  /** Keeps a row in view; the body's own scroll event then agrees. */
  function scrollToRow(rowIndex: number) {
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
    setLogoRows((rows) => Math.max(rows, nextTop + visibleRows + OVERSCAN + 1));
  }

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
        focusAt(row + 1, slot ? Math.max(slot.start, windowStart) : anchorAt);
        break;
      case 'ArrowUp':
        focusAt(row - 1, slot ? Math.max(slot.start, windowStart) : anchorAt);
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
      className="guide-grid"
      role="grid"
      aria-label={label}
      aria-rowcount={channels.length + 1}
      aria-colcount={2}
      onKeyDown={onKeyDown}
    >
      <div role="rowgroup" className="guide-grid__head">
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
                style={{ left: `${percent(now)}%` }}
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
        onScroll={(event: UIEvent<HTMLDivElement>) => onScrolled(event.currentTarget.scrollTop)}
      >
        <div
          role="none"
          className="guide-grid__canvas"
          style={{ height: channels.length * ROW_HEIGHT }}
        >
          <ChannelLogos channels={channels} count={logoCount} />
          {channels.slice(first, last + 1).map((channel, offset) => {
            const rowIndex = first + offset;
            return (
              <GuideRow
                key={channel.channel_id}
                channel={channel}
                slots={slotsOf(channel)}
                rowIndex={rowIndex}
                activeSlot={rowIndex === row ? activeSlot : -1}
                loaded={loaded}
                windowStart={windowStart}
                windowEnd={windowEnd}
                now={now}
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

interface GuideRowProps {
  channel: Channel;
  slots: readonly Slot<GuideProgram>[];
  rowIndex: number;
  /** The slot that takes Tab focus in this row; -1 for none. */
  activeSlot: number;
  loaded: boolean;
  windowStart: number;
  windowEnd: number;
  now: number;
  onAnchor: (rowIndex: number, at: number) => void;
  onOpen: (channel: Channel, program: GuideProgram) => void;
}

/** One channel's row; memoised, so scrolling draws only the rows that come into view. */
const GuideRow = memo(function GuideRow({
  channel,
  slots,
  rowIndex,
  activeSlot,
  loaded,
  windowStart,
  windowEnd,
  now,
  onAnchor,
  onOpen,
}: GuideRowProps) {
  const { t } = useTranslation();
  const { time } = useTimeFormat();
  const windowMs = windowEnd - windowStart;
  const minBar = GUIDE.minProgramBarMinutes * MINUTE_MS;
  const percent = (at: number) => ((at - windowStart) / windowMs) * 100;
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      className="guide-grid__row"
      style={{ top: rowIndex * ROW_HEIGHT }}
    >
      <div role="rowheader" className="guide-grid__channel">
        {/* The logo is drawn by ChannelLogos, in this space. */}
        <span className="guide-grid__logo-space" />
        <span className="guide-grid__channel-number">{channel.number}</span>
        <span className="guide-grid__channel-name">{channel.name}</span>
      </div>
      <div role="none" className="guide-grid__timeline">
        {slots.length === 0 && !loaded && (
          <span role="gridcell" className="guide-grid__loading">
            {t('guide.grid.loadingRow')}
          </span>
        )}
        {slots.map((slot, index) => {
          const from = Math.max(slot.start, windowStart);
          const to = Math.min(slot.end, windowEnd);
          const width = Math.max(to - from, minBar);
          const active = index === activeSlot;
          const airing = slot.start <= now && slot.end > now;
          const title = slot.kind === 'program' ? slot.program.title : t('guide.unavailable');
          return (
            <div
              key={slot.kind === 'program' ? slot.program.id : `gap-${slot.start}`}
              role="gridcell"
              tabIndex={active ? 0 : -1}
              data-active={active}
              aria-haspopup={slot.kind === 'program' ? 'dialog' : undefined}
              className={`guide-grid__cell guide-grid__cell--${slot.kind}${airing ? ' guide-grid__cell--airing' : ''}`}
              style={{
                left: `${percent(from)}%`,
                width: `${(width / windowMs) * 100}%`,
              }}
              onFocus={() => {
                if (!active) onAnchor(rowIndex, from);
              }}
              onClick={() => {
                onAnchor(rowIndex, from);
                if (slot.kind === 'program') onOpen(channel, slot.program);
              }}
            >
              {/* The name is the visible title and time, with the channel and end time for
                  screen readers (visible text stays part of the name, WCAG 2.5.3). */}
              <span className="guide-grid__cell-title">
                {title}
                <span className="visually-hidden">
                  {t('guide.grid.cellChannel', { channel: channel.name })}
                </span>
              </span>
              <span className="guide-grid__cell-time">
                {time(slot.start)}
                <span className="visually-hidden">
                  {t('guide.grid.cellEnd', { to: time(slot.end) })}
                </span>
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
});

/**
 * Every channel's logo in a layer of its own that rows do not re-create: an SVG image is a
 * document of its own, and making one for each row that scrolls into view dropped frames
 * (bench/src/guide-render.ts). Logos are added as rows are first reached and then kept.
 */
const ChannelLogos = memo(function ChannelLogos({
  channels,
  count,
}: {
  channels: readonly Channel[];
  count: number;
}) {
  return (
    <div aria-hidden="true" className="guide-grid__logos">
      {channels.slice(0, count).map((channel, index) => (
        <img
          key={channel.channel_id}
          className="guide-grid__logo"
          src={`${channel.image}?size=96x54`}
          alt=""
          width={96}
          height={54}
          loading="lazy"
          decoding="async"
          style={{ top: index * ROW_HEIGHT + (ROW_HEIGHT - 27) / 2 }}
        />
      ))}
    </div>
  );
});
