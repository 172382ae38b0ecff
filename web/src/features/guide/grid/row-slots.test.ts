import { describe, expect, it } from 'vitest';
import { guideProgram } from '#app/features/guide/test/guide-fixtures.ts';
import { NO_SLOTS, rowSlots, sameSlots, type Slots, type SlotSource } from './row-slots.ts';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 24, 9, 0);

const news = guideProgram('News', START, 1 * 60);
const film = guideProgram('Film', START + 2 * HOUR, 2 * 60);
const late = guideProgram('Late Show', START + 4 * HOUR, 1 * 60);
const source = (over: Partial<SlotSource> = {}): SlotSource => ({
  programs: new Map([[1, [news, film, late]]]),
  loaded: true,
  from: START,
  to: START + 3 * HOUR,
  aheadFrom: null,
  aheadTo: null,
  ...over,
});
const titles = (slots: Slots) => slots.map((s) => (s.kind === 'program' ? s.program.title : 'gap'));

describe('row slots', () => {
  it("fills the window's gaps once the data is in, and leaves them out before", () => {
    expect(titles(rowSlots(source(), [1], [], null).window.get(1)!)).toEqual([
      'News',
      'gap',
      'Film',
    ]);
    expect(titles(rowSlots(source({ loaded: false }), [1], [], null).window.get(1)!)).toEqual([
      'News',
      'Film',
    ]);
  });

  it('works out the rows asked for only, and the span ahead without what is in the window', () => {
    const slots = rowSlots(
      source({ aheadFrom: START + 3 * HOUR, aheadTo: START + 5 * HOUR }),
      [1, 2],
      [1],
      null,
    );
    expect([...slots.window.keys()]).toEqual([1, 2]);
    expect(titles(slots.window.get(2)!)).toEqual(['gap']);
    // Film (11:00–13:00) is in the window already: the span ahead has the Late Show only.
    expect(titles(slots.ahead.get(1)!)).toEqual(['Late Show']);
    expect(rowSlots(source(), [1], [1], null).ahead.get(1)).toBe(NO_SLOTS);
  });

  it('keeps a row its slots while they come out the same, so the row does not render again', () => {
    const before = rowSlots(source(), [1], [], null);
    // Programmes arriving for another block: a new map, the same slots in the window.
    const after = rowSlots(
      source({
        programs: new Map([
          [1, [news, film, late, guideProgram('Next Day', START + 24 * HOUR, 1 * 60)]],
        ]),
      }),
      [1],
      [],
      before,
    );
    expect(after.window.get(1)).toBe(before.window.get(1));
    // A window a step later: new slots.
    const later = rowSlots(source({ from: START + HOUR, to: START + 4 * HOUR }), [1], [], before);
    expect(later.window.get(1)).not.toBe(before.window.get(1));
    expect(titles(later.window.get(1)!)).toEqual(['gap', 'Film']);
  });

  it('tells slots apart by programme and time, not by the array they are in', () => {
    const a = rowSlots(source(), [1], [], null).window.get(1)!;
    expect(sameSlots(a, [...a])).toBe(true);
    expect(sameSlots(a, a.slice(1))).toBe(false);
    expect(sameSlots(a, [...a.slice(0, 2), { ...a[2]!, end: a[2]!.end + 1 }])).toBe(false);
  });
});
