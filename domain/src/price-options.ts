import type { ContentFormat } from './api/title.ts';
import { BUY_DURATION } from './constants.ts';

interface PriceRuleLike {
  id: number;
  price: number;
  content_format: ContentFormat;
  duration: number;
}

export interface PriceOption {
  priceRuleId: number;
  kind: 'rent' | 'buy';
  format: ContentFormat;
  /** Cents. */
  price: number;
  /** The rule's duration in seconds, as the purchase call takes it (-1 buys). */
  duration: number;
  /** How long a rental lasts, in hours; null for a purchase. */
  rentalHours: number | null;
}

const KIND_ORDER = { rent: 0, buy: 1 } as const;
const FORMAT_ORDER = { sd: 0, hd: 1 } as const;

/**
 * A title's price rules as the options a customer chooses from (account spec §3: duration -1
 * buys, any other duration in seconds rents): rentals first, SD before HD, then cheapest first.
 */
export function priceOptionsOf(rules: readonly PriceRuleLike[] | null): PriceOption[] {
  return (rules ?? [])
    .map((rule) => {
      const kind = rule.duration === BUY_DURATION ? ('buy' as const) : ('rent' as const);
      return {
        priceRuleId: rule.id,
        kind,
        format: rule.content_format,
        price: rule.price,
        duration: rule.duration,
        rentalHours: kind === 'rent' ? Math.round(rule.duration / 3600) : null,
      };
    })
    .sort(
      (a, b) =>
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        FORMAT_ORDER[a.format] - FORMAT_ORDER[b.format] ||
        a.price - b.price ||
        a.priceRuleId - b.priceRuleId,
    );
}

/** The cheapest rental and purchase among a title's price rules, in cents; null where none. */
export function lowestPrices(rules: readonly PriceRuleLike[] | null): {
  rent: number | null;
  buy: number | null;
} {
  const lowest = (kind: PriceOption['kind']) => {
    const prices = priceOptionsOf(rules)
      .filter((option) => option.kind === kind)
      .map((option) => option.price);
    return prices.length > 0 ? Math.min(...prices) : null;
  };
  return { rent: lowest('rent'), buy: lowest('buy') };
}
