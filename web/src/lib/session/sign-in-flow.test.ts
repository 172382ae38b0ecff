import { describe, expect, it } from 'vitest';
import { FIRST_SIGN_IN_STEP, nextSignInStep } from './sign-in-flow.ts';
import type { SignInFlowEvent, SignInFlowMode, SignInStep } from './sign-in-flow.ts';

function run(events: SignInFlowEvent[], mode: SignInFlowMode = 'page'): SignInStep {
  return events.reduce((step, event) => nextSignInStep(step, event, mode), FIRST_SIGN_IN_STEP);
}

const code = (result: 'activated' | 'alreadyActivated' | 'signedIn'): SignInFlowEvent => ({
  type: 'signed-in-with-activation-code',
  result,
  activationCode: 'CUST0001',
});

describe('the sign-in flow', () => {
  it('starts at the activation code', () => {
    expect(run([])).toEqual({ name: 'activation-code' });
  });

  it('goes on to set a PIN when the box has none yet, and is signed in once it is set', () => {
    expect(run([code('activated')])).toEqual({ name: 'set-pin' });
    expect(run([code('activated'), { type: 'pin-set' }])).toEqual({ name: 'signed-in' });
  });

  it('asks for the PIN when the household has one, keeping the code for the second call', () => {
    expect(run([code('alreadyActivated')])).toEqual({
      name: 'enter-pin',
      activationCode: 'CUST0001',
    });
    expect(run([code('alreadyActivated'), { type: 'pin-check-succeed' }])).toEqual({
      name: 'signed-in',
    });
  });

  it('stays on the PIN step after a wrong PIN', () => {
    expect(run([code('alreadyActivated'), { type: 'pin-check-failed' }])).toMatchObject({
      name: 'enter-pin',
    });
  });

  it('ends signed in when the code alone signs in', () => {
    expect(run([code('signedIn')])).toEqual({ name: 'signed-in' });
    expect(run([{ type: 'sign-in-succeed' }])).toEqual({ name: 'signed-in' });
  });

  it('sends a cookie sign-in without a PIN to set one, and one with a PIN through', () => {
    expect(run([{ type: 'sign-in-with-cookie', result: 'activated' }])).toEqual({
      name: 'set-pin',
    });
    expect(run([{ type: 'sign-in-with-cookie', result: 'signedIn' }])).toEqual({
      name: 'signed-in',
    });
  });

  it('goes back to the code on the pages', () => {
    expect(run([code('alreadyActivated'), { type: 'go-back-from-pin-check' }])).toEqual(
      FIRST_SIGN_IN_STEP,
    );
    expect(run([code('activated'), { type: 'go-back-from-set-pin' }])).toEqual(FIRST_SIGN_IN_STEP);
  });

  it('ends a modal flow, rejected, on cancel or go back', () => {
    expect(run([{ type: 'cancelled' }], 'modal')).toEqual({ name: 'ended', reason: 'cancelled' });
    expect(run([code('alreadyActivated'), { type: 'go-back-from-pin-check' }], 'modal')).toEqual({
      name: 'ended',
      reason: 'go-back-from-pin-check',
    });
    expect(run([code('activated'), { type: 'go-back-from-set-pin' }], 'modal')).toEqual({
      name: 'ended',
      reason: 'go-back-from-set-pin',
    });
  });

  it('ignores events that do not belong to the step', () => {
    expect(run([{ type: 'pin-set' }])).toEqual(FIRST_SIGN_IN_STEP);
    expect(run([{ type: 'pin-check-succeed' }])).toEqual(FIRST_SIGN_IN_STEP);
    expect(run([{ type: 'go-back-from-pin-check' }])).toEqual(FIRST_SIGN_IN_STEP);
    expect(run([code('activated'), code('alreadyActivated')])).toEqual({ name: 'set-pin' });
    expect(run([code('activated'), { type: 'pin-check-succeed' }])).toEqual({ name: 'set-pin' });
  });

  it('stays finished once signed in or ended', () => {
    expect(run([code('signedIn'), { type: 'cancelled' }])).toEqual({ name: 'signed-in' });
    expect(run([{ type: 'cancelled' }, { type: 'sign-in-succeed' }], 'modal')).toEqual({
      name: 'ended',
      reason: 'cancelled',
    });
  });
});
