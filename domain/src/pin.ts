import { PIN_LENGTH } from './constants.ts';

export const PIN_MESSAGES = {
  numbersOnly: 'Please enter numbers only.',
  confirmMismatch: 'The PIN you entered does not match. Please check the code and try again.',
  newPinMismatch: 'PIN does not match. Please enter your new PIN.',
  wrongCurrentPin: 'Incorrect PIN. Please check your code and try again.',
} as const;

/** What is wrong with PIN input (account spec §5), for a client to word in its own language. */
export type PinInputProblem = 'numbersOnly' | 'incomplete';

/** Exactly 4 digits, numbers only: a non-digit is reported before the length. Null when fine. */
export function pinInputProblem(pin: string): PinInputProblem | null {
  if (!/^\d*$/.test(pin)) return 'numbersOnly';
  if (pin.length !== PIN_LENGTH) return 'incomplete';
  return null;
}

/** Validates PIN input (account spec §5): exactly 4 digits, numbers only. Returns an error or null. */
export function pinInputError(pin: string): string | null {
  const problem = pinInputProblem(pin);
  if (problem === 'numbersOnly') return PIN_MESSAGES.numbersOnly;
  if (problem === 'incomplete') return `Enter all ${PIN_LENGTH} digits.`;
  return null;
}

/**
 * Guessing limit: a 4-digit PIN has only 10,000 values. After 5 wrong PINs for a household within
 * 15 minutes, PIN checks for it are refused for 15 minutes.
 */
export const PIN_GUESS_LIMIT = { attempts: 5, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 };

export interface PinGuessState {
  failedAttempts: number;
  failuresSince: number | null;
  lockedUntil: number | null;
}

export type PinAttemptClaim =
  { kind: 'locked'; retryAfterMs: number } | { kind: 'claimed'; next: PinGuessState };

/**
 * Counts an attempt before the PIN is checked (so parallel guesses cannot slip past the limit).
 * The attempt that reaches the limit locks provisionally; a right PIN then clears the count.
 */
export function claimPinAttempt(state: PinGuessState, now: number): PinAttemptClaim {
  if (state.lockedUntil !== null && state.lockedUntil > now) {
    return { kind: 'locked', retryAfterMs: state.lockedUntil - now };
  }
  const windowOpen =
    state.failuresSince !== null && now - state.failuresSince < PIN_GUESS_LIMIT.windowMs;
  const attempts = (windowOpen ? state.failedAttempts : 0) + 1;
  return {
    kind: 'claimed',
    next: {
      failedAttempts: attempts,
      failuresSince: windowOpen ? state.failuresSince : now,
      lockedUntil: attempts >= PIN_GUESS_LIMIT.attempts ? now + PIN_GUESS_LIMIT.lockMs : null,
    },
  };
}

/** How long a proven PIN covers a sensitive action (purchase, subscribe, change PIN, sign out everywhere). */
export const PIN_PROOF_VALID_MS = 5 * 60 * 1000;

/**
 * A PIN too easy to guess to be set (ASVS 6.2.x): one digit repeated (0000), a run up or down
 * (1234, 9876, 8901), or a pair repeated (1212). Only checked when a PIN is set or changed: PINs
 * already set (the demo households' 1234) still sign in.
 */
export function isTrivialPin(pin: string): boolean {
  if (!/^\d+$/.test(pin)) return false;
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => (d - digits[i]! + 10) % 10);
  if (steps.every((s) => s === 0)) return true;
  if (steps.every((s) => s === 1) || steps.every((s) => s === 9)) return true;
  return pin.length % 2 === 0 && pin === pin.slice(0, 2).repeat(pin.length / 2);
}

export const TRIVIAL_PIN_MESSAGE =
  'Choose a PIN that is harder to guess: not one digit repeated (0000), not a run such as 1234 or 9876, and not a repeated pair such as 1212.';

/** From this many wrong PINs in a row, an answer says how many tries are left (account issue 18.7). */
export const PIN_WARNING_FROM_FAILURES = 3;

/**
 * What a wrong-PIN answer adds once the lock draws near: the tries left before PIN entry locks,
 * and how long the lock would last. Null before PIN_WARNING_FROM_FAILURES failures, and once
 * locked (the lock has its own answer).
 */
export function pinWarningOf(
  failedAttempts: number,
): { attemptsLeft: number; lockMinutes: number } | null {
  const attemptsLeft = PIN_GUESS_LIMIT.attempts - failedAttempts;
  if (failedAttempts < PIN_WARNING_FROM_FAILURES || attemptsLeft <= 0) return null;
  return { attemptsLeft, lockMinutes: PIN_GUESS_LIMIT.lockMs / 60_000 };
}
