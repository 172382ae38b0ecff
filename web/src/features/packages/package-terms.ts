import { readStored, writeStored } from '#app/lib/local-storage.ts';

/**
 * Whether a household has accepted the package terms on this browser: the terms come before its
 * first subscription here (account spec §2 package terms modal). Kept in local storage with the
 * other UI flags (§9); without storage the terms are simply asked again.
 */

const keyOf = (householdUuid: string) => `packages.termsAccepted.${householdUuid}`;

export function packageTermsAccepted(householdUuid: string): boolean {
  return readStored(keyOf(householdUuid)) === '1';
}

export function acceptPackageTerms(householdUuid: string): void {
  writeStored(keyOf(householdUuid), '1');
}
