import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from '#app/api/client.ts';
import { signInProblemOf } from './sign-in-problems.ts';

const refusal = (code: string, message = '', answer: Record<string, unknown> | null = null) =>
  new ApiError(code, message, 403, null, answer);

describe('signInProblemOf', () => {
  it.each([
    ['NOT_ACTIVATED', 'notActivated'],
    ['ERR_NO_CATALOGUE', 'accountDisabled'],
    ['ERR_SUSPENDED', 'accountSuspended'],
    ['ERR_INCORRECT_PIN', 'incorrectPin'],
    ['ERR_PIN_LOCKED', 'pinLocked'],
    ['NOT_AUTHENTICATED', 'sessionExpired'],
    ['ERR_INVALID_ACTIVATION_CODE', 'invalidCode'],
    ['ERR_VALIDATION', 'invalidCode'],
    ['SOMETHING_NEW', 'invalidCode'],
    [NETWORK_ERROR_CODE, 'connection'],
  ])('reads %s as %s', (code, problem) => {
    expect(signInProblemOf(refusal(code))).toBe(problem);
  });

  it('needs an active box only when the general error names the missing serial and mac', () => {
    expect(signInProblemOf(refusal('ERR_GENERAL', 'Terminal missing serial and mac'))).toBe(
      'activeBoxRequired',
    );
    expect(signInProblemOf(refusal('ERR_GENERAL', 'Something else'))).toBe('invalidCode');
  });

  it('sends retail customers with an invalid box to the retail site, and others to their provider', () => {
    expect(signInProblemOf(refusal('INVALID_TERMINAL', '', { isp: { name: 'Retail' } }))).toBe(
      'invalidTerminalRetail',
    );
    expect(signInProblemOf(refusal('INVALID_TERMINAL', '', { isp: { name: 'Test Retail' } }))).toBe(
      'invalidTerminalRetail',
    );
    expect(signInProblemOf(refusal('INVALID_TERMINAL', '', { isp: { name: 'Direct' } }))).toBe(
      'invalidTerminal',
    );
    expect(signInProblemOf(refusal('INVALID_TERMINAL'))).toBe('invalidTerminal');
  });

  it('reads anything that is not an API answer as a connection problem', () => {
    expect(signInProblemOf(new TypeError('Failed to fetch'))).toBe('connection');
  });
});
