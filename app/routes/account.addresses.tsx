import {Form, useActionData} from 'react-router';
import type {Route} from './+types/account.addresses';
import {fromUpstream} from '~/lib/errors.server';
import {getT} from '~/lib/i18n.server';
import {useT} from '~/lib/i18n';
import {
  forPlatform,
  loadCustomer,
  readForm,
  refuse,
  requireAccessToken,
  type FormAnswer,
} from '~/lib/customer/account.server';
import {accountMeta} from '~/lib/customer/account-meta';
import {toErrors, type PlatformErrors} from '~/lib/customer/customer.server';
import {platformErrors} from '~/lib/customer/account-forms';
import {
  ADDRESS_FIELDS,
  parseAddressForm,
  parseAddressId,
  toMailingAddressInput,
} from '~/lib/customer/address-form';
import {
  ADDRESS_CREATE,
  ADDRESS_DEFAULT,
  ADDRESS_DELETE,
  ADDRESS_UPDATE,
  CUSTOMER_ADDRESSES,
} from '~/lib/customer/account-documents';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {AddressCard} from '~/components/AddressCard';
import {AddressForm} from '~/components/AddressForm';

export const handle: TrackingHandle = {pageType: 'customers/addresses'};

export async function loader({request, context}: Route.LoaderArgs) {
  const customer = await loadCustomer(context, request, (customerAccessToken) =>
    fromUpstream(() =>
      context.commerce
        .query(CUSTOMER_ADDRESSES, {
          variables: {customerAccessToken},
          cache: context.commerce.CacheNone(),
        })
        .then((data) => data.customer),
    ),
  );
  return {
    addresses: customer.addresses.nodes,
    defaultId: customer.defaultAddress?.id ?? null,
    title: getT(context)('account.nav.addresses'),
  };
}

type Intent = 'create' | 'update' | 'delete' | 'default';
const INTENTS = new Set<string>(['create', 'update', 'delete', 'default']);

/** One action for the four changes; the answer says which form it belongs to. */
export async function action({request, context}: Route.ActionArgs) {
  const customerAccessToken = requireAccessToken(context, request);
  const form = await readForm(request);
  const intent = String(form?.get('intent') ?? '');
  if (!form || !INTENTS.has(intent)) return refuse(400, {errors: {form: 'generic'}});
  const id = parseAddressId(form.get('id'));
  if (intent !== 'create' && !id) return refuse(400, {errors: {form: 'generic'}});
  const answer = (status: number, body: FormAnswer) =>
    refuse(status, {...body, values: {...body.values, intent, id: id ?? ''}});

  let address;
  if (intent === 'create' || intent === 'update') {
    const parsed = parseAddressForm(form);
    if (!parsed.ok) return answer(400, parsed);
    address = parsed.value;
  }
  const cache = context.commerce.CacheNone();
  const run = async (): Promise<PlatformErrors> => {
    const {commerce} = context;
    switch (intent as Intent) {
      case 'create':
        return (
          await commerce.query(ADDRESS_CREATE, {
            variables: {customerAccessToken, address: toMailingAddressInput(address!)},
            cache,
          })
        ).customerAddressCreate!.customerUserErrors;
      case 'update':
        return (
          await commerce.query(ADDRESS_UPDATE, {
            variables: {customerAccessToken, id: id!, address: toMailingAddressInput(address!)},
            cache,
          })
        ).customerAddressUpdate!.customerUserErrors;
      case 'delete':
        return (
          await commerce.query(ADDRESS_DELETE, {variables: {customerAccessToken, id: id!}, cache})
        ).customerAddressDelete!.customerUserErrors;
      case 'default':
        return (
          await commerce.query(ADDRESS_DEFAULT, {
            variables: {customerAccessToken, addressId: id!},
            cache,
          })
        ).customerDefaultAddressUpdate!.customerUserErrors;
    }
  };
  const outcome = await forPlatform(run);
  if ('unavailable' in outcome)
    return answer(503, {errors: {form: 'unavailable'}, values: address});
  if (outcome.value.length) {
    const errors = platformErrors(toErrors(outcome.value), ADDRESS_FIELDS);
    return answer(422, {errors, values: address});
  }
  return {errors: {}, done: true, values: {intent}} satisfies FormAnswer;
}

export const meta = accountMeta;

/** A saved address as the form's values (the platform's nulls as empty fields). */
function addressValues(address: Record<string, unknown> & {countryCodeV2?: string | null}) {
  const values = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [
      field,
      typeof address[field] === 'string' ? address[field] : '',
    ]),
  ) as Record<string, string>;
  values.country = address.countryCodeV2 ?? 'IT';
  return values;
}

export default function AccountAddresses({loaderData}: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>();
  const {addresses, defaultId} = loaderData;
  const failed = answer && !answer.done ? answer : null;
  const formFor = (id: string) => (failed?.values?.id === id ? failed : null);
  const summary = (address: {formatted: string[]}) => address.formatted.slice(0, 2).join(', ');
  return (
    <>
      <h1>{t('account.nav.addresses')}</h1>
      {answer?.done ? (
        <p role="status" className="account-form__done">
          {t(`account.addresses.done.${answer.values?.intent ?? 'update'}`)}
        </p>
      ) : null}
      {addresses.length === 0 ? <p>{t('account.noAddress')}</p> : null}
      <ul className="address-list">
        {addresses.map((address) => (
          <li key={address.id} className="address-list__item">
            {address.id === defaultId ? (
              <p className="address-list__default">{t('account.addresses.default')}</p>
            ) : null}
            <AddressCard address={address} />
            <div className="address-list__actions">
              {address.id !== defaultId ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="default" />
                  <input type="hidden" name="id" value={address.id} />
                  <button type="submit" className="button button--secondary">
                    {t('account.addresses.makeDefault', {address: summary(address)})}
                  </button>
                </Form>
              ) : null}
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={address.id} />
                <button type="submit" className="button button--text">
                  {t('account.addresses.delete', {address: summary(address)})}
                </button>
              </Form>
            </div>
            <details open={Boolean(formFor(address.id))}>
              <summary>{t('account.addresses.edit', {address: summary(address)})}</summary>
              <AddressForm
                id={address.id}
                values={formFor(address.id)?.values ?? addressValues(address)}
                errors={formFor(address.id)?.errors}
              />
            </details>
          </li>
        ))}
      </ul>
      <details
        className="address-new"
        open={failed?.values?.intent === 'create' || addresses.length === 0}
      >
        <summary>{t('account.addresses.add')}</summary>
        <AddressForm
          values={failed?.values?.intent === 'create' ? failed.values : undefined}
          errors={failed?.values?.intent === 'create' ? failed.errors : undefined}
        />
      </details>
    </>
  );
}
