import { useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { BLOCK_MS, type Channel, type GuideProgram, type ParentalLimit } from '@app/domain';
import { anchoredAt, anchoredRow, anchoredSlot } from '#app/features/guide/grid/next-anchor.ts';
import { NO_SLOTS, windowSlots } from '#app/features/guide/grid/row-slots.ts';
import { ROW_HEIGHT, rowsPerPage } from '#app/features/guide/grid/visible-rows.ts';
import { useGridAnchor, useGridKeys } from '#app/features/guide/hooks/use-grid-keys.ts';
import { useRowSlots } from '#app/features/guide/hooks/use-row-slots.ts';
import { useRowsDrawn } from '#app/features/guide/hooks/use-rows-drawn.ts';
import { useSpanAhead } from '#app/features/guide/hooks/use-span-ahead.ts';
import { useVisibleRows } from '#app/features/guide/hooks/use-visible-rows.ts';
import { ChannelLogos } from './channel-logos.tsx';
import { GuideRow } from './guide-row.tsx';
import { useTimeFormat } from './time-format.ts';

export { ROW_HEIGHT } from '#app/features/guide/grid/visible-rows.ts';
export { ROWS_DRAWN_PER_FRAME } from '#app/features/guide/grid/rows-drawn.ts';

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

/**
 * The guide grid (marketing spec §2.3): one row per channel, programmes as bars across the time
 * window, an ARIA grid that arrow keys move through (Enter opens a programme). Only the rows in
 * view are drawn (useVisibleRows), a few a frame (useRowsDrawn), and only the programmes in the
 * window and a step ahead of it (useSpanAhead), so a 200-channel line-up stays light.
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
  const bodyRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  // The grid scrolls with the page on every screen: a scroller inside the page traps the finger
  // on a phone (issue 23) and hid all but a few rows on a desktop (issue 34).
  const view = useVisibleRows(channels.length, bodyRef, headRef);
  const { first, last } = view.range;
  const ids = useMemo(() => channels.map((c) => c.channel_id), [channels]);
  const { anchor, setAnchor, anchorCell } = useGridAnchor(windowStart);
  const row = anchoredRow(anchor, view.range, channels.length);
  const drawn = useRowsDrawn(ids, view.range, ids[row]);
  const ahead = useSpanAhead(windowStart, windowEnd, first, last);

  // The rows drawn: those in range that have had their turn, and the row keys move to, at once.
  const rows = channels
    .slice(first, last + 1)
    .map((channel, offset) => ({ channel, rowIndex: first + offset }))
    .filter(({ channel, rowIndex }) => drawn.rows.has(channel.channel_id) || rowIndex === row);
  const source = {
    programs,
    loaded,
    from: windowStart,
    to: windowEnd,
    aheadFrom: ahead.from,
    aheadTo: ahead.to,
  };
  const slots = useRowSlots(
    source,
    rows.map(({ channel }) => channel.channel_id),
    rows.filter(({ rowIndex }) => rowIndex < ahead.upTo).map(({ channel }) => channel.channel_id),
  );

  const channel = channels[row];
  const rowSlots = channel
    ? (slots.window.get(channel.channel_id) ?? windowSlots(source, channel.channel_id))
    : NO_SLOTS;
  const at = anchoredAt(anchor.at, windowStart, windowEnd);
  const activeSlot = anchoredSlot(rowSlots, at);
  const onKeyDown = useGridKeys({
    bodyRef,
    channel,
    place: {
      row,
      slots: rowSlots,
      activeSlot,
      at,
      windowStart,
      windowEnd,
      rowCount: channels.length,
      pageRows: rowsPerPage(view.bodyHeight),
    },
    setAnchor,
    scrollToRow: view.scrollToRow,
    onShift,
    onOpen,
  });

  // Rows are memoised: this callback keeps its identity, reading the latest props.
  const onOpenLatest = useRef(onOpen);
  useEffect(() => {
    onOpenLatest.current = onOpen;
  });
  const openCell = useCallback(
    (channel: Channel, program: GuideProgram) => onOpenLatest.current(channel, program),
    [],
  );

  const marks: number[] = [];
  for (let mark = windowStart; mark < windowEnd; mark += BLOCK_MS) marks.push(mark);
  const percent = (instant: number) => ((instant - windowStart) / (windowEnd - windowStart)) * 100;
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
      {/* The times stick under the site's sticky header as the page scrolls (guide.css). */}
      <div role="rowgroup" className="guide-grid__head" ref={headRef}>
        <div role="row" aria-rowindex={1} className="guide-grid__row guide-grid__row--head">
          <div role="columnheader" className="guide-grid__channel-head">
            {t('guide.grid.channel')}
          </div>
          <div role="columnheader" className="guide-grid__times">
            <span className="visually-hidden">
              {t('guide.grid.programmes', { from: time(windowStart), to: time(windowEnd) })}
            </span>
            {marks.map((mark) => (
              <span
                key={mark}
                aria-hidden="true"
                className="guide-grid__mark"
                style={{ left: `${percent(mark)}%` }}
              >
                {time(mark)}
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
      <div role="rowgroup" ref={bodyRef} className="guide-grid__body">
        <div
          role="none"
          className="guide-grid__canvas"
          style={{ height: channels.length * ROW_HEIGHT }}
        >
          <ChannelLogos channels={channels} drawn={drawn.logos} />
          {rows.map(({ channel, rowIndex }) => (
            <GuideRow
              key={channel.channel_id}
              channel={channel}
              slots={slots.window.get(channel.channel_id) ?? NO_SLOTS}
              ahead={slots.ahead.get(channel.channel_id) ?? NO_SLOTS}
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
          ))}
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
