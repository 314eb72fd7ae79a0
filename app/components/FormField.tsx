import {useId, type InputHTMLAttributes} from 'react';
import {useT} from '~/hooks/use-t';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

/**
 * A labelled input with its hint and its error (a message key under `account.errors`), tied
 * together for assistive technology: the error makes the input invalid and describes it.
 */
export function FormField({
  name,
  label,
  error,
  hint,
  ...input
}: {name: string; label: string; error?: string; hint?: string} & InputProps) {
  const t = useT();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
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
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="form-field__error">
          {t(`account.errors.${error}`)}
        </p>
      ) : null}
    </div>
  );
}
