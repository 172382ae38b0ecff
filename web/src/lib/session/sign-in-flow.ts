/**
 * The sign-in flow (account spec §4) as a state machine: the steps a user is on and the spec's
 * named events between them. Pure, so the page flow and the modal flow share it.
 *
 * code → activated (the box has no PIN yet): set PIN
 *      → alreadyActivated (it has one, MISSING_PIN): enter PIN
 *      → a refusal: stay on the code step and say why
 * A PIN set or checked ends the flow signed in. In the modal, cancel and go back end it too,
 * rejected; on the pages, going back returns to the code step.
 */

export type SignInStep =
  | { name: 'activation-code' }
  | { name: 'enter-pin'; activationCode: string }
  | { name: 'set-pin' }
  | { name: 'signed-in' }
  | { name: 'ended'; reason: SignInRejection };

/** Why a modal flow ended without signing in. */
export type SignInRejection = 'cancelled' | 'go-back-from-pin-check' | 'go-back-from-set-pin';

/** What an activation code or a cookie sign-in found (account spec §4). */
export type ActivationResult = 'activated' | 'alreadyActivated' | 'signedIn';

export type SignInFlowEvent =
  | { type: 'signed-in-with-activation-code'; result: ActivationResult; activationCode: string }
  | { type: 'sign-in-with-cookie'; result: Exclude<ActivationResult, 'alreadyActivated'> }
  | { type: 'pin-set' }
  | { type: 'pin-check-succeed' }
  | { type: 'pin-check-failed' }
  | { type: 'sign-in-succeed' }
  | { type: 'cancelled' }
  | { type: 'go-back-from-pin-check' }
  | { type: 'go-back-from-set-pin' };

export type SignInFlowMode = 'page' | 'modal';

export const FIRST_SIGN_IN_STEP: SignInStep = { name: 'activation-code' };

export function nextSignInStep(
  step: SignInStep,
  event: SignInFlowEvent,
  mode: SignInFlowMode,
): SignInStep {
  // A finished flow stays finished.
  if (step.name === 'signed-in' || step.name === 'ended') return step;

  switch (event.type) {
    case 'signed-in-with-activation-code':
      if (step.name !== 'activation-code') return step;
      return afterActivation(event.result, event.activationCode);
    case 'sign-in-with-cookie':
      return event.result === 'activated' ? { name: 'set-pin' } : { name: 'signed-in' };
    case 'pin-set':
      return step.name === 'set-pin' ? { name: 'signed-in' } : step;
    case 'pin-check-succeed':
      return step.name === 'enter-pin' ? { name: 'signed-in' } : step;
    case 'pin-check-failed':
      // The PIN step stays, showing why; the guessing limit is the server's.
      return step;
    case 'sign-in-succeed':
      return { name: 'signed-in' };
    case 'cancelled':
      return { name: 'ended', reason: 'cancelled' };
    case 'go-back-from-pin-check':
      if (step.name !== 'enter-pin') return step;
      return mode === 'modal' ? { name: 'ended', reason: event.type } : FIRST_SIGN_IN_STEP;
    case 'go-back-from-set-pin':
      if (step.name !== 'set-pin') return step;
      return mode === 'modal' ? { name: 'ended', reason: event.type } : FIRST_SIGN_IN_STEP;
  }
}

function afterActivation(result: ActivationResult, activationCode: string): SignInStep {
  switch (result) {
    case 'activated':
      return { name: 'set-pin' };
    case 'alreadyActivated':
      return { name: 'enter-pin', activationCode };
    case 'signedIn':
      return { name: 'signed-in' };
  }
}
