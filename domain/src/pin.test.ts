import { describe, expect, it } from 'vitest';
import { PIN_GUESS_LIMIT, PIN_MESSAGES, pinInputError, pinLockAfterFailure } from './pin.ts';

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

describe('pinLockAfterFailure', () => {
  it('allows the free attempts without a lock', () => {
    for (let n = 1; n < PIN_GUESS_LIMIT.freeAttempts; n++)
      expect(pinLockAfterFailure(n)).toBeNull();
  });

  it('locks from the fifth failure and doubles up to a day', () => {
    expect(pinLockAfterFailure(5)).toBe(15 * 60 * 1000);
    expect(pinLockAfterFailure(6)).toBe(30 * 60 * 1000);
    expect(pinLockAfterFailure(40)).toBe(24 * 60 * 60 * 1000);
  });
});
