import { memo, useState } from 'react';
import type { TFunction } from '#app/lib/i18n/translator.ts';
import {
  isGuideProgramAboveLimit,
  type Channel,
  type GuideProgram,
  type ParentalLimit,
  type Slot,
} from '@app/domain';
import type { Slots } from '#app/features/guide/grid/row-slots.ts';
import { ROW_HEIGHT } from '#app/features/guide/grid/visible-rows.ts';
import { GuideCell } from './guide-cell.tsx';

interface GuideRowProps {
  channel: Channel;
  slots: Slots;
  /** Programmes a step beyond the window, drawn hidden so that the next step only reveals them. */
  ahead: Slots;
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
export const GuideRow = memo(function GuideRow({
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
