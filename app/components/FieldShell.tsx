import {useId, type ReactNode} from 'react';

/** What a control inside FieldShell carries: its id, and its ties to the hint and the error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A form control with its label, its hint and its error message (already in the shopper's
 * words), tied together for assistive technology: the error makes the control invalid and
 * describes it, after the hint.
 */
export function FieldShell({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(error ? {'aria-invalid': true as const} : {}),
        ...(describedBy ? {'aria-describedby': describedBy} : {}),
      })}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
