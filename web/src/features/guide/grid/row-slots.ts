import { fillSchedule, type GuideProgram, type Slot } from '@app/domain';

export type Slots = readonly Slot<GuideProgram>[];

export const NO_SLOTS: Slots = [];

/** What every row's slots are worked out from. */
export interface SlotSource {
  programs: ReadonlyMap<number, readonly GuideProgram[]>;
  /** Guide data for the window has arrived: gaps are then 'Information Unavailable'. */
  loaded: boolean;
  from: number;
  to: number;
  /** The span drawn ahead of the window; null for none. */
  aheadFrom: number | null;
  aheadTo: number | null;
}

/** The slots of the rows drawn, by channel id, and what they were worked out from. */
export interface RowSlots {
  source: SlotSource;
  window: ReadonlyMap<number, Slots>;
  ahead: ReadonlyMap<number, Slots>;
}

/** A channel's slots in the window. Until the data arrives, gaps are not known to be missing data. */
export function windowSlots(source: SlotSource, id: number): Slots {
  const filled = fillSchedule(source.programs.get(id) ?? [], source.from, source.to);
  return source.loaded ? filled : filled.filter((s) => s.kind === 'program');
}

/** A channel's programmes in the span ahead, those in the window left out (they are its slots). */
export function aheadSlots(source: SlotSource, id: number): Slots {
  const { aheadFrom: from, aheadTo: to } = source;
  if (from === null || to === null) return NO_SLOTS;
  return (source.programs.get(id) ?? [])
    .filter((p) => p.end > from && p.start < to && !(p.end > source.from && p.start < source.to))
    .sort((a, b) => a.start - b.start)
    .map((program) => ({ kind: 'program', program, start: program.start, end: program.end }));
}

const programOf = (slot: Slot<GuideProgram>) => (slot.kind === 'program' ? slot.program : null);

/** Whether two rows of slots show the same: the same programmes and gaps at the same times. */
export const sameSlots = (a: Slots, b: Slots) =>
  a.length === b.length &&
  a.every(
    (slot, index) =>
      slot.start === b[index]!.start &&
      slot.end === b[index]!.end &&
      programOf(slot) === programOf(b[index]!),
  );

const sameSource = (a: SlotSource, b: SlotSource) =>
  a.programs === b.programs &&
  a.loaded === b.loaded &&
  a.from === b.from &&
  a.to === b.to &&
  a.aheadFrom === b.aheadFrom &&
  a.aheadTo === b.aheadTo;

/**
 * The slots of the rows drawn (`windowIds`) and of those with the span ahead (`aheadIds`), worked
 * out for those rows only: a window step lays out ~20 rows, not the whole line-up. A row keeps its
 * slots from `before` when they come out the same, so its memoised row does not render again:
 * programmes arriving for blocks around the window change no row's slots. With the same source,
 * a row drawn before is not worked out again.
 */
export function rowSlots(
  source: SlotSource,
  windowIds: readonly number[],
  aheadIds: readonly number[],
  before: RowSlots | null,
): RowSlots {
  const unchanged = before !== null && sameSource(before.source, source);
  const keep = (
    earlier: ReadonlyMap<number, Slots> | undefined,
    ids: readonly number[],
    slotsOf: (source: SlotSource, id: number) => Slots,
  ) => {
    const kept = new Map<number, Slots>();
    for (const id of ids) {
      const last = earlier?.get(id);
      if (unchanged && last) {
        kept.set(id, last);
        continue;
      }
      const slots = slotsOf(source, id);
      kept.set(id, last && sameSlots(slots, last) ? last : slots);
    }
    return kept;
  };
  return {
    source,
    window: keep(before?.window, windowIds, windowSlots),
    ahead: keep(before?.ahead, aheadIds, aheadSlots),
  };
}
