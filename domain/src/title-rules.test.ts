import { describe, expect, it } from 'vitest';
import { flagsOf } from './title-flags.ts';
import {
  entitlementOf,
  isPlayableOnMobile,
  isTitleAvailable,
  isTitleFree,
  isTitlePurchased,
  purchaseRefusalOf,
  showIdOf,
  type EntitlementMap,
  type TitleForPurchase,
} from './title-rules.ts';

const now = Date.parse('2026-11-21T12:00:00Z');
const future = '2026-11-22T12:00:00Z';
const past = '2026-11-20T12:00:00Z';
const valid = { expires: future, download_expires: null };
const expired = { expires: past, download_expires: null };

const movie: TitleForPurchase = { id: 1, sub_type: 'movie', episode_count: null, children: [] };
const season: TitleForPurchase = {
  id: 20,
  sub_type: 'season',
  episode_count: 2,
  children: [21, 22],
};
const episode: TitleForPurchase = {
  id: 21,
  sub_type: 'episode',
  episode_count: null,
  children: [],
};

describe('entitlementOf', () => {
  it('finds a top-level entitlement and one nested under a bought season', () => {
    const map: EntitlementMap = { '1': valid, '20': { ...valid, children: { '21': expired } } };
    expect(entitlementOf(map, 1)).toBe(valid);
    expect(entitlementOf(map, 21)).toBe(expired);
    expect(entitlementOf(map, 99)).toBeUndefined();
  });
});

describe('isTitlePurchased', () => {
  it('is purchased with a valid entitlement', () => {
    expect(isTitlePurchased(movie, { '1': valid }, now)).toBe(true);
  });

  it('is not purchased when the entitlement has expired, or there is none', () => {
    expect(isTitlePurchased(movie, { '1': expired }, now)).toBe(false);
    expect(isTitlePurchased(movie, {}, now)).toBe(false);
  });

  it('counts a season whose episodes are all bought and match episode_count', () => {
    expect(isTitlePurchased(season, { '21': valid, '22': valid }, now)).toBe(true);
  });

  it('does not count a season with one episode missing or expired', () => {
    expect(isTitlePurchased(season, { '21': valid }, now)).toBe(false);
    expect(isTitlePurchased(season, { '21': valid, '22': expired }, now)).toBe(false);
  });

  it('does not count the episodes when their count differs from episode_count', () => {
    const announced = { ...season, episode_count: 3 };
    expect(isTitlePurchased(announced, { '21': valid, '22': valid }, now)).toBe(false);
  });

  it('counts an episode whose parent season is purchased', () => {
    expect(isTitlePurchased(episode, { '20': valid }, now, season)).toBe(true);
    expect(isTitlePurchased(episode, { '20': expired }, now, season)).toBe(false);
    expect(isTitlePurchased(episode, { '20': valid }, now)).toBe(false);
  });
});

describe('isTitleAvailable', () => {
  it('is available between available_from and available_to', () => {
    expect(isTitleAvailable({ available_from: past, available_to: future }, now)).toBe(true);
  });

  it('treats a missing bound as open', () => {
    expect(isTitleAvailable({ available_from: null, available_to: null }, now)).toBe(true);
  });

  it('is not available before available_from or from available_to on', () => {
    expect(isTitleAvailable({ available_from: future, available_to: null }, now)).toBe(false);
    expect(isTitleAvailable({ available_from: null, available_to: past }, now)).toBe(false);
    const endsNow = new Date(now).toISOString();
    expect(isTitleAvailable({ available_from: null, available_to: endsNow }, now)).toBe(false);
    expect(isTitleAvailable({ available_from: endsNow, available_to: null }, now)).toBe(true);
  });
});

describe('isTitleFree', () => {
  it('is free when price rules exist and the list is empty', () => {
    expect(isTitleFree({ price_rules: [] })).toBe(true);
  });

  it('is not free without price rules or with some', () => {
    expect(isTitleFree({ price_rules: null })).toBe(false);
    expect(isTitleFree({ price_rules: [{}] })).toBe(false);
  });
});

describe('purchaseRefusalOf', () => {
  const rule = { id: 1, price: 399, content_format: 'sd', duration: 172800, download_duration: 0 };
  const onSale = {
    sub_type: 'movie' as const,
    flags: 0,
    price_rules: [rule],
    available_from: past,
    available_to: null,
  };
  const context = { nowMs: now, purchased: false };

  it('lets a priced, available, unbought title be bought', () => {
    expect(purchaseRefusalOf(onSale, context)).toBeNull();
  });

  it.each([
    ['tryFirstEpisode', { sub_type: 'episode' as const, flags: flagsOf('tryFirst') }, context],
    ['noPriceRules', { price_rules: null }, context],
    ['unavailable', { available_from: future }, context],
    ['alreadyPurchased', {}, { nowMs: now, purchased: true }],
    ['free', { price_rules: [] }, context],
  ])('refuses with %s', (reason, change, ctx) => {
    expect(purchaseRefusalOf({ ...onSale, ...change }, ctx)).toBe(reason);
  });

  it('sells a try-first flagged movie: only episodes are tried first', () => {
    expect(purchaseRefusalOf({ ...onSale, flags: flagsOf('tryFirst') }, context)).toBeNull();
  });
});

describe('isPlayableOnMobile', () => {
  const title = {
    sub_type: 'movie' as const,
    flags: 0,
    price_rules: [{}],
    assets: { mobile_playable: true },
  };
  const ready = { hasSubscription: true, purchased: true, appScheme: 'hometv://' };

  it('plays a purchased title with a subscription, the mobile asset and an app scheme', () => {
    expect(isPlayableOnMobile(title, ready)).toBe(true);
  });

  it('plays a free title that was not bought', () => {
    expect(isPlayableOnMobile({ ...title, price_rules: [] }, { ...ready, purchased: false })).toBe(
      true,
    );
  });

  it.each([
    ['no subscription', title, { ...ready, hasSubscription: false }],
    ['not bought and not free', title, { ...ready, purchased: false }],
    ['no mobile asset', { ...title, assets: { mobile_playable: false } }, ready],
    ['no app scheme', title, { ...ready, appScheme: null }],
    ['a season', { ...title, sub_type: 'season' as const }, ready],
  ])('does not play with %s', (_why, t, ctx) => {
    expect(isPlayableOnMobile(t, ctx)).toBe(false);
  });

  it('plays a try-first episode without a subscription or a purchase', () => {
    const tryFirst = { ...title, sub_type: 'episode' as const, flags: flagsOf('tryFirst') };
    expect(
      isPlayableOnMobile(tryFirst, { hasSubscription: false, purchased: false, appScheme: 'x://' }),
    ).toBe(true);
    expect(
      isPlayableOnMobile(tryFirst, { hasSubscription: false, purchased: false, appScheme: null }),
    ).toBe(false);
  });
});

describe('showIdOf', () => {
  it('names the show of a season or an episode, a series itself, and none for a movie', () => {
    expect(showIdOf({ id: 1, sub_type: 'movie', root_parent_id: null })).toBeNull();
    expect(showIdOf({ id: 10, sub_type: 'series', root_parent_id: null })).toBe(10);
    expect(showIdOf({ id: 20, sub_type: 'season', root_parent_id: 10 })).toBe(10);
    expect(showIdOf({ id: 21, sub_type: 'episode', root_parent_id: 10 })).toBe(10);
  });
});
