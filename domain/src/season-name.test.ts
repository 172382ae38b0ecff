import { describe, expect, it } from 'vitest';
import { seasonName, seasonNumberParts } from './season-name.ts';

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

describe('seasonNumberParts', () => {
  it('splits a Part season and leaves a whole one without a part', () => {
    expect(seasonNumberParts(2.5)).toEqual({ season: '2', part: '5' });
    expect(seasonNumberParts(3)).toEqual({ season: '3', part: null });
    expect(seasonNumberParts('2.55')).toEqual({ season: '2.55', part: null });
  });
});
