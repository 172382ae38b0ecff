import { PIN_LENGTH } from './constants.ts';

export const PIN_MESSAGES = {
  numbersOnly: 'Please enter numbers only.',
  confirmMismatch: 'The PIN you entered does not match. Please check the code and try again.',
  newPinMismatch: 'PIN does not match. Please enter your new PIN.',
  wrongCurrentPin: 'Incorrect PIN. Please check your code and try again.',
} as const;

/** Validates PIN input (account spec §5): exactly 4 digits, numbers only. Returns an error or null. */
export function pinInputError(pin: string): string | null {
  if (!/^\d*$/.test(pin)) return PIN_MESSAGES.numbersOnly;
  if (pin.length !== PIN_LENGTH) return `Enter all ${PIN_LENGTH} digits.`;
  return null;
}

/**
 * Guessing limit: a 4-digit PIN has 10,000 values, so after 5 wrong tries in a row the household
 * waits 15 minutes; each further wrong try doubles the wait, up to a day.
 */
export const PIN_GUESS_LIMIT = {
  freeAttempts: 5,
  firstLockMs: 15 * 60 * 1000,
  maxLockMs: 24 * 60 * 60 * 1000,
};

export function pinLockAfterFailure(failedAttempts: number): number | null {
  const over = failedAttempts - PIN_GUESS_LIMIT.freeAttempts;
  if (over < 0) return null;
  return Math.min(PIN_GUESS_LIMIT.firstLockMs * 2 ** over, PIN_GUESS_LIMIT.maxLockMs);
}

/** How long a proven PIN covers a sensitive action (purchase, subscribe, change PIN, sign out everywhere). */
export const PIN_PROOF_VALID_MS = 5 * 60 * 1000;
