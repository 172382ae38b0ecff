import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** Replaces the input, e.g. a select or a textarea given the same id. */
  children?: ReactNode;
}

/** A labelled field with its hint and error tied to it for screen readers. */
export function FormField({ name, label, error, hint, children, ...input }: FieldProps) {
  const id = `field-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="support-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="support-field__hint">
          {hint}
        </span>
      )}
      {children ?? (
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
      )}
      {error && (
        <span id={`${id}-error`} className="support-field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** What a child control of FormField needs to be tied to its label, hint and error. */
export function fieldAttributes(name: string, error?: string, hint?: boolean) {
  const id = `field-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
