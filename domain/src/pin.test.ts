import { describe, expect, it } from 'vitest';
import type { PinGuessState } from './pin.ts';
import { COMMON_PINS } from './common-pins.ts';
import {
  claimPinAttempt,
  COMMON_PINS_BEYOND_PATTERNS,
  TRIVIAL_PIN_MESSAGE,
  weakPinReason,
  isTrivialPin,
  pinSlowStepMs,
  pinWarningOf,
  PIN_GUESS_LIMIT,
  PIN_MESSAGES,
  pinInputError,
  pinInputProblem,
} from './pin.ts';

describe('pinInputError', () => {
  it('accepts exactly four digits', () => {
    expect(pinInputError('0042')).toBeNull();
  });

  it('refuses anything but digits with the spec text', () => {
    expect(pinInputError('12a4')).toBe(PIN_MESSAGES.numbersOnly);
    expect(pinInputError('１２３４')).toBe(PIN_MESSAGES.numbersOnly);
  });

  it('refuses the wrong length', () => {
    expect(pinInputError('123')).not.toBeNull();
    expect(pinInputError('12345')).not.toBeNull();
  });
});

describe('pinInputProblem', () => {
  it('names a non-digit before a wrong length, and nothing for four digits', () => {
    expect(pinInputProblem('1a')).toBe('numbersOnly');
    expect(pinInputProblem('12 4')).toBe('numbersOnly');
    expect(pinInputProblem('123')).toBe('incomplete');
    expect(pinInputProblem('')).toBe('incomplete');
    expect(pinInputProblem('12345')).toBe('incomplete');
    expect(pinInputProblem('9876')).toBeNull();
  });
});

describe('claimPinAttempt', () => {
  const fresh: PinGuessState = { failedAttempts: 0, failuresSince: null, lockedUntil: null };
  const now = 1_000_000_000;
  const minute = 60_000;

  function failTimes(n: number, start: PinGuessState = fresh, at = now) {
    let state = start;
    for (let i = 0; i < n; i++) {
      const claim = claimPinAttempt(state, at);
      if (claim.kind !== 'claimed') throw new Error('locked early');
      state = claim.next;
    }
    return state;
  }

  it('counts attempts without locking below the limit', () => {
    const state = failTimes(4);
    expect(state).toEqual({ failedAttempts: 4, failuresSince: now, lockedUntil: null });
  });

  it('locks out a client with five wrong PINs for this household until its count starts again', () => {
    const state = failTimes(4);
    const client = { failures: 5, resetAt: now + 14 * minute };
    expect(claimPinAttempt(state, now + minute, client)).toEqual({
      kind: 'locked',
      retryAfterMs: 13 * minute,
    });
  });

  it('slows the household from its fifth failure by 15 seconds, not a 15-minute lock for everyone', () => {
    const state = failTimes(5);
    expect(state.lockedUntil).toBe(now + 15_000);
    // Another client (the owner at a sixth address) waits seconds, then may try.
    expect(claimPinAttempt(state, now + 5_000)).toEqual({ kind: 'locked', retryAfterMs: 10_000 });
    expect(claimPinAttempt(state, now + 15_000).kind).toBe('claimed');
  });

  it('doubles the step with each further failure, up to the 15-minute lock', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11, 12].map(pinSlowStepMs)).toEqual([
      null,
      15_000,
      30_000,
      minute,
      2 * minute,
      4 * minute,
      8 * minute,
      15 * minute,
      15 * minute,
    ]);
    let state = failTimes(5);
    for (let i = 0; i < 4; i++) {
      const claim = claimPinAttempt(state, state.lockedUntil!);
      if (claim.kind !== 'claimed') throw new Error('refused after the step');
      state = claim.next;
    }
    expect(state.failedAttempts).toBe(9);
    expect(state.lockedUntil! - state.failuresSince!).toBe(
      (15 + 30 + 60 + 120) * 1000 + 4 * minute,
    );
  });

  it('keeps a patient guesser on long steps: the count lasts a window past the last step', () => {
    let state = failTimes(5);
    let at = now;
    for (let i = 0; i < 6; i++) {
      at = state.lockedUntil!;
      const claim = claimPinAttempt(state, at);
      if (claim.kind !== 'claimed') throw new Error('refused after the step');
      state = claim.next;
    }
    // More than a window after the first failure, the steps still grow.
    expect(at - now).toBeGreaterThan(PIN_GUESS_LIMIT.windowMs);
    expect(state.lockedUntil! - at).toBe(15 * minute);
  });

  it('starts afresh once a whole window has passed since the last step', () => {
    const slowed = failTimes(5);
    const claim = claimPinAttempt(slowed, slowed.lockedUntil! + PIN_GUESS_LIMIT.windowMs);
    expect(claim).toEqual({
      kind: 'claimed',
      next: {
        failedAttempts: 1,
        failuresSince: slowed.lockedUntil! + PIN_GUESS_LIMIT.windowMs,
        lockedUntil: null,
      },
    });
  });

  it('forgets failures older than the 15-minute window', () => {
    const state = failTimes(4);
    const later = claimPinAttempt(state, now + 16 * minute);
    expect(later.kind === 'claimed' && later.next.failedAttempts).toBe(1);
  });

  it('keeps counting failures inside the window', () => {
    const state = failTimes(4);
    const later = claimPinAttempt(state, now + 14 * minute);
    expect(later.kind === 'claimed' && later.next.lockedUntil).toBe(now + 14 * minute + 15_000);
  });
});

