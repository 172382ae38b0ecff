import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { isApiError } from '#app/api/client.ts';
import { Modal } from '#app/ui/modal.tsx';
import { validatePin } from '#app/lib/session/session-api.ts';
import { signInProblemOf, type SignInProblem } from '#app/lib/session/sign-in-problems.ts';
import { PinField } from './pin-field.tsx';
import { SignInAlert } from './sign-in-alert.tsx';
import { usePinInput } from './use-pin-input.ts';
import './sign-in-forms.css';

interface CheckPinDialogProps {
  open: boolean;
  /** What the PIN is for, e.g. "Sign out all devices". */
  intro: string;
  /** What is being confirmed, shown above the PIN field (e.g. the order: option and price). */
  recap?: ReactNode;
  onVerified: () => void;
  onClose: () => void;
}

/**
 * The check-PIN modal before a sensitive action (account spec §6): the PIN is proven with
 * POST /v3/subscriber/validate_pin, which covers the action for the next 5 minutes.
 */
export function CheckPinDialog({ open, intro, recap, onVerified, onClose }: CheckPinDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('session.checkPin.title')}>
      {open && (
        <CheckPinForm intro={intro} recap={recap} onVerified={onVerified} onCancel={onClose} />
      )}
    </Modal>
  );
}

function CheckPinForm({
  intro,
  recap,
  onVerified,
  onCancel,
}: {
  intro: string;
  recap?: ReactNode;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const pin = usePinInput();
  const [problem, setProblem] = useState<{
    kind: SignInProblem;
    message?: string;
    error?: unknown;
  } | null>(null);
  const check = useMutation({ mutationFn: validatePin });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (check.isPending || !pin.validate()) return;
    setProblem(null);
    check.mutate(pin.value, {
      onSuccess: onVerified,
      onError: (error) => {
        pin.reset();
        setProblem({
          kind: signInProblemOf(error),
          message: isApiError(error) ? error.message : undefined,
          error,
        });
      },
    });
  }

  return (
    <form className="sign-in-form" onSubmit={submit} noValidate aria-busy={check.isPending}>
      <p>{intro}</p>
      {recap}
      {problem && (
        <SignInAlert problem={problem.kind} serverMessage={problem.message} error={problem.error} />
      )}
      <PinField
        label={t('session.pin.label')}
        hint={t('session.pin.hint')}
        autoComplete="current-password"
        {...pin.fieldProps}
      />
      <div className="sign-in-form__actions">
        <button type="submit" className="button">
          {check.isPending ? t('session.checkPin.checking') : t('session.checkPin.submit')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('session.checkPin.cancel')}
        </button>
      </div>
    </form>
  );
}
