import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import {
  isPlausibleEmail,
  normaliseRetailEmail,
  RETAIL_PASSWORD_RULES,
  retailPasswordProblem,
} from '@app/domain';
import { isApiError } from '#app/api/client.ts';
import { CheckPinDialog } from '#app/lib/session/components/check-pin-dialog.tsx';
import { useErrorMessage } from '#app/ui/error-state.tsx';
import { saveRetailCredentials } from '#app/features/retail/api/retail-credentials.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

type Problem = 'email' | 'tooShort' | 'tooLong' | 'needsLetterAndDigit' | 'mismatch' | 'taken';

interface RetailCredentialsFormProps {
  initialEmail: string | null;
  onSaved: (email: string) => void;
  onCancel: () => void;
}

/**
 * Sets the household's logon e-mail and password. A sensitive action: the PIN is asked for
 * before saving (account spec §6, the check-PIN dialog).
 */
export function RetailCredentialsForm({
  initialEmail,
  onSaved,
  onCancel,
}: RetailCredentialsFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ids = { email: useId(), password: useId(), hint: useId(), confirm: useId() };
  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [askingPin, setAskingPin] = useState(false);
  const save = useMutation({
    mutationFn: saveRetailCredentials,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.retailCredentials, answer);
      onSaved(answer.email ?? normaliseRetailEmail(email));
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'ERR_EMAIL_TAKEN') setProblem('taken');
    },
  });
  const failure = useErrorMessage(save.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const found: Problem | null = !isPlausibleEmail(email)
      ? 'email'
      : (retailPasswordProblem(password) ?? (password !== confirm ? 'mismatch' : null));
    setProblem(found);
    if (!found) setAskingPin(true);
  }

  const message = problem
    ? t(`retail.settings.login.problems.${problem}`, {
        min: RETAIL_PASSWORD_RULES.minLength,
        max: RETAIL_PASSWORD_RULES.maxLength,
      })
    : save.isError
      ? failure
      : null;

  return (
    <form className="retail-form" onSubmit={submit} noValidate aria-busy={save.isPending}>
      {message && (
        <p className="retail-alert" role="alert">
          {message}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={ids.email}>
          {t('retail.settings.login.email')}
        </label>
        <input
          id={ids.email}
          className="field__input"
          type="email"
          autoComplete="username"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={problem === 'email' || problem === 'taken' ? true : undefined}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.password}>
          {t('retail.settings.login.password')}
        </label>
        <p className="field__hint" id={ids.hint}>
          {t('retail.settings.login.passwordHint', { min: RETAIL_PASSWORD_RULES.minLength })}
        </p>
        <input
          id={ids.password}
          className="field__input"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={ids.hint}
          aria-invalid={
            problem === 'tooShort' || problem === 'tooLong' || problem === 'needsLetterAndDigit'
              ? true
              : undefined
          }
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.confirm}>
          {t('retail.settings.login.confirm')}
        </label>
        <input
          id={ids.confirm}
          className="field__input"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          aria-invalid={problem === 'mismatch' ? true : undefined}
        />
      </div>
      <div className="retail-form__actions">
        <button type="submit" className="button">
          {save.isPending ? t('retail.settings.login.saving') : t('retail.settings.login.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('retail.settings.login.cancel')}
        </button>
      </div>
      <CheckPinDialog
        open={askingPin}
        intro={t('retail.settings.login.pinIntro')}
        onVerified={() => {
          setAskingPin(false);
          save.mutate({ email, password });
        }}
        onClose={() => setAskingPin(false)}
      />
    </form>
  );
}
