import {useId, type InputHTMLAttributes} from 'react';
import {useT} from '~/hooks/use-t';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

/**
 * A labelled input with its hint and its error (a message key under `account.errors`, or
 * `errorMessage`, already in the shopper's words), tied together for assistive technology: the
 * error makes the input invalid and describes it.
 */
export function FormField({
  name,
  label,
  error,
  errorMessage,
  hint,
  ...input
}: {
  name: string;
  label: string;
  error?: string;
  errorMessage?: string;
  hint?: string;
} & InputProps) {
  const t = useT();
  const id = useId();
  const message = errorMessage ?? (error ? t(`account.errors.${error}`) : undefined);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        className="field"
        aria-invalid={message ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {message ? (
        <p id={errorId} className="form-field__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
