import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import type { Account } from '@app/domain';
import { isApiError } from '#app/api/client.ts';
import { signIn } from '#app/lib/session/session-actions.ts';
import { signInProblemOf, type SignInProblem } from '#app/lib/session/sign-in-problems.ts';
import { SIGN_IN_MUTATION_KEY } from '#app/lib/session/use-session.ts';
import { PinField } from './pin-field.tsx';
import { SignInAlert } from './sign-in-alert.tsx';
import { usePinInput } from './use-pin-input.ts';
import './sign-in-forms.css';

interface EnterPinFormProps {
  activationCode: string;
  onSignedIn: (account: Account) => void;
  /** A wrong PIN stays on this step; the flow hears of it (pin-check-failed). */
  onPinRefused?: () => void;
  onBack: () => void;
}

/** The PIN step for a household that has one (account spec §4: alreadyActivated). */
export function EnterPinForm({
  activationCode,
  onSignedIn,
  onPinRefused,
  onBack,
}: EnterPinFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pin = usePinInput();
  const [problem, setProblem] = useState<{
    kind: SignInProblem;
    message?: string;
    error?: unknown;
  } | null>(null);

  const check = useMutation({
    mutationKey: SIGN_IN_MUTATION_KEY,
    mutationFn: (value: string) => signIn(queryClient, activationCode, value),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (check.isPending || !pin.validate()) return;
    setProblem(null);
    check.mutate(pin.value, {
      onSuccess: onSignedIn,
      onError: (error) => {
        pin.reset();
        setProblem({
          kind: signInProblemOf(error),
          message: isApiError(error) ? error.message : undefined,
          error,
        });
        onPinRefused?.();
      },
    });
  }

  return (
    <form className="sign-in-form" onSubmit={submit} noValidate aria-busy={check.isPending}>
      {problem && (
        <SignInAlert problem={problem.kind} serverMessage={problem.message} error={problem.error} />
      )}
      {/* Tells password managers whose PIN this is. */}
      <input type="text" hidden readOnly autoComplete="username" value={activationCode} />
      <PinField
        label={t('session.pin.label')}
        hint={t('session.pin.hint')}
        autoComplete="current-password"
        autoFocus
        {...pin.fieldProps}
      />
      <div className="sign-in-form__actions">
        <button type="submit" className="button">
          {check.isPending ? t('signIn.signingIn') : t('signIn.enterPin.submit')}
        </button>
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('signIn.back')}
        </button>
      </div>
    </form>
  );
}
