import { describe, expect, it } from 'vitest';
import {
  isCustomerLogin,
  isRetailProvider,
  isSignOutMessage,
  newBoxActivationCode,
  rolesOf,
  rolesOfAccount,
  signInRefusal,
} from './sign-in.ts';
import type { SignInCandidate } from './sign-in.ts';

const goodBox = { activationStatus: 'ACTIVATED' as const, isValid: true, serial: 'S1', mac: null };
const active: SignInCandidate = { status: 'ACTIVE', isDefault: false, terminals: [goodBox] };

describe('signInRefusal', () => {
  it('lets an active household with an activated box in', () => {
    expect(signInRefusal(active)).toBeNull();
  });

  it.each([
    [{ ...active, isDefault: true }, 'ERR_INVALID_ACTIVATION_CODE'],
    [{ ...active, status: 'SUSPENDED' as const }, 'ERR_SUSPENDED'],
    [{ ...active, status: 'DISABLED' as const }, 'ERR_NO_CATALOGUE'],
    [{ ...active, terminals: [{ ...goodBox, isValid: false }] }, 'INVALID_TERMINAL'],
    [
      { ...active, terminals: [{ ...goodBox, activationStatus: 'NOT_ACTIVATED' as const }] },
      'NOT_ACTIVATED',
    ],
    [{ ...active, terminals: [] }, 'NOT_ACTIVATED'],
    [{ ...active, terminals: [{ ...goodBox, serial: null, mac: null }] }, 'ERR_GENERAL'],
  ])('refuses %j with %s', (candidate, code) => {
    expect(signInRefusal(candidate)?.code).toBe(code);
  });

  it('names the missing serial and mac as the spec words it', () => {
    const refusal = signInRefusal({
      ...active,
      terminals: [{ ...goodBox, serial: null, mac: null }],
    });
    expect(refusal?.message).toBe('Terminal missing serial and mac');
  });

  it('reports the account state before the box state', () => {
    expect(
      signInRefusal({ ...active, status: 'SUSPENDED', terminals: [{ ...goodBox, isValid: false }] })
        ?.code,
    ).toBe('ERR_SUSPENDED');
  });
});

describe('roles', () => {
  const base = {
    isDefault: false,
    userDefinedPin: true,
    ispName: 'Harbour Broadband',
    purchaseDisabled: false,
    terminals: [{ type: 'STB', activationStatus: 'ACTIVATED' }],
  };

  it('treats Retail and Test Retail as retail providers', () => {
    expect(isRetailProvider('Retail')).toBe(true);
    expect(isRetailProvider('Test Retail')).toBe(true);
    expect(isRetailProvider('retail')).toBe(false);
  });

  it('needs a user-defined PIN and a non-default household for a customer login', () => {
    expect(isCustomerLogin(base)).toBe(true);
    expect(isCustomerLogin({ ...base, userDefinedPin: false })).toBe(false);
    expect(isCustomerLogin({ ...base, isDefault: true })).toBe(false);
  });

  it('combines roles', () => {
    expect(rolesOf(base)).toEqual(['customer']);
    expect(rolesOf({ ...base, ispName: 'Retail' })).toEqual(['customer', 'retail']);
    expect(rolesOf({ ...base, purchaseDisabled: true })).toEqual(['customer', 'restricted']);
    expect(
      rolesOf({ ...base, terminals: [{ type: 'STANDALONE', activationStatus: 'ACTIVATED' }] }),
    ).toEqual(['customer', 'standalone']);
    expect(rolesOf({ ...base, isDefault: true })).toEqual(['anonymous']);
  });
});

describe('rolesOfAccount', () => {
  const account = {
    household: { uuid: 'h1', user_defined_pin: true },
    isp: { name: 'Retail', purchase_disabled: true },
    terminals: [{ type: 'STANDALONE' as const, activation_status: 'ACTIVATED' as const }],
  };

  it('reads the roles from an account answer', () => {
    expect(rolesOfAccount(account)).toEqual(['customer', 'retail', 'standalone', 'restricted']);
  });

  it('has no customer role before a PIN is set', () => {
    expect(
      rolesOfAccount({ ...account, household: { uuid: 'h1', user_defined_pin: false } }),
    ).not.toContain('customer');
  });

  it('is anonymous for the default household', () => {
    expect(rolesOfAccount(account, { isDefault: true })).toEqual(['anonymous']);
  });
});

describe('isSignOutMessage', () => {
  it.each([
    'NOT_AUTHENTICATED',
    'HOUSEHOLD_SUSPENDED',
    'HOUSEHOLD_DISABLED',
    'AUTH_FAILED',
    'AUTHENTICATION_INVALIDATED',
  ])('ends the session on %s', (code) => {
    expect(isSignOutMessage(code)).toBe(true);
  });

  it.each(['ERR_INCORRECT_PIN', 'ERR_SUSPENDED', 'MISSING_PIN', null, undefined])(
    'keeps the session on %s',
    (code) => {
      expect(isSignOutMessage(code)).toBe(false);
    },
  );
});

describe('newBoxActivationCode', () => {
  it('trims the code and puts it in capitals', () => {
    expect(newBoxActivationCode('  newpin01 ')).toBe('NEWPIN01');
  });

  it('takes 4 to 16 letters and digits', () => {
    expect(newBoxActivationCode('AB12')).toBe('AB12');
    expect(newBoxActivationCode('A'.repeat(16))).toBe('A'.repeat(16));
  });

  it.each(['', 'AB1', 'A'.repeat(17), 'x!', 'AB-12', 'AB 12'])('refuses %j', (typed) => {
    expect(newBoxActivationCode(typed)).toBeNull();
  });
});
