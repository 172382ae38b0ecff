import { describe, expect, it } from 'vitest';
import {
  creditForOption,
  isNewWishlistItem,
  nextWishlistNewMarkEnd,
  offersSeasonChoice,
  purchaseFailureOf,
  wishlistOrder,
} from './purchase.ts';
import { flagsOf } from './title-flags.ts';

describe('purchaseFailureOf', () => {
  it.each([
    ['ERR_ISP_REFUSED', 'declined'],
    ['NO_PURCHASE_ALLOWED', 'restricted'],
    ['ERR_PIN_REQUIRED', 'pinRequired'],
    ['network-or-server-connection-error', 'connection'],
    ['ERR_IDEMPOTENCY_IN_PROGRESS', 'connection'],
    ['COULD_NOT_APPLY_CREDIT', 'failed'],
    ['ERR_NOT_PURCHASABLE', 'failed'],
  ])('tells %s as %s', (code, kind) => {
    expect(purchaseFailureOf({ code })).toBe(kind);
  });

  it('counts an existing entitlement as success only when the answer carries it', () => {
    const entitlement = { state: 'PURCHASED' };
    expect(purchaseFailureOf({ code: 'ERR_EXISTING_ENTITLEMENT', answer: { entitlement } })).toBe(
      'alreadyOwned',
    );
    expect(
      purchaseFailureOf({ code: 'ERR_EXISTING_ENTITLEMENT', answer: { entitlement: null } }),
    ).toBe('failed');
  });
});

const NOW = Date.parse('2026-06-01T12:00:00Z');
const season = {
  id: 10,
  sub_type: 'season' as const,
  flags: 0,
  episode_count: 2,
  children: [11, 12],
  price_rules: [{ duration: -1 }],
  available_from: null,
  available_to: null,
};
const episode = { sub_type: 'episode' as const };
const bought = (id: number) => ({
  [String(id)]: { expires: null, download_expires: '2027-01-01T00:00:00Z' },
});

describe('offersSeasonChoice', () => {
  it('offers the season for an episode whose season can be bought', () => {
    expect(offersSeasonChoice(episode, season, {}, NOW)).toBe(true);
  });

  it('does not for a movie, without a season, or when the season is owned or not for sale', () => {
    expect(offersSeasonChoice({ sub_type: 'movie' }, season, {}, NOW)).toBe(false);
    expect(offersSeasonChoice(episode, null, {}, NOW)).toBe(false);
    expect(offersSeasonChoice(episode, season, bought(10), NOW)).toBe(false);
    expect(offersSeasonChoice(episode, { ...season, price_rules: null }, {}, NOW)).toBe(false);
    expect(
      offersSeasonChoice(episode, { ...season, available_to: '2026-01-01T00:00:00Z' }, {}, NOW),
    ).toBe(false);
  });
});

describe('creditForOption', () => {
  const rent = { duration: 172_800 };
  const buy = { duration: -1 };
  const movie = {
    sub_type: 'movie' as const,
    flags: flagsOf('creditUse'),
    price_rules: [rent, buy],
  };
  const counts = { vodCount: 2, episodeCount: 1 };

  it('offers a movie credit for a rental of a movie that allows credits', () => {
    expect(creditForOption(movie, rent, counts)).toBe('vod');
  });

  it('offers none to buy, without credit use, or with no movie credits left', () => {
    expect(creditForOption(movie, buy, counts)).toBeNull();
    expect(creditForOption({ ...movie, flags: 0 }, rent, counts)).toBeNull();
    expect(creditForOption(movie, rent, { vodCount: 0, episodeCount: 1 })).toBeNull();
  });
});

describe('the wishlist', () => {
  it('counts an item as new for 33 s after it was added, by server time', () => {
    const added = '2026-06-01T11:59:27Z';
    expect(isNewWishlistItem(added, NOW)).toBe(true);
    expect(isNewWishlistItem(added, NOW + 1)).toBe(false);
    expect(isNewWishlistItem('not a date', NOW)).toBe(false);
  });

  it('says when the next "new" mark ends, the first instant the item is no longer new', () => {
    const items = {
      '1': '2026-06-01T11:59:50Z',
      '2': '2026-06-01T11:59:40Z',
      '3': '2026-01-01T00:00:00Z',
      '4': 'not a date',
    };
    const end = nextWishlistNewMarkEnd(items, NOW)!;
    expect(end).toBe(Date.parse('2026-06-01T12:00:13Z') + 1);
    expect(isNewWishlistItem(items['2'], end - 1)).toBe(true);
    expect(isNewWishlistItem(items['2'], end)).toBe(false);
    expect(nextWishlistNewMarkEnd(items, end)).toBe(Date.parse('2026-06-01T12:00:23Z') + 1);
    expect(nextWishlistNewMarkEnd(items, NOW + 60_000)).toBeNull();
    expect(nextWishlistNewMarkEnd({}, NOW)).toBeNull();
  });

  it('lists the newest first', () => {
    expect(
      wishlistOrder({
        '3': '2026-01-01T00:00:00Z',
        '1': '2026-03-01T00:00:00Z',
        '2': '2026-03-01T00:00:00Z',
      }),
    ).toEqual([1, 2, 3]);
  });
});
