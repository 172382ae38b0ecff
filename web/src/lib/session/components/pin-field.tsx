import { useId, type Ref } from 'react';
import { PIN_LENGTH } from '@app/domain';
import './sign-in-forms.css';

interface PinFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** current-password to check a PIN, new-password to choose one (password managers tell them apart). */
  autoComplete: 'current-password' | 'new-password';
  /** A problem with what was typed, shown under the field and announced. */
  error?: string | null;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/**
 * One field for a 4-digit PIN: masked, a number keypad on phones, named by its label, its hint and
 * error read with it. Non-digits are kept as typed so the "numbers only" message can say why.
 */
export function PinField({
  label,
  value,
  onChange,
  autoComplete,
  error,
  hint,
  inputRef,
  autoFocus,
}: PinFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        className="field__input field__input--pin"
        type="password"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={PIN_LENGTH}
        size={PIN_LENGTH + 2}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        // A PIN step is one field: it takes focus when the step appears.
        autoFocus={autoFocus}
      />
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
