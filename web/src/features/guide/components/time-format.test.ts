import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { englishFormats, timeFormatFor } from './time-format.ts';

const intl = {
  time: new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' }),
  weekday: new Intl.DateTimeFormat('en-AU', { weekday: 'long' }),
  date: new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short' }),
  longDate: new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long' }),
};

/** Any minute from 2020 to 2035, in whatever time zone the tests run in (Intl's and ours alike). */
const instants = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) });

describe('the guide’s English times and days', () => {
  it('read exactly as Intl writes them for en-AU, at any moment', () => {
    fc.assert(
      fc.property(instants, (at) => {
        expect(englishFormats.time(at)).toBe(intl.time.format(at));
        expect(englishFormats.weekday(at)).toBe(intl.weekday.format(at));
        expect(englishFormats.date(at)).toBe(intl.date.format(at));
        expect(englishFormats.longDate(at)).toBe(intl.longDate.format(at));
      }),
      { numRuns: 2000 },
    );
  });

  it('read midnight, noon and every month as Intl does', () => {
    for (let month = 0; month < 12; month += 1) {
      for (const hour of [0, 11, 12, 23]) {
        const at = new Date(2026, month, 9, hour, 5).getTime();
        expect(englishFormats.time(at)).toBe(intl.time.format(at));
        expect(englishFormats.date(at)).toBe(intl.date.format(at));
        expect(englishFormats.longDate(at)).toBe(intl.longDate.format(at));
      }
    }
  });

  it('start no Intl date format for English, and use Intl for another language', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(timeFormatFor('en-AU').time(new Date(2026, 10, 28, 21, 30).getTime())).toBe('9:30 pm');
      expect(made).not.toHaveBeenCalled();
      expect(timeFormatFor('de-DE').weekday(new Date(2026, 10, 28, 12).getTime())).toBe('Samstag');
      expect(made).toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
