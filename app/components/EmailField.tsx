import {useT} from '~/hooks/use-t';
import {FormField} from './FormField';

/** The customer's e-mail, as every account form asks for it. */
export function EmailField({value, error}: {value?: string; error?: string}) {
  const t = useT();
  return (
    <FormField
      name="email"
      type="email"
      label={t('account.fields.email')}
      autoComplete="email"
      required
      defaultValue={value}
      error={error}
    />
  );
}
