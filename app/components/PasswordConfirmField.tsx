import {useT} from '~/hooks/use-t';
import {FormField} from './FormField';

/** The new password once more, beside `NewPasswordField`. */
export function PasswordConfirmField({error, required}: {error?: string; required?: boolean}) {
  const t = useT();
  return (
    <FormField
      name="passwordConfirm"
      type="password"
      label={t('account.fields.passwordConfirm')}
      autoComplete="new-password"
      required={required}
      error={error}
    />
  );
}
