import { NETWORK_ERROR_CODE } from './errors.ts';
import { WISHLIST_NEW_ITEM_WINDOW_MS } from './constants.ts';
import type { SubType } from './api/title.ts';
import { canOfferCredit, creditToApply, type CreditCounts, type CreditKind } from './credits.ts';
import {
  isTitlePurchased,
  purchaseRefusalOf,
  type EntitlementMap,
  type PricedTitle,
  type TitleForPurchase,
  type TitleWindow,
} from './title-rules.ts';

/**
 * How a refused purchase is told (account spec §8 Purchase): a declined payment, a restricted
 * account, a title already entitled (which counts as success), the PIN proof run out (ask again),
 * no answer (the connection alert, where a retry keeps the idempotency key), and anything else as
 * 'Purchase failed'.
 */
export type PurchaseFailureKind =
  'declined' | 'restricted' | 'alreadyOwned' | 'pinRequired' | 'connection' | 'failed';

export function purchaseFailureOf(error: {
  code: string;
  answer?: Readonly<Record<string, unknown>> | null;
}): PurchaseFailureKind {
  switch (error.code) {
    case 'ERR_ISP_REFUSED':
      return 'declined';
    case 'NO_PURCHASE_ALLOWED':
      return 'restricted';
    case 'ERR_EXISTING_ENTITLEMENT': {
      // Success only when the answer carries the entitlement (account spec §8).
      const entitlement = error.answer?.entitlement;
      return typeof entitlement === 'object' && entitlement !== null ? 'alreadyOwned' : 'failed';
    }
    case 'ERR_PIN_REQUIRED':
      return 'pinRequired';
    case NETWORK_ERROR_CODE:
    case 'ERR_IDEMPOTENCY_IN_PROGRESS':
      return 'connection';
    default:
      return 'failed';
  }
}

type PurchasableTitle = TitleForPurchase &
  PricedTitle &
  TitleWindow & { flags: number; sub_type: SubType };

/**
 * Whether the flow offers a choice between an episode and its whole season (account spec §4):
 * the title is an episode whose season can itself be bought.
 */
export function offersSeasonChoice(
  title: { sub_type: SubType },
  season: PurchasableTitle | null,
  entitlements: EntitlementMap,
  nowMs: number,
): boolean {
  if (title.sub_type !== 'episode' || !season || season.sub_type !== 'season') return false;
  const purchased = isTitlePurchased(season, entitlements, nowMs);
  return purchaseRefusalOf(season, { nowMs, purchased }) === null;
}

/**
 * The credit a chosen price would spend, when the flow may offer credits at all (account spec §5):
 * credits are offered only if the title qualifies (canOfferCredit) and this price is one they
 * pay for; otherwise null and the customer pays the price.
 */
export function creditForOption(
  title: {
    sub_type: SubType;
    flags: number;
    price_rules: readonly { duration: number }[] | null;
  },
  option: { duration: number },
  counts: CreditCounts,
): CreditKind | null {
  if (!canOfferCredit(title, counts)) return null;
  return creditToApply(title, option, counts);
}

/**
 * A wishlist item is new when it was added at most 33 s before server time (account spec §9),
 * e.g. on this or another device just now.
 */
export function isNewWishlistItem(addedIso: string, serverNowMs: number): boolean {
  const added = Date.parse(addedIso);
  return Number.isFinite(added) && added >= serverNowMs - WISHLIST_NEW_ITEM_WINDOW_MS;
}

/**
 * The next server time (ms) at which a "new" mark of the wishlist ends, the first instant after
 * `serverNowMs` at which isNewWishlistItem turns false for an item; null when none will. A page
 * left open renders again then (issue 38).
 */
export function nextWishlistNewMarkEnd(
  items: Readonly<Record<string, string>>,
  serverNowMs: number,
): number | null {
  let next: number | null = null;
  for (const addedIso of Object.values(items)) {
    const ends = Date.parse(addedIso) + WISHLIST_NEW_ITEM_WINDOW_MS + 1;
    if (Number.isFinite(ends) && ends > serverNowMs && (next === null || ends < next)) next = ends;
  }
  return next;
}

/** The wishlist's title ids, most recently added first (ties by id). */
export function wishlistOrder(items: Readonly<Record<string, string>>): number[] {
  return Object.entries(items)
    .map(([id, added]) => ({ id: Number(id), added: Date.parse(added) }))
    .filter((item) => Number.isInteger(item.id))
    .sort((a, b) => b.added - a.added || a.id - b.id)
    .map((item) => item.id);
}
