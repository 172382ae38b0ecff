import { BUY_DURATION } from '@app/domain';
import type { Insertable } from 'kysely';
import type { Database } from '#app/db/tables.ts';

export type PriceRuleRow = Insertable<Database['price_rules']>;

/** Rentals: 48 hours from first play, 7 days to start (marketing spec §4, §9). */
export const RENTAL_SECONDS = 172_800;
export const RENTAL_DOWNLOAD_SECONDS = 604_800;
/** A bought title stays downloadable for ten years. */
export const BUY_DOWNLOAD_SECONDS = 315_360_000;

/** Price points in cents (marketing spec §9). */
export const PRICES = {
  rentLibrary: 99,
  rentSd: 399,
  rentHd: 499,
  rentHdNewRelease: 699,
  rent4kNewRelease: 799,
  buySd: 799,
  buyHd: 1099,
  buyHdPremium: [1499, 1999] as const,
  buyNewRelease: [2499, 2999] as const,
  buyTop: 3499,
  episodeSd: 299,
  episodeHd: 349,
} as const;

export type RuleKind = 'rent' | 'buy';
export type Format = 'sd' | 'hd';

/**
 * Rule ids come from the title id, so a title's rules have the same ids at every scale and a
 * purchase (title, format, duration) matches exactly one rule.
 */
export function priceRuleId(titleId: number, kind: RuleKind, format: Format): number {
  return titleId * 10 + (kind === 'rent' ? 1 : 3) + (format === 'hd' ? 1 : 0);
}

export function priceRule(
  titleId: number,
  kind: RuleKind,
  format: Format,
  price: number,
): PriceRuleRow {
  return {
    id: priceRuleId(titleId, kind, format),
    title_id: titleId,
    price,
    content_format: format,
    duration: kind === 'rent' ? RENTAL_SECONDS : BUY_DURATION,
    download_duration: kind === 'rent' ? RENTAL_DOWNLOAD_SECONDS : BUY_DOWNLOAD_SECONDS,
  };
}

/** A season bundle: about three quarters of its episodes bought one by one, ending in .99. */
export function seasonBundlePrice(episodes: number, episodePrice: number): number {
  return Math.max(999, Math.round((episodes * episodePrice * 0.75) / 100) * 100 - 1);
}
