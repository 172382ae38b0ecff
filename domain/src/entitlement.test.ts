import { describe, expect, it } from 'vitest';
import { isEntitlementValid } from './entitlement.ts';

const now = Date.parse('2026-11-21T12:00:00Z');
const future = '2026-11-22T12:00:00Z';
const past = '2026-11-20T12:00:00Z';

describe('isEntitlementValid', () => {
  it('is valid while expires is in the future', () => {
    expect(isEntitlementValid({ expires: future, download_expires: null }, now)).toBe(true);
  });

  it('is invalid once expires has passed, whatever download_expires says', () => {
    expect(isEntitlementValid({ expires: past, download_expires: future }, now)).toBe(false);
  });

  it('falls back to download_expires when there is no expires', () => {
    expect(isEntitlementValid({ expires: null, download_expires: future }, now)).toBe(true);
    expect(isEntitlementValid({ expires: null, download_expires: past }, now)).toBe(false);
  });

  it('is invalid without any expiry or without an entitlement', () => {
    expect(isEntitlementValid({ expires: null, download_expires: null }, now)).toBe(false);
    expect(isEntitlementValid(undefined, now)).toBe(false);
  });
});
