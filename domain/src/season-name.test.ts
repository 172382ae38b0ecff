import { describe, expect, it } from 'vitest';
import { seasonName } from './season-name.ts';

describe('seasonName', () => {
  it('names a whole season', () => {
    expect(seasonName(1)).toBe('Season 1');
    expect(seasonName('12')).toBe('Season 12');
  });

  it('names a part season from its single decimal digit', () => {
    expect(seasonName(2.5)).toBe('Season 2 Part 5');
    expect(seasonName('3.1')).toBe('Season 3 Part 1');
  });

  it('keeps anything else as given', () => {
    expect(seasonName('2.55')).toBe('Season 2.55');
  });
});
