import { memo, useMemo } from 'react';
import type { TFunction } from '#app/lib/i18n/translator.ts';
import { GUIDE, MINUTE_MS, type Channel, type GuideProgram } from '@app/domain';
import { LockIcon } from '#app/ui/icons.tsx';

export interface GuideCellProps {
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
export const GuideCell = memo(function GuideCell({
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
