import {useT} from '~/hooks/use-t';
import {FormField} from './FormField';

/** Who the customer is: first name, last name and e-mail (registration and profile). */
export function CustomerFields({
  values,
  errors,
}: {
  values?: Partial<Record<string, string>>;
  errors?: Partial<Record<string, string>>;
}) {
  const t = useT();
  return (
    <>
      <FormField
        name="firstName"
        label={t('account.fields.firstName')}
        autoComplete="given-name"
        required
        defaultValue={values?.firstName}
        error={errors?.firstName}
      />
      <FormField
        name="lastName"
        label={t('account.fields.lastName')}
        autoComplete="family-name"
        required
        defaultValue={values?.lastName}
        error={errors?.lastName}
      />
      <FormField
        name="email"
        type="email"
        label={t('account.fields.email')}
        autoComplete="email"
        required
        defaultValue={values?.email}
        error={errors?.email}
      />
    </>
  );
}
