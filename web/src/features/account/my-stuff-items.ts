import { BUY_DURATION, isEntitlementValid, type EntitlementWire } from '@app/domain';

/** One line of My Stuff: a title the household bought or rented. */
export interface MyStuffItem {
  titleId: number;
  kind: 'bought' | 'rented' | 'pending';
  /** When a rental ends or ended; null for a purchase. */
  expires: string | null;
  /** Episodes that came with it (a season bought). */
  episodeCount: number;
}

/**
 * My Stuff from the account's entitlements (account spec §3, §4): what the household can watch,
 * newest first; rentals that have run out are gone. `nowMs` is server time.
 */
export function myStuffItems(
  entitlements: Record<string, EntitlementWire>,
  nowMs: number,
): MyStuffItem[] {
  const rows = Object.entries(entitlements).flatMap(([id, entitlement]) => {
    const item = itemOf(Number(id), entitlement, nowMs);
    return item ? [{ created: Date.parse(entitlement.created), item }] : [];
  });
  rows.sort((a, b) => b.created - a.created || a.item.titleId - b.item.titleId);
  return rows.map((row) => row.item);
}

function itemOf(titleId: number, entitlement: EntitlementWire, nowMs: number): MyStuffItem | null {
  const episodeCount = Object.keys(entitlement.children).length;
  const bought =
    entitlement.price_rule === null || entitlement.price_rule.duration === BUY_DURATION;
  let kind: MyStuffItem['kind'];
  if (entitlement.state === 'PENDING') kind = 'pending';
  else if (!isEntitlementValid(entitlement, nowMs) || entitlement.state === 'EXPIRED') return null;
  else kind = bought ? 'bought' : 'rented';
  return { titleId, kind, expires: bought ? null : entitlement.expires, episodeCount };
}
