import { BUY_DURATION } from './constants.ts';
import type { SubType } from './api/title.ts';
import { hasFlag } from './title-flags.ts';

export interface CreditCounts {
  /** Movie rental credits (free_vod_count). */
  vodCount: number;
  /** Episode credits (free_episode_count). */
  episodeCount: number;
}

export type CreditKind = 'vod' | 'episode';

/**
 * Which credit a purchase would spend (account spec §4, §5): a movie rented with a rental rule,
 * credit use allowed (flag 24) and a movie credit left spends a movie credit; an episode bought
 * with an episode credit left spends an episode credit. Anything else: null, and the purchase
 * with a credit fails with 'COULD NOT APPLY CREDIT'.
 */
export function creditToApply(
  title: { sub_type: SubType; flags: number },
  rule: { duration: number },
  counts: CreditCounts,
): CreditKind | null {
  const rental = rule.duration !== BUY_DURATION;
  if (
    title.sub_type === 'movie' &&
    rental &&
    hasFlag(title.flags, 'creditUse') &&
    counts.vodCount > 0
  ) {
    return 'vod';
  }
  if (title.sub_type === 'episode' && !rental && counts.episodeCount > 0) return 'episode';
  return null;
}

/**
 * Whether the purchase flow offers credits for a title at all (account spec §5): a movie whose
 * credit use is allowed, with a rental price rule, while movie credits are left — or an episode
 * while episode credits are left.
 */
export function canOfferCredit(
  title: { sub_type: SubType; flags: number; price_rules: readonly { duration: number }[] | null },
  counts: CreditCounts,
): boolean {
  const rules = title.price_rules ?? [];
  return rules.some((rule) => creditToApply(title, rule, counts) !== null);
}
