import { describe, expect, it } from 'vitest';
import { flagNames, flagsOf, hasFlag } from './title-flags.ts';

describe('title flags', () => {
  it('reads each bit at the position the spec gives', () => {
    expect(hasFlag(1 << 9, 'hd')).toBe(true);
    expect(hasFlag(1 << 13, 'surround')).toBe(true);
    expect(hasFlag(1 << 18, 'ongoing')).toBe(true);
    expect(hasFlag(1 << 20, 'earlyBuy')).toBe(true);
    expect(hasFlag(1 << 21, 'tryFirst')).toBe(true);
    expect(hasFlag(1 << 23, 'uhd4k')).toBe(true);
    expect(hasFlag(1 << 24, 'creditUse')).toBe(true);
    expect(hasFlag(1 << 10, 'hd')).toBe(false);
  });

  it('round-trips a set of flags', () => {
    const flags = flagsOf('hd', 'creditUse', 'uhd4k');
    expect(flagNames(flags)).toEqual(['hd', 'uhd4k', 'creditUse']);
    expect(flagsOf()).toBe(0);
  });
});
