import { describe, expect, it } from 'vitest';
import type { PinGuessState } from './pin.ts';
import {
  claimPinAttempt,
  isTrivialPin,
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

  it('locks with the fifth attempt for 15 minutes', () => {
    const state = failTimes(5);
    expect(state.lockedUntil).toBe(now + 15 * minute);
    expect(claimPinAttempt(state, now + minute)).toEqual({
      kind: 'locked',
      retryAfterMs: 14 * minute,
    });
  });

  it('opens again once the lock is over, with a fresh count', () => {
    const locked = failTimes(5);
    const claim = claimPinAttempt(locked, now + PIN_GUESS_LIMIT.lockMs);
    expect(claim).toEqual({
      kind: 'claimed',
      next: { failedAttempts: 1, failuresSince: now + PIN_GUESS_LIMIT.lockMs, lockedUntil: null },
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
    expect(later.kind === 'claimed' && later.next.lockedUntil).toBe(
      now + 14 * minute + PIN_GUESS_LIMIT.lockMs,
    );
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
  it.each(['1357', '2580', '4821', '1123', '7391', '1221'])('accepts %s', (pin) =>
    expect(isTrivialPin(pin)).toBe(false),
  );
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
