import { describe, expect, it } from 'vitest';
import { transactionDisplayName } from './transaction-history.ts';

const show = {
  title: 'Salt and Silver',
  sub_type: 'series' as const,
  season_number: null,
  episode_number: null,
};

describe('transactionDisplayName', () => {
  it("calls a missing title 'STB Purchase'", () => {
    expect(transactionDisplayName(null)).toBe('STB Purchase');
  });

  it('names a movie by its title', () => {
    expect(
      transactionDisplayName({
        title: 'The Lantern Keeper',
        sub_type: 'movie',
        season_number: null,
        episode_number: null,
      }),
    ).toBe('The Lantern Keeper');
  });

  it('names a season after its show, with Part seasons', () => {
    const season = {
      title: 'Salt and Silver',
      sub_type: 'season' as const,
      season_number: 2.5,
      episode_number: null,
    };
    expect(transactionDisplayName(season, show)).toBe('Salt and Silver: Season 2 Part 5');
  });

  it('names an episode after its show, number and own title', () => {
    const episode = {
      title: 'The Low Tide',
      sub_type: 'episode' as const,
      season_number: null,
      episode_number: 3,
    };
    expect(transactionDisplayName(episode, show)).toBe('Salt and Silver: Episode 3: The Low Tide');
  });
});
