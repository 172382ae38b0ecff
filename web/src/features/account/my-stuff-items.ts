import { BUY_DURATION, isEntitlementValid, type EntitlementWire } from '@app/domain';

/** One line of My Stuff: a title the household bought or rented. */
export interface MyStuffItem {
  titleId: number;
  kind: 'bought' | 'rented' | 'expired' | 'pending';
  /** When a rental ends or ended; null for a purchase. */
  expires: string | null;
  /** Episodes that came with it (a season bought). */
  episodeCount: number;
}

/**
 * My Stuff from the account's entitlements (account spec §3, §4): what is watchable first, newest
 * first, then rentals that have ended. `nowMs` is server time.
 */
export function myStuffItems(
  entitlements: Record<string, EntitlementWire>,
  nowMs: number,
): MyStuffItem[] {
  const rows = Object.entries(entitlements).map(([id, entitlement]) => ({
    created: Date.parse(entitlement.created),
    item: itemOf(Number(id), entitlement, nowMs),
  }));
  const order = (kind: MyStuffItem['kind']) => (kind === 'expired' ? 1 : 0);
  rows.sort(
    (a, b) =>
      order(a.item.kind) - order(b.item.kind) ||
      b.created - a.created ||
      a.item.titleId - b.item.titleId,
  );
  return rows.map((row) => row.item);
}

function itemOf(titleId: number, entitlement: EntitlementWire, nowMs: number): MyStuffItem {
  const episodeCount = Object.keys(entitlement.children).length;
  const bought =
    entitlement.price_rule === null || entitlement.price_rule.duration === BUY_DURATION;
  let kind: MyStuffItem['kind'];
  if (entitlement.state === 'PENDING') kind = 'pending';
  else if (!isEntitlementValid(entitlement, nowMs) || entitlement.state === 'EXPIRED')
    kind = 'expired';
  else kind = bought ? 'bought' : 'rented';
  return { titleId, kind, expires: bought ? null : entitlement.expires, episodeCount };
}
