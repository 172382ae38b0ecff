import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/api/client.ts';
import {
  answerUltimateOffer,
  isAlertFailure,
  packageFailureOf,
  startChange,
  type PackageRequest,
} from './package-change.ts';

const addVariety: PackageRequest = { planId: 104, planName: 'Variety', action: 'add' };
const ultimate = { planId: 100, planName: 'Ultimate' };

describe('the steps of a pack change', () => {
  it('offers Ultimate first when adding a pack that should offer it', () => {
    const step = startChange(addVariety, { ultimate, termsAccepted: true });
    expect(step).toEqual({ name: 'offer-ultimate', request: addVariety, ultimate });
  });

  it('asks for the terms before a subscription until they are accepted, then the PIN', () => {
    expect(startChange(addVariety, { ultimate: null, termsAccepted: false }).name).toBe('terms');
    expect(startChange(addVariety, { ultimate: null, termsAccepted: true }).name).toBe('pin');
    const cancel: PackageRequest = { ...addVariety, action: 'cancel' };
    expect(startChange(cancel, { ultimate: null, termsAccepted: false }).name).toBe('pin');
  });

  it('upgrades to Ultimate when the offer is taken, else adds the pack asked for', () => {
    const offer = startChange(addVariety, { ultimate, termsAccepted: true });
    if (offer.name !== 'offer-ultimate') throw new Error('no offer');
    expect(answerUltimateOffer(offer, true, true)).toEqual({
      name: 'pin',
      request: { planId: 100, planName: 'Ultimate', action: 'upgrade' },
    });
    expect(answerUltimateOffer(offer, false, false)).toEqual({
      name: 'terms',
      request: addVariety,
    });
  });
});

describe('packageFailureOf (account spec §8)', () => {
  const refused = (code: string, answer: Record<string, unknown> | null = null) =>
    packageFailureOf(new ApiError(code, code, 409, null, answer));

  it('reads the spec’s codes', () => {
    expect(refused('ERR_ISP_REFUSED')).toEqual({ kind: 'declined' });
    expect(refused('ERR_PLAN_INCLUDED')).toEqual({ kind: 'included' });
    expect(refused('ERR_PLAN_NOT_CANCELLABLE')).toEqual({ kind: 'not-cancellable' });
    expect(refused('NO_PURCHASE_ALLOWED')).toEqual({ kind: 'restricted' });
    expect(refused('ERR_PIN_REQUIRED')).toEqual({ kind: 'pin-required' });
    expect(refused('network-or-server-connection-error')).toEqual({ kind: 'connection' });
  });

  it('takes the upgrade plan beside UPGRADE_TO_MASTER when it is well formed', () => {
    expect(refused('UPGRADE_TO_MASTER', { upgrade_plan: { id: 100, name: 'Ultimate' } })).toEqual({
      kind: 'deprecated',
      upgrade: { id: 100, name: 'Ultimate' },
    });
    expect(refused('UPGRADE_TO_MASTER', { upgrade_plan: { id: '100' } })).toEqual({
      kind: 'deprecated',
      upgrade: null,
    });
  });

  it('tells toasts from alerts', () => {
    expect(isAlertFailure({ kind: 'declined' })).toBe(true);
    expect(isAlertFailure({ kind: 'deprecated', upgrade: null })).toBe(false);
    expect(isAlertFailure({ kind: 'connection' })).toBe(false);
    expect(isAlertFailure(packageFailureOf(new Error('bug')))).toBe(true);
  });
});
