/** Derived entitlement rule (account spec §4). */
export interface EntitlementTimes {
  expires: string | null;
  download_expires: string | null;
}

/**
 * An entitlement is valid if `expires` is in the future, or, when there is no `expires`,
 * `download_expires` is in the future. `nowMs` is server time.
 */
export function isEntitlementValid(e: EntitlementTimes | null | undefined, nowMs: number): boolean {
  if (!e) return false;
  if (e.expires) return Date.parse(e.expires) > nowMs;
  if (e.download_expires) return Date.parse(e.download_expires) > nowMs;
  return false;
}
