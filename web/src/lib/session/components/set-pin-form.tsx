import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import type { Account } from '@app/domain';
import { isApiError } from '#app/api/client.ts';
import { setPin } from '#app/lib/session/session-actions.ts';
import { pinChoiceProblemOf, type SignInProblem } from '#app/lib/session/sign-in-problems.ts';
import { SIGN_IN_MUTATION_KEY } from '#app/lib/session/use-session.ts';
import { PinField } from './pin-field.tsx';
import { pinRules } from './pin-rules.ts';
import { SignInAlert } from './sign-in-alert.tsx';
import { usePinInput } from './use-pin-input.ts';
import './sign-in-forms.css';

interface SetPinFormProps {
  onPinSet: (account: Account) => void;
  onBack: () => void;
  /** Off when the form is the first content of a dialog, which places focus itself. */
  autoFocus?: boolean;
}

/**
 * The first PIN of a box that has none (account spec §4: activated): choose 4 digits, then confirm
 * them; a mismatch returns to the first step (§5).
 */
export function SetPinForm({ onPinSet, onBack, autoFocus = true }: SetPinFormProps) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  // The server's reason for refusing the chosen PIN, shown when a new one is asked for.
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = useMutation({
    mutationKey: SIGN_IN_MUTATION_KEY,
    mutationFn: (pin: string) => setPin(queryClient, pin),
  });

  if (chosen === null) {
    return (
      <ChoosePinStep
        autoFocus={autoFocus || mismatch || refusal !== null}
        mismatch={mismatch}
        refusal={refusal}
        onChosen={(pin) => {
          setMismatch(false);
          setRefusal(null);
          setChosen(pin);
        }}
        onBack={onBack}
      />
    );
  }

  return (
    <ConfirmPinStep
      problem={problem}
      serverMessage={save.error && isApiError(save.error) ? save.error.message : undefined}
      pending={save.isPending}
      onConfirmed={(confirmation) => {
        if (confirmation !== chosen) {
          setChosen(null);
          setMismatch(true);
          return;
        }
        setProblem(null);
        save.mutate(chosen, {
          onSuccess: onPinSet,
          onError: (error) => {
            if (pinChoiceProblemOf(error) === 'pinRefused') {
              // Too easy to guess: back to choosing, with the server's reason.
              setRefusal(isApiError(error) ? error.message : '');
              setChosen(null);
            } else {
              setProblem(pinChoiceProblemOf(error));
            }
          },
        });
      }}
      onBack={() => {
        setChosen(null);
        setProblem(null);
      }}
    />
  );
}

function ChoosePinStep({
  autoFocus,
  mismatch,
  refusal,
  onChosen,
  onBack,
}: {
  autoFocus: boolean;
  mismatch: boolean;
  refusal: string | null;
  onChosen: (pin: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const pin = usePinInput({ choosing: true });
  return (
    <form
      className="sign-in-form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (pin.validate()) onChosen(pin.value);
      }}
    >
      {mismatch && (
        <div className="sign-in-alert" role="alert">
          <p className="sign-in-alert__title">{t('session.pin.confirmMismatch')}</p>
        </div>
      )}
      {refusal !== null && <SignInAlert problem="pinRefused" serverMessage={refusal} />}
      <p>{t('signIn.setPin.intro')}</p>
      <PinField
        label={t('signIn.setPin.newPin')}
        hint={pinRules(t)}
        autoComplete="new-password"
        autoFocus={autoFocus}
        {...pin.fieldProps}
      />
      <div className="sign-in-form__actions">
        <button type="submit" className="button">
          {t('signIn.setPin.next')}
        </button>
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('signIn.back')}
        </button>
      </div>
    </form>
  );
}

function ConfirmPinStep({
  problem,
  serverMessage,
  pending,
  onConfirmed,
  onBack,
}: {
  problem: SignInProblem | null;
  serverMessage: string | undefined;
  pending: boolean;
  onConfirmed: (pin: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const pin = usePinInput();
  return (
    <form
      className="sign-in-form"
      noValidate
      aria-busy={pending}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!pending && pin.validate()) onConfirmed(pin.value);
      }}
    >
      {problem && <SignInAlert problem={problem} serverMessage={serverMessage} />}
      <p>{t('signIn.setPin.confirmIntro')}</p>
      <PinField
        label={t('signIn.setPin.confirmPin')}
        hint={t('session.pin.hint')}
        autoComplete="new-password"
        autoFocus
        {...pin.fieldProps}
      />
      <div className="sign-in-form__actions">
        <button type="submit" className="button">
          {pending ? t('signIn.setPin.saving') : t('signIn.setPin.submit')}
        </button>
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('signIn.back')}
        </button>
      </div>
    </form>
  );
}
