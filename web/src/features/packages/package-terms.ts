/**
 * Whether a household has accepted the package terms on this browser: the terms come before its
 * first subscription here (account spec §2 package terms modal). Kept in local storage with the
 * other UI flags (§9); without storage the terms are simply asked again.
 */

const keyOf = (householdUuid: string) => `packages.termsAccepted.${householdUuid}`;

export function packageTermsAccepted(householdUuid: string): boolean {
  try {
    return window.localStorage.getItem(keyOf(householdUuid)) === '1';
  } catch {
    return false;
  }
}

export function acceptPackageTerms(householdUuid: string): void {
  try {
    window.localStorage.setItem(keyOf(householdUuid), '1');
  } catch {
    // asked again next time
  }
}
