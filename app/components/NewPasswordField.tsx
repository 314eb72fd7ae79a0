import {useT} from '~/hooks/use-t';
import {FormField} from './FormField';

/** A new password: its rule said beside it, and the browser offered to make one up. */
export function NewPasswordField({
  label,
  error,
  required = true,
}: {
  label: string;
  error?: string;
  required?: boolean;
}) {
  const t = useT();
  return (
    <FormField
      name="password"
      type="password"
      label={label}
      hint={t('account.fields.passwordHint')}
      autoComplete="new-password"
      required={required}
      minLength={5}
      error={error}
    />
  );
}
