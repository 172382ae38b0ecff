import { COMMON_PINS } from './common-pins.ts';
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
 * Guessing limit: a 4-digit PIN has only 10,000 values. A client (clientKeyOf: an address, or an
 * IPv6 /64) with 5 wrong PINs for a household within 15 minutes is locked out of that household
 * for the rest of the 15 minutes. The household itself is never locked for everyone (issue 32.7,
 * decision 0042): from its 5th failure in a row, whoever tries next waits a slow step that
 * doubles with each further failure (15 s, 30 s, 1 min … at most 15 min), so guessers spread
 * over many addresses are slowed as much as ever, while the owner waits seconds, not a lock.
 */
export const PIN_GUESS_LIMIT = {
  attempts: 5,
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
  firstSlowStepMs: 15 * 1000,
};

export interface PinGuessState {
  failedAttempts: number;
  failuresSince: number | null;
  /** Until when the household's slow step holds every client off (null: no step). */
  lockedUntil: number | null;
}

/** One client's recent wrong PINs for a household, and when their count starts again. */
export interface ClientPinFailures {
  failures: number;
  resetAt: number;
}

export type PinAttemptClaim =
  { kind: 'locked'; retryAfterMs: number } | { kind: 'claimed'; next: PinGuessState };

/** The wait a household's `failedAttempts`-th failure in a row puts before the next try, if any. */
export function pinSlowStepMs(failedAttempts: number): number | null {
  const beyond = failedAttempts - PIN_GUESS_LIMIT.attempts;
  if (beyond < 0) return null;
  return Math.min(PIN_GUESS_LIMIT.lockMs, PIN_GUESS_LIMIT.firstSlowStepMs * 2 ** beyond);
}

/**
 * Counts an attempt before the PIN is checked (so parallel guesses cannot slip past the limit).
 * Refused: a client with `attempts` wrong PINs for this household, until its count starts again;
 * anyone while the household's slow step holds. The household's count is forgotten once a whole
 * window has passed since its last failure or step, so a patient guesser keeps the long steps.
 * A right PIN then clears the count.
 */
export function claimPinAttempt(
  state: PinGuessState,
  now: number,
  client: ClientPinFailures = { failures: 0, resetAt: now },
): PinAttemptClaim {
  if (client.failures >= PIN_GUESS_LIMIT.attempts) {
    return { kind: 'locked', retryAfterMs: Math.max(1000, client.resetAt - now) };
  }
  if (state.lockedUntil !== null && state.lockedUntil > now) {
    return { kind: 'locked', retryAfterMs: state.lockedUntil - now };
  }
  const lastActive = Math.max(state.failuresSince ?? 0, state.lockedUntil ?? 0);
  const windowOpen = state.failuresSince !== null && now - lastActive < PIN_GUESS_LIMIT.windowMs;
  const attempts = (windowOpen ? state.failedAttempts : 0) + 1;
  const step = pinSlowStepMs(attempts);
  return {
    kind: 'claimed',
    next: {
      failedAttempts: attempts,
      failuresSince: windowOpen ? state.failuresSince : now,
      lockedUntil: step === null ? null : now + step,
    },
  };
}

/** How long a proven PIN covers a sensitive action (purchase, subscribe, change PIN, sign out everywhere). */
export const PIN_PROOF_VALID_MS = 5 * 60 * 1000;

/** Why a PIN is too easy to guess to be set (ASVS 6.2.x). */
export type WeakPinReason = 'repeatedDigit' | 'run' | 'repeatedPair' | 'common';

function patternOf(pin: string): Exclude<WeakPinReason, 'common'> | null {
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => (d - digits[i]! + 10) % 10);
  if (steps.every((s) => s === 0)) return 'repeatedDigit';
  if (steps.every((s) => s === 1) || steps.every((s) => s === 9)) return 'run';
  if (pin.length % 2 === 0 && pin === pin.slice(0, 2).repeat(pin.length / 2)) return 'repeatedPair';
  return null;
}

/**
 * Why a PIN may not be set, or null: one digit repeated (0000), a run up or down (1234, 9876,
 * 8901), a pair repeated (1212), or one of the most common PINs (COMMON_PINS: 1004, 2000, 2580…).
 * Only checked when a PIN is set or changed: PINs already set (the demo households' 1234) still
 * sign in. The server refuses with it and the web explains it before and after (issue 38.1).
 */
export function weakPinReason(pin: string): WeakPinReason | null {
  if (!/^\d+$/.test(pin)) return null;
  return patternOf(pin) ?? (COMMON_PINS.includes(pin) ? 'common' : null);
}

export function isTrivialPin(pin: string): boolean {
  return weakPinReason(pin) !== null;
}

/** The common PINs that no pattern covers, which a hint has to name one by one. */
export const COMMON_PINS_BEYOND_PATTERNS: readonly string[] = COMMON_PINS.filter(
  (pin) => patternOf(pin) === null,
);

export const TRIVIAL_PIN_MESSAGE = `Choose a PIN that is harder to guess: not one digit repeated (0000), not a run such as 1234 or 9876, not a repeated pair such as 1212, and not one of the most used PINs (${COMMON_PINS_BEYOND_PATTERNS.join(', ')}).`;

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
