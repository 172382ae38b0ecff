import { describe, expect, it } from 'vitest';
import { runningTime } from './running-time.ts';

describe('runningTime', () => {
  it('splits whole minutes into hours and minutes', () => {
    expect(runningTime(112 * 60)).toEqual({ hours: 1, minutes: 52 });
    expect(runningTime(45 * 60)).toEqual({ hours: 0, minutes: 45 });
    expect(runningTime(120 * 60)).toEqual({ hours: 2, minutes: 0 });
  });

  it('rounds to the minute before splitting, so 59 min 50 s is 1 h, never "60 min"', () => {
    expect(runningTime(3590)).toEqual({ hours: 1, minutes: 0 });
    expect(runningTime(89)).toEqual({ hours: 0, minutes: 1 });
  });

  it('has none for a title without a running time', () => {
    expect(runningTime(0)).toBeNull();
    expect(runningTime(20)).toBeNull();
  });
});
