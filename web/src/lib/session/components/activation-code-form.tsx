import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import type { Account } from '@app/domain';
import { isApiError } from '#app/api/client.ts';
import { signInWithCode } from '#app/lib/session/session-actions.ts';
import type { ActivationResult } from '#app/lib/session/sign-in-flow.ts';
import { signInProblemOf, type SignInProblem } from '#app/lib/session/sign-in-problems.ts';
import {
  rememberActivationCode,
  rememberedActivationCode,
} from '#app/lib/session/stored-values.ts';
import { SIGN_IN_MUTATION_KEY } from '#app/lib/session/use-session.ts';
import { SignInAlert } from './sign-in-alert.tsx';
import './sign-in-forms.css';

export interface ActivationOutcome {
  result: ActivationResult;
  activationCode: string;
  /** The session's account when the code alone started one. */
  account: Account | null;
}

interface ActivationCodeFormProps {
  /** A code from the URL wins over the remembered one. */
  initialCode?: string | null;
  /** An alert already on the step, e.g. after the PIN step went back with a refusal. */
  initialProblem?: SignInProblem | null;
  onActivated: (outcome: ActivationOutcome) => void;
  /** Below the button, e.g. the "Where is my code?" link on the page. */
  footer?: ReactNode;
}

/**
 * The first sign-in step (account spec §4): the activation code, and remember-me (on by default;
 * the code is stored only while it is on, §5).
 */
export function ActivationCodeForm({
  initialCode,
  initialProblem = null,
  onActivated,
  footer,
}: ActivationCodeFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const codeId = useId();
  const [code, setCode] = useState(() => initialCode ?? rememberedActivationCode() ?? '');
  const [remember, setRemember] = useState(true);
  const [problem, setProblem] = useState<SignInProblem | null>(initialProblem);
  const [failure, setFailure] = useState<unknown>(null);

  const activation = useMutation({
    mutationKey: SIGN_IN_MUTATION_KEY,
    mutationFn: (activationCode: string) => signInWithCode(queryClient, activationCode),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (activation.isPending) return;
    const activationCode = code.trim();
    // An empty code is the default household, which cannot sign in (account spec §5).
    if (activationCode === '') {
      setProblem('invalidCode');
      return;
    }
    setProblem(null);
    activation.mutate(activationCode, {
      onSuccess: (account) => {
        rememberActivationCode(activationCode, remember);
        if (account === null) {
          onActivated({ result: 'alreadyActivated', activationCode, account: null });
          return;
        }
        const result = account.household.user_defined_pin ? 'signedIn' : 'activated';
        onActivated({ result, activationCode, account });
      },
      onError: (error) => {
        // The spec's answer to a code alone (§4), from a server that does not know pin_prompt_ok
        // (an instance of the previous release during a rolling restart).
        if (isApiError(error) && error.code === 'MISSING_PIN') {
          rememberActivationCode(activationCode, remember);
          onActivated({ result: 'alreadyActivated', activationCode, account: null });
        } else {
          setFailure(error);
          setProblem(signInProblemOf(error));
        }
      },
    });
  }

  return (
    <form className="sign-in-form" onSubmit={submit} noValidate aria-busy={activation.isPending}>
      {problem && <SignInAlert problem={problem} error={failure} />}
      <div className="field">
        <label className="field__label" htmlFor={codeId}>
          {t('signIn.activationCode')}
        </label>
        <p className="field__hint" id={`${codeId}-hint`}>
          {t('signIn.activationCodeHint')}
        </p>
        <input
          id={codeId}
          className="field__input field__input--code"
          type="text"
          name="activation_code"
          autoComplete="username"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={`${codeId}-hint`}
          aria-invalid={problem ? true : undefined}
        />
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <span>{t('signIn.rememberMe')}</span>
      </label>
      <div className="sign-in-form__actions">
        <button type="submit" className="button">
          {activation.isPending ? t('signIn.signingIn') : t('signIn.continue')}
        </button>
      </div>
      {footer}
    </form>
  );
}
