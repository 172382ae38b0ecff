/**
 * Retail logon by e-mail and password (marketing spec §1: retail customers sign in with an
 * activation code and PIN, or with e-mail and password). The spec gives no password rules; these
 * are the product's: long enough to resist guessing beside the shared guessing limit, short
 * enough that scrypt's cost stays bounded.
 */
export const RETAIL_PASSWORD_RULES = { minLength: 8, maxLength: 128 } as const;
export const RETAIL_EMAIL_MAX_LENGTH = 254;

export type RetailPasswordProblem = 'tooShort' | 'tooLong' | 'needsLetterAndDigit';

/** What is wrong with a new password, for a client to word; null when it is fine. */
export function retailPasswordProblem(password: string): RetailPasswordProblem | null {
  const length = [...password].length;
  if (length < RETAIL_PASSWORD_RULES.minLength) return 'tooShort';
  if (length > RETAIL_PASSWORD_RULES.maxLength) return 'tooLong';
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return 'needsLetterAndDigit';
  return null;
}

/** E-mail addresses are compared trimmed and in lower case: one household per address. */
export function normaliseRetailEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A plain shape check (something@domain.tld); the address is never mailed, so no more is needed. */
export function isPlausibleEmail(email: string): boolean {
  const value = normaliseRetailEmail(email);
  return value.length <= RETAIL_EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/**
 * The retail site's partner apps page (account spec §1 names the page; the apps are those of the
 * marketing spec's streaming apps page, §2 /features/streaming-apps/{subPathName}).
 */
export const RETAIL_PARTNER_APPS = [
  { id: 'netflix', name: 'Netflix' },
  { id: 'disney-plus', name: 'Disney+' },
  { id: 'prime-video', name: 'Prime Video' },
  { id: 'paramount', name: 'Paramount+' },
  { id: 'youtube', name: 'YouTube' },
  { id: 'stan', name: 'Stan' },
  { id: 'britbox', name: 'BritBox' },
  { id: 'hayu', name: 'hayu' },
  { id: 'dazn', name: 'DAZN' },
] as const;
