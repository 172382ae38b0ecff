import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { isApiError } from '#app/api/client.ts';
import { PinField } from '#app/lib/session/components/pin-field.tsx';
import { SignInAlert } from '#app/lib/session/components/sign-in-alert.tsx';
import { usePinInput } from '#app/lib/session/components/use-pin-input.ts';
import { validatePin } from '#app/lib/session/session-api.ts';
import { changePin } from '#app/lib/session/session-actions.ts';
import { pinRules } from '#app/lib/session/components/pin-rules.ts';
import { pinChoiceProblemOf } from '#app/lib/session/sign-in-problems.ts';

type Step = 'current' | 'new' | 'confirm';

/** A message on a step: our own words, or a sign-in problem (PIN locked, connection…). */
type StepMessage = { text: string } | { error: unknown };

/**
 * Change PIN in settings (account spec §5): the current PIN is checked (validate_pin), then the
 * new one is asked for twice and saved (update). A mismatch asks for the new PIN again.
 */
export function ChangePin({ onDone }: { onDone: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('current');
  const [newPin, setNewPin] = useState('');
  const [message, setMessage] = useState<StepMessage | null>(null);
  // Every answer shows a fresh, empty field that takes focus again.
  const [round, setRound] = useState(0);

  function show(next: Step, nextMessage: StepMessage | null) {
    setStep(next);
    setMessage(nextMessage);
    setRound((r) => r + 1);
  }

  const check = useMutation({ mutationFn: validatePin });
  const save = useMutation({ mutationFn: (pin: string) => changePin(queryClient, pin) });

  function onCurrent(pin: string) {
    check.mutate(pin, {
      onSuccess: () => show('new', null),
      onError: (error) =>
        show(
          'current',
          isApiError(error) && error.code === 'ERR_INCORRECT_PIN'
            ? { text: t('settings.changePin.wrongCurrentPin') }
            : { error },
        ),
    });
  }

  function onConfirm(pin: string) {
    if (pin !== newPin) {
      show('new', { text: t('settings.changePin.newPinMismatch') });
      return;
    }
    save.mutate(pin, {
      onSuccess: () => onDone(true),
      onError: (error) => {
        // The proven PIN covers 5 minutes; after that the current PIN is asked for again.
        if (isApiError(error) && error.code === 'ERR_PIN_REQUIRED') {
          show('current', { text: t('settings.changePin.pinAgain') });
        } else if (pinChoiceProblemOf(error) === 'pinRefused') {
          // Too easy to guess: a new PIN is asked for, with the server's reason.
          show('new', { error });
        } else {
          show('confirm', { error });
        }
      },
    });
  }

  const fields = {
    current: {
      label: t('settings.changePin.currentPin'),
      prompt: t('settings.changePin.currentPrompt'),
    },
    new: { label: t('settings.changePin.newPin'), prompt: t('settings.changePin.newPrompt') },
    confirm: {
      label: t('settings.changePin.confirmPin'),
      prompt: t('settings.changePin.confirmPrompt'),
    },
  }[step];

  return (
    <ChangePinStep
      key={round}
      choosing={step === 'new'}
      label={fields.label}
      prompt={fields.prompt}
      message={message}
      autoComplete={step === 'current' ? 'current-password' : 'new-password'}
      submitLabel={step === 'confirm' ? t('settings.changePin.save') : t('settings.changePin.next')}
      pending={check.isPending || save.isPending}
      onSubmit={(pin) => {
        if (step === 'current') onCurrent(pin);
        else if (step === 'new') {
          setNewPin(pin);
          show('confirm', null);
        } else onConfirm(pin);
      }}
      onCancel={() => onDone(false)}
    />
  );
}

function ChangePinStep({
  choosing,
  label,
  prompt,
  message,
  autoComplete,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  /** The new PIN's step: the rules under the field, and an easy PIN refused before it is sent. */
  choosing: boolean;
  label: string;
  prompt: string;
  message: StepMessage | null;
  autoComplete: 'current-password' | 'new-password';
  submitLabel: string;
  pending: boolean;
  onSubmit: (pin: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const pin = usePinInput({ choosing });
  return (
    <form
      className="sign-in-form"
      noValidate
      aria-busy={pending}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!pending && pin.validate()) onSubmit(pin.value);
      }}
    >
      {message && 'text' in message && (
        <div className="sign-in-alert" role="alert">
          <p className="sign-in-alert__title">{message.text}</p>
        </div>
      )}
      {message && 'error' in message && (
        <SignInAlert
          problem={pinChoiceProblemOf(message.error)}
          serverMessage={isApiError(message.error) ? message.error.message : undefined}
        />
      )}
      <p>{prompt}</p>
      <PinField
        label={label}
        hint={choosing ? pinRules(t) : undefined}
        autoComplete={autoComplete}
        autoFocus
        {...pin.fieldProps}
      />
      <div className="sign-in-form__actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('settings.changePin.cancel')}
        </button>
      </div>
    </form>
  );
}
