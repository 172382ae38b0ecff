import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Modal } from '#app/ui/modal.tsx';
import { signOut } from '#app/lib/session/session-actions.ts';
import {
  FIRST_SIGN_IN_STEP,
  nextSignInStep,
  type SignInFlowEvent,
  type SignInRejection,
  type SignInStep,
} from '#app/lib/session/sign-in-flow.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { ActivationCodeForm } from './activation-code-form.tsx';
import { CloseModalWell } from './close-modal-well.tsx';
import { EnterPinForm } from './enter-pin-form.tsx';
import { SetPinForm } from './set-pin-form.tsx';

export type SignInOutcome = 'signInSucceeded' | SignInRejection;

const reduce = (step: SignInStep, event: SignInFlowEvent) => nextSignInStep(step, event, 'modal');

/**
 * The sign-in steps in a modal dialog, for a feature that needs a signed-in customer first
 * (purchase, wishlist: account spec §4). Ends signed in, or rejected on cancel or go back.
 */
export function SignInDialog({ onFinished }: { onFinished: (outcome: SignInOutcome) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  // A box signed in with its code but without a PIN yet goes on to set one (cookie sign-in).
  const [firstStep] = useState<SignInStep>(
    session.account && !session.isCustomer ? { name: 'set-pin' } : FIRST_SIGN_IN_STEP,
  );
  const [step, dispatch] = useReducer(reduce, firstStep);

  useEffect(() => {
    if (step.name === 'signed-in') onFinished('signInSucceeded');
    else if (step.name === 'ended') onFinished(step.reason);
  }, [step, onFinished]);

  const title =
    step.name === 'enter-pin'
      ? t('signIn.enterPin.title')
      : step.name === 'set-pin'
        ? t('signIn.setPin.title')
        : t('signIn.title');

  return (
    <Modal open onClose={() => dispatch({ type: 'cancelled' })} title={title}>
      {step.name === 'activation-code' && (
        <ActivationCodeForm
          onActivated={({ result, activationCode }) =>
            dispatch({ type: 'signed-in-with-activation-code', result, activationCode })
          }
        />
      )}
      {step.name === 'enter-pin' && (
        <EnterPinForm
          activationCode={step.activationCode}
          onSignedIn={() => dispatch({ type: 'pin-check-succeed' })}
          onPinRefused={() => dispatch({ type: 'pin-check-failed' })}
          onBack={() => dispatch({ type: 'go-back-from-pin-check' })}
        />
      )}
      {step.name === 'set-pin' && (
        <SetPinForm
          // The dialog focuses its first step itself.
          autoFocus={step !== firstStep}
          onPinSet={() => dispatch({ type: 'pin-set' })}
          onBack={() => {
            // A box without a PIN cannot be used signed in: leave no half-finished session.
            void signOut(queryClient);
            dispatch({ type: 'go-back-from-set-pin' });
          }}
        />
      )}
      <CloseModalWell onClose={() => dispatch({ type: 'cancelled' })} />
    </Modal>
  );
}
