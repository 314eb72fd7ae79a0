import type {InputHTMLAttributes} from 'react';
import {useT} from '~/hooks/use-t';
import {FieldShell} from './FieldShell';

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
  const message = errorMessage ?? (error ? t(`account.errors.${error}`) : undefined);
  return (
    <FieldShell label={label} hint={hint} error={message}>
      {(control) => <input {...control} name={name} className="field" {...input} />}
    </FieldShell>
  );
}