describe('isTrivialPin', () => {
  it.each([
    '0000',
    '1111',
    '9999',
    '1234',
    '2345',
    '6789',
    '8901',
    '9876',
    '3210',
    '1098',
    '1212',
    '4545',
  ])('refuses %s', (pin) => expect(isTrivialPin(pin)).toBe(true));
  it.each(['1357', '4821', '1123', '7391', '1221', '2468'])('accepts %s', (pin) =>
    expect(isTrivialPin(pin)).toBe(false),
  );
  it.each(['1122', '2580', '1004', '2000', '2001'])(
    'refuses %s, a common PIN no pattern catches (issue 32.7)',
    (pin) => expect(weakPinReason(pin)).toBe('common'),
  );
  it('refuses every PIN of the common-PIN list', () => {
    expect(COMMON_PINS.length).toBeGreaterThanOrEqual(20);
    expect(COMMON_PINS.filter((pin) => !isTrivialPin(pin))).toEqual([]);
  });
});

describe('weakPinReason', () => {
  it('names the pattern before the list', () => {
    expect(weakPinReason('7777')).toBe('repeatedDigit');
    expect(weakPinReason('4321')).toBe('run');
    expect(weakPinReason('6969')).toBe('repeatedPair');
    expect(weakPinReason('4821')).toBeNull();
    expect(weakPinReason('12a4')).toBeNull();
  });

  it('leaves only the common PINs no pattern covers for a hint to name, and the message names them', () => {
    expect(COMMON_PINS_BEYOND_PATTERNS).toEqual(['1004', '2000', '1122', '2001', '2580']);
    for (const pin of COMMON_PINS_BEYOND_PATTERNS) expect(TRIVIAL_PIN_MESSAGE).toContain(pin);
  });
});

describe('pinWarningOf', () => {
  it('warns after the 3rd and 4th wrong PIN with the tries left and the lock time', () => {
    expect(pinWarningOf(1)).toBeNull();
    expect(pinWarningOf(2)).toBeNull();
    expect(pinWarningOf(3)).toEqual({ attemptsLeft: 2, lockMinutes: 15 });
    expect(pinWarningOf(4)).toEqual({ attemptsLeft: 1, lockMinutes: 15 });
    expect(pinWarningOf(5)).toBeNull();
  });
});
