import { describe, expect, it } from 'vitest';
import { canOfferCredit, creditToApply } from './credits.ts';
import { flagsOf } from './title-flags.ts';

const rent = { duration: 172800 };
const buy = { duration: -1 };
const creditMovie = { sub_type: 'movie' as const, flags: flagsOf('creditUse') };
const plainMovie = { sub_type: 'movie' as const, flags: 0 };
const episode = { sub_type: 'episode' as const, flags: 0 };
const counts = { vodCount: 1, episodeCount: 1 };

describe('creditToApply', () => {
  it('spends a movie credit on a movie rental that allows credits', () => {
    expect(creditToApply(creditMovie, rent, counts)).toBe('vod');
  });

  it('spends an episode credit on an episode bought', () => {
    expect(creditToApply(episode, buy, counts)).toBe('episode');
  });

  it.each([
    ['a movie without credit use', plainMovie, rent, counts],
    ['a movie bought rather than rented', creditMovie, buy, counts],
    ['no movie credits left', creditMovie, rent, { vodCount: 0, episodeCount: 5 }],
    ['an episode rented', episode, rent, counts],
    ['no episode credits left', episode, buy, { vodCount: 5, episodeCount: 0 }],
    ['a season', { sub_type: 'season' as const, flags: flagsOf('creditUse') }, buy, counts],
  ])('applies none for %s', (_what, title, rule, c) => {
    expect(creditToApply(title, rule, c)).toBeNull();
  });
});

describe('canOfferCredit', () => {
  it('offers credits when a rental rule of a credit movie exists and credits are left', () => {
    expect(canOfferCredit({ ...creditMovie, price_rules: [buy, rent] }, counts)).toBe(true);
    expect(canOfferCredit({ ...creditMovie, price_rules: [buy] }, counts)).toBe(false);
    expect(canOfferCredit({ ...creditMovie, price_rules: null }, counts)).toBe(false);
    expect(
      canOfferCredit({ ...creditMovie, price_rules: [rent] }, { vodCount: 0, episodeCount: 0 }),
    ).toBe(false);
  });
});
