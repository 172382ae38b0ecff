import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Channel, GuideProgram } from '@app/domain';
import { renderRoute } from '#app/test/render-app.tsx';
import { channel, guideProgram as programme } from '#app/features/guide/test/guide-fixtures.ts';
import { GuideGrid, ROW_HEIGHT, ROWS_DRAWN_PER_FRAME } from './guide-grid.tsx';

const HOUR = 3_600_000;
const MINUTE = 60_000;
// A fixed instant: the grid draws only what it is given, so no clock is read.
const START = Date.UTC(2026, 10, 24, 9, 0);

/** A grid of these rows over `hours` from `windowStart`, at START, in a test route. */
function guideGrid(
  channels: readonly Channel[],
  programs: ReadonlyMap<number, readonly GuideProgram[]>,
  windowStart: number,
  hours: number,
) {
  return renderRoute(
    <GuideGrid
      channels={channels}
      programs={programs}
      loaded
      windowStart={windowStart}
      windowEnd={windowStart + hours * HOUR}
      // The guide's midnight, hours before the window: bars are placed from it.
      origin={START - 9 * HOUR}
      now={START}
      label="Programmes in Sydney"
      onOpen={vi.fn()}
      onShift={() => false}
    />,
    { path: '/', url: '/' },
  );
}

describe('GuideGrid keyboard moves', () => {
  it('Down then Up returns to the same programme when the row below starts its programme earlier', async () => {
    // Row A: Morning Run 9:00–10:45, Orchard Wall 10:45–11:45. Row B: one long 10:00–12:00
    // programme, which starts before Orchard Wall does.
    const channels = [channel(1, 'Alpha', [1]), channel(2, 'Bravo', [1])];
    const programs = new Map<number, GuideProgram[]>([
      [
        1,
        [programme('Morning Run', START, 105), programme('Orchard Wall', START + 105 * MINUTE, 60)],
      ],
      [2, [programme('Early Show', START, 60), programme('Long Match', START + HOUR, 120)]],
    ]);
    const { user } = await guideGrid(channels, programs, START, 3);
    await user.tab();
    expect(document.activeElement).toHaveTextContent(/^Morning Run/);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveTextContent(/^Orchard Wall/);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent(/^Long Match/);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveTextContent(/^Orchard Wall/);
  });
});

describe('GuideGrid drawing', () => {
  it('makes its time formats once for the app, not for every row it draws', async () => {
    const channels = Array.from({ length: 12 }, (_, i) => channel(i + 1, `Channel ${i + 1}`, [1]));
    const programs = new Map<number, GuideProgram[]>(
      channels.map((c) => [c.channel_id, [programme(`Show ${c.channel_id}`, START, 90)]]),
    );
    // The first grid of the run may make them; a second one, with its rows, makes none.
    const first = await guideGrid(channels, programs, START, 2);
    expect(await first.findAllByRole('row')).toHaveLength(channels.length + 1);
    first.unmount();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const second = await guideGrid(channels, programs, START + 30 * MINUTE, 2);
    expect(await second.findAllByRole('row')).toHaveLength(channels.length + 1);
    expect(made).not.toHaveBeenCalled();
  });

  it('draws the rows a fast scroll brings a few a frame, those in view first, each with its programmes', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const channels = Array.from({ length: 60 }, (_, i) =>
        channel(i + 1, `Channel ${i + 1}`, [1]),
      );
      const programs = new Map<number, GuideProgram[]>(
        channels.map((c) => [c.channel_id, [programme(`Show ${c.channel_id}`, START, 90)]]),
      );
      const view = await guideGrid(channels, programs, START, 2);
      const rows = () => view.getAllByRole('row').slice(1);
      const shown = (n: number) =>
        view.queryByRole('gridcell', { name: new RegExp(`^Show ${n}, .+, Channel ${n}$`) }) !==
        null;
      expect(rows().length).toBeGreaterThan(ROWS_DRAWN_PER_FRAME);
      expect(shown(1)).toBe(true);

      // A fling of 30 rows in one scroll of the page: the body's top goes 30 rows above the
      // screen; the first row in view comes at once, the rest by frames.
      const body = view.getAllByRole('rowgroup')[1]!;
      vi.spyOn(body, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ y: -30 * ROW_HEIGHT, width: 1000, height: 60 * ROW_HEIGHT }),
      );
      fireEvent.scroll(window);
      expect(rows()).toHaveLength(1);
      expect(shown(31)).toBe(true);
      expect(shown(32)).toBe(false);

      act(() => vi.advanceTimersToNextFrame());
      expect(rows()).toHaveLength(1 + ROWS_DRAWN_PER_FRAME);
      expect(shown(31 + ROWS_DRAWN_PER_FRAME)).toBe(true);
      expect(shown(32 + ROWS_DRAWN_PER_FRAME)).toBe(false);

      for (let frame = 0; frame < 10; frame++) act(() => vi.advanceTimersToNextFrame());
      // Every row in view and the rows drawn beyond it, each with its programme.
      const drawn = rows().length;
      expect(drawn).toBeGreaterThan(10);
      for (let n = 31; n < 31 + drawn - 8; n++) expect(shown(n)).toBe(true);
      expect(shown(1)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws the programmes a step ahead hidden, and a step reveals the same bars', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const channels = [channel(1, 'Alpha', [1])];
      const programs = new Map<number, GuideProgram[]>([
        [
          1,
          [
            programme('Now Show', START, 120),
            programme('Next Show', START + 2 * HOUR, 60),
            programme('Far Show', START + 3 * HOUR, 60),
          ],
        ],
      ]);
      // A two-hour window, which Later moves by an hour.
      function Stepping() {
        const [start, setStart] = useState(START);
        return (
          <>
            <button type="button" onClick={() => setStart(start + HOUR)}>
              Later
            </button>
            <GuideGrid
              channels={channels}
              programs={programs}
              loaded
              windowStart={start}
              windowEnd={start + 2 * HOUR}
              origin={START - 9 * HOUR}
              now={START}
              label="Programmes in Sydney"
              onOpen={vi.fn()}
              onShift={() => false}
            />
          </>
        );
      }
      const view = await renderRoute(<Stepping />, { path: '/', url: '/' });
      const next = () => view.queryByRole('gridcell', { name: /^Next Show,/ });
      expect(next()).toBeNull();

      // Two frames after the window settles: the next hour is drawn, hidden from screen readers.
      act(() => vi.advanceTimersToNextFrame());
      act(() => vi.advanceTimersToNextFrame());
      // (A hidden element has no accessible name to query by: its words are read instead.)
      const labelled = (title: string) =>
        view
          .queryAllByRole('gridcell', { hidden: true })
          .find((c) => c.getAttribute('aria-label')?.startsWith(`${title},`));
      const drawnAhead = labelled('Next Show')!;
      expect(drawnAhead).toHaveAttribute('aria-hidden', 'true');
      expect(next()).toBeNull();
      // Only a step ahead: the hour after it is not drawn.
      expect(labelled('Far Show')).toBeUndefined();

      fireEvent.click(view.getByRole('button', { name: 'Later' }));
      expect(next()).toBe(drawnAhead);
      expect(drawnAhead).not.toHaveAttribute('aria-hidden');
    } finally {
      vi.useRealTimers();
    }
  });
});
