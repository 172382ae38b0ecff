import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './format-date.ts';

describe('formatDisplayDate', () => {
  it('writes dd MMM yyyy', () => {
    expect(formatDisplayDate('2027-03-07T12:00:00')).toBe('07 Mar 2027');
    expect(formatDisplayDate('2026-09-21T12:00:00')).toBe('21 Sep 2026');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatDisplayDate('not a date')).toBe('');
  });
});
