import {useT} from '~/hooks/use-t';
import {EmailField} from './EmailField';
import {FormField} from './FormField';

const FIELDS = [
  {name: 'firstName', autoComplete: 'given-name'},
  {name: 'lastName', autoComplete: 'family-name'},
] as const;

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
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          name={field.name}
          label={t(`account.fields.${field.name}`)}
          autoComplete={field.autoComplete}
          required
          defaultValue={values?.[field.name]}
          error={errors?.[field.name]}
        />
      ))}
      <EmailField value={values?.email} error={errors?.email} />
    </>
  );
}
