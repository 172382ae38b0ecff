import { useRef, useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { pinInputProblem } from '@app/domain';
import { weakPinMessage } from './pin-rules.ts';

/**
 * A PIN field's value and its own problem (account spec §5): "numbers only" as soon as a
 * non-digit is typed, "all 4 digits" only when the step is submitted short. `choosing`: a new
 * PIN, also refused when too easy to guess, by the server's own rule (issue 38.1).
 */
export function usePinInput({ choosing = false }: { choosing?: boolean } = {}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const messageOf = (pin: string, submitting: boolean): string | null => {
    const problem = pinInputProblem(pin);
    if (problem === 'numbersOnly') return t('session.pin.numbersOnly');
    if (problem === 'incomplete' && submitting) return t('session.pin.incomplete');
    if (choosing && submitting && problem === null) return weakPinMessage(t, pin);
    return null;
  };

  return {
    value,
    /** True when the PIN can be sent; otherwise shows why and puts focus back in the field. */
    validate(): boolean {
      const message = messageOf(value, true);
      setError(message);
      if (message) inputRef.current?.focus();
      return message === null;
    },
    reset() {
      setValue('');
      setError(null);
      inputRef.current?.focus();
    },
    fieldProps: {
      value,
      error,
      inputRef,
      onChange(next: string) {
        setValue(next);
        setError(messageOf(next, false));
      },
    },
  };
}
