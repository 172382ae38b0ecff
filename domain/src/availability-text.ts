import type { SubType } from './api/title.ts';
import { BUY_DURATION, EARLY_BUY_LEAD_DAYS } from './constants.ts';
import { formatDisplayDate } from './display-date.ts';
import { hasFlag } from './title-flags.ts';

const DAY_MS = 86_400_000;

/** When a movie can first be bought and rented, epoch ms; null when it is not offered that way. */
export interface SaleWindows {
  buyFrom: number | null;
  rentFrom: number | null;
}

interface AvailabilityTitle {
  sub_type: SubType;
  flags: number;
  price_rules: readonly { duration: number }[] | null;
  available_from: string | null;
  available_to: string | null;
}

/**
 * Buy and rent open at available_from. An Early Buy title (flag 20) sells before it rents: its
 * rental window opens about two weeks later (marketing spec §9, "Early Buy about 2 weeks"), and
 * it has no rental price rule until then.
 */
export function saleWindowsOf(title: AvailabilityTitle, nowMs: number): SaleWindows {
  const from = title.available_from === null ? -Infinity : Date.parse(title.available_from);
  const rules = title.price_rules ?? [];
  const buys = rules.some((r) => r.duration === BUY_DURATION);
  const rents = rules.some((r) => r.duration !== BUY_DURATION);
  const earlyRentFrom = from + EARLY_BUY_LEAD_DAYS * DAY_MS;
  const rentFrom = rents
    ? from
    : hasFlag(title.flags, 'earlyBuy') && earlyRentFrom > nowMs
      ? earlyRentFrom
      : null;
  return { buyFrom: buys ? from : null, rentFrom };
}

/**
 * What the title's availability line says (marketing spec §4): for movies, buy or rent now; buy
 * now and rent on a date; rent now and buy on a date; both on dates; the same day for both (and
 * the one-option forms for a title only sold or only rented); for TV, available now or from a
 * date. Dates are epoch ms for the client to format (dd MMM yyyy).
 */
export type AvailabilityText =
  | { kind: 'buyOrRentNow' }
  | { kind: 'buyNowRentFrom'; rentFrom: number }
  | { kind: 'rentNowBuyFrom'; buyFrom: number }
  | { kind: 'buyAndRentFrom'; buyFrom: number; rentFrom: number }
  | { kind: 'buyOrRentFrom'; date: number }
  | { kind: 'buyNow' }
  | { kind: 'buyFrom'; date: number }
  | { kind: 'rentNow' }
  | { kind: 'rentFrom'; date: number }
  | { kind: 'availableNow' }
  | { kind: 'availableFrom'; date: number }
  | { kind: 'expired' };

/**
 * The availability line of a title, or null when there is nothing to say (a movie that is
 * neither sold, rented nor free). `timeZone` decides whether two dates fall on the same day.
 */
export function availabilityTextOf(
  title: AvailabilityTitle,
  nowMs: number,
  timeZone?: string,
): AvailabilityText | null {
  if (title.available_to !== null && Date.parse(title.available_to) <= nowMs) {
    return { kind: 'expired' };
  }
  const from = title.available_from === null ? -Infinity : Date.parse(title.available_from);
  const isFree = title.price_rules !== null && title.price_rules.length === 0;
  if (title.sub_type !== 'movie' || isFree) {
    return from > nowMs ? { kind: 'availableFrom', date: from } : { kind: 'availableNow' };
  }
  return textOfWindows(saleWindowsOf(title, nowMs), nowMs, timeZone);
}

export function textOfWindows(
  { buyFrom, rentFrom }: SaleWindows,
  nowMs: number,
  timeZone?: string,
): AvailabilityText | null {
  const buyNow = buyFrom !== null && buyFrom <= nowMs;
  const rentNow = rentFrom !== null && rentFrom <= nowMs;
  if (buyFrom !== null && rentFrom !== null) {
    if (buyNow && rentNow) return { kind: 'buyOrRentNow' };
    if (buyNow) return { kind: 'buyNowRentFrom', rentFrom };
    if (rentNow) return { kind: 'rentNowBuyFrom', buyFrom };
    if (formatDisplayDate(buyFrom, timeZone) === formatDisplayDate(rentFrom, timeZone)) {
      return { kind: 'buyOrRentFrom', date: Math.min(buyFrom, rentFrom) };
    }
    return { kind: 'buyAndRentFrom', buyFrom, rentFrom };
  }
  if (buyFrom !== null) return buyNow ? { kind: 'buyNow' } : { kind: 'buyFrom', date: buyFrom };
  if (rentFrom !== null)
    return rentNow ? { kind: 'rentNow' } : { kind: 'rentFrom', date: rentFrom };
  return null;
}
