import { describe, expect, it } from 'vitest';
import { availabilityTextOf, saleWindowsOf, textOfWindows } from './availability-text.ts';
import { flagsOf } from './title-flags.ts';

const DAY = 86_400_000;
const now = Date.parse('2026-11-21T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const rent = { duration: 172_800 };
const buy = { duration: -1 };

const movie = {
  sub_type: 'movie' as const,
  flags: 0,
  price_rules: [rent, buy],
  available_from: iso(now - 30 * DAY),
  available_to: null,
};

describe('textOfWindows (marketing spec §4)', () => {
  it('buy or rent now', () => {
    expect(textOfWindows({ buyFrom: now - DAY, rentFrom: now }, now)).toEqual({
      kind: 'buyOrRentNow',
    });
  });

  it('buy now and rent on a date', () => {
    expect(textOfWindows({ buyFrom: now - DAY, rentFrom: now + 3 * DAY }, now)).toEqual({
      kind: 'buyNowRentFrom',
      rentFrom: now + 3 * DAY,
    });
  });

  it('rent now and buy on a date', () => {
    expect(textOfWindows({ buyFrom: now + 5 * DAY, rentFrom: now - DAY }, now)).toEqual({
      kind: 'rentNowBuyFrom',
      buyFrom: now + 5 * DAY,
    });
  });

  it('both on dates', () => {
    expect(textOfWindows({ buyFrom: now + DAY, rentFrom: now + 15 * DAY }, now, 'UTC')).toEqual({
      kind: 'buyAndRentFrom',
      buyFrom: now + DAY,
      rentFrom: now + 15 * DAY,
    });
  });

  it('the same day for both, even at different hours', () => {
    const day = Date.parse('2026-12-01T01:00:00Z');
    expect(textOfWindows({ buyFrom: day + 3_600_000, rentFrom: day }, now, 'UTC')).toEqual({
      kind: 'buyOrRentFrom',
      date: day,
    });
  });

  it('a title that is only sold or only rented', () => {
    expect(textOfWindows({ buyFrom: now, rentFrom: null }, now)).toEqual({ kind: 'buyNow' });
    expect(textOfWindows({ buyFrom: now + DAY, rentFrom: null }, now)).toEqual({
      kind: 'buyFrom',
      date: now + DAY,
    });
    expect(textOfWindows({ buyFrom: null, rentFrom: -Infinity }, now)).toEqual({ kind: 'rentNow' });
    expect(textOfWindows({ buyFrom: null, rentFrom: now + DAY }, now)).toEqual({
      kind: 'rentFrom',
      date: now + DAY,
    });
  });

  it('says nothing of a title neither sold nor rented', () => {
    expect(textOfWindows({ buyFrom: null, rentFrom: null }, now)).toBeNull();
  });
});

describe('saleWindowsOf', () => {
  it('opens buying and renting at available_from', () => {
    expect(saleWindowsOf(movie, now)).toEqual({
      buyFrom: now - 30 * DAY,
      rentFrom: now - 30 * DAY,
    });
  });

  it('treats a missing available_from as always', () => {
    expect(saleWindowsOf({ ...movie, available_from: null }, now)).toEqual({
      buyFrom: -Infinity,
      rentFrom: -Infinity,
    });
  });

  it('opens the rental of an Early Buy title two weeks after it goes on sale', () => {
    const early = {
      ...movie,
      flags: flagsOf('earlyBuy'),
      price_rules: [buy],
      available_from: iso(now - 3 * DAY),
    };
    expect(saleWindowsOf(early, now)).toEqual({ buyFrom: now - 3 * DAY, rentFrom: now + 11 * DAY });
  });

  it('stops promising a rental once the Early Buy lead has passed without rental rules', () => {
    const early = { ...movie, flags: flagsOf('earlyBuy'), price_rules: [buy] };
    expect(saleWindowsOf(early, now)).toEqual({ buyFrom: now - 30 * DAY, rentFrom: null });
  });
});

describe('availabilityTextOf', () => {
  it('describes a movie on sale', () => {
    expect(availabilityTextOf(movie, now)).toEqual({ kind: 'buyOrRentNow' });
  });

  it('describes an upcoming movie sold and rented from the same day', () => {
    const upcoming = { ...movie, available_from: iso(now + 10 * DAY) };
    expect(availabilityTextOf(upcoming, now, 'UTC')).toEqual({
      kind: 'buyOrRentFrom',
      date: now + 10 * DAY,
    });
  });

  it('says a title has expired once available_to has passed', () => {
    expect(availabilityTextOf({ ...movie, available_to: iso(now - DAY) }, now)).toEqual({
      kind: 'expired',
    });
  });

  it('gives TV titles available now or from a date', () => {
    const show = { ...movie, sub_type: 'series' as const, price_rules: null };
    expect(availabilityTextOf(show, now)).toEqual({ kind: 'availableNow' });
    expect(availabilityTextOf({ ...show, available_from: iso(now + DAY) }, now)).toEqual({
      kind: 'availableFrom',
      date: now + DAY,
    });
  });

  it('gives a free movie the same words as TV', () => {
    expect(availabilityTextOf({ ...movie, price_rules: [] }, now)).toEqual({
      kind: 'availableNow',
    });
  });

  it('has nothing to say of a movie without price rules', () => {
    expect(availabilityTextOf({ ...movie, price_rules: null }, now)).toBeNull();
  });
});
