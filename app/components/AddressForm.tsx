import {useId} from 'react';
import {Form} from 'react-router';
import {useT} from '~/hooks/use-t';
import {ADDRESS_COUNTRIES, type AddressField} from '~/lib/customer/address-form';
import {MARKET_IDS, MARKETS} from '~/lib/markets';
import {FormErrors} from './FormErrors';
import {FormField} from './FormField';
import {SubmitButton} from './SubmitButton';

/** Market of each country, whose name the messages already hold (`markets.*`). */
const countryMarket = (country: string) => MARKET_IDS.find((id) => MARKETS[id].country === country);

const TEXT_FIELDS: Array<{name: AddressField; autoComplete: string; required?: boolean}> = [
  {name: 'firstName', autoComplete: 'given-name'},
  {name: 'lastName', autoComplete: 'family-name', required: true},
  {name: 'company', autoComplete: 'organization'},
  {name: 'address1', autoComplete: 'address-line1', required: true},
  {name: 'address2', autoComplete: 'address-line2'},
  {name: 'zip', autoComplete: 'postal-code', required: true},
  {name: 'city', autoComplete: 'address-level2', required: true},
  {name: 'province', autoComplete: 'address-level1'},
];

/** Adds (no id) or edits an address; a plain form, so it works before JavaScript too. */
export function AddressForm({
  id,
  values,
  errors,
}: {
  id?: string;
  values?: Partial<Record<string, string>>;
  errors?: Partial<Record<string, string>>;
}) {
  const t = useT();
  const countryId = useId();
  const label = (field: AddressField) =>
    t(`account.addresses.fields.${field}`) +
    (TEXT_FIELDS.find((f) => f.name === field)?.required
      ? ''
      : ` ${t('account.addresses.optional')}`);
  return (
    <Form method="post" className="account-form" noValidate>
      <input type="hidden" name="intent" value={id ? 'update' : 'create'} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <FormErrors errors={errors} />
      {TEXT_FIELDS.map(({name, autoComplete, required}) => (
        <FormField
          key={name}
          name={name}
          label={label(name)}
          autoComplete={autoComplete}
          required={required}
          defaultValue={values?.[name]}
          error={errors?.[name]}
        />
      ))}
      <div className="form-field">
        <label htmlFor={countryId}>{t('account.addresses.fields.country')}</label>
        <select
          id={countryId}
          name="country"
          className="field"
          autoComplete="country"
          defaultValue={values?.country || 'IT'}
          aria-invalid={errors?.country ? true : undefined}
          aria-describedby={errors?.country ? `${countryId}-error` : undefined}
        >
          {ADDRESS_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(`markets.${countryMarket(code)}`)}
            </option>
          ))}
        </select>
        {errors?.country ? (
          <p id={`${countryId}-error`} className="form-field__error">
            {t(`account.errors.${errors.country}`)}
          </p>
        ) : null}
      </div>
      <FormField
        name="phone"
        type="tel"
        label={label('phone')}
        autoComplete="tel"
        defaultValue={values?.phone}
        error={errors?.phone}
      />
      <SubmitButton>{t('account.addresses.save')}</SubmitButton>
    </Form>
  );
}
