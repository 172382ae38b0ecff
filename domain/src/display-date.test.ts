import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './display-date.ts';

describe('formatDisplayDate', () => {
  it('writes dd MMM yyyy with a two-digit day', () => {
    expect(formatDisplayDate('2026-12-05T10:00:00Z', 'UTC')).toBe('05 Dec 2026');
    expect(formatDisplayDate(Date.parse('2027-09-30T00:00:00Z'), 'UTC')).toBe('30 Sep 2027');
  });

  it('gives the day in the time zone asked for', () => {
    const lateUtc = '2026-12-05T20:00:00Z';
    expect(formatDisplayDate(lateUtc, 'UTC')).toBe('05 Dec 2026');
    expect(formatDisplayDate(lateUtc, 'Australia/Sydney')).toBe('06 Dec 2026');
  });

  it('gives nothing for a date that cannot be read', () => {
    expect(formatDisplayDate('not a date', 'UTC')).toBe('');
  });
});
