import {useActionData} from 'react-router';
import type {Route} from './+types/account.addresses';
import {getT} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {
  forPlatform,
  loadCustomer,
  readForm,
  refuse,
  tooMany,
  requireAccessToken,
  type FormAnswer,
} from '~/lib/customer/account.server';
import {accountMeta} from '~/lib/customer/account-meta';
import {revalidateUnlessRefused} from '~/lib/customer/form-revalidation';
import {addressErrors, changeValues, parseAddressChange} from '~/lib/customer/address-form';
import {changeAddress} from '~/lib/customer/addresses.server';
import {CUSTOMER_ADDRESSES} from '~/lib/customer/account-documents';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {AddressForm} from '~/components/AddressForm';
import {AddressList} from '~/components/AddressList';
import {FormErrors} from '~/components/FormErrors';
import {StatusMessage} from '~/components/StatusMessage';

export const handle: TrackingHandle = {pageType: 'customers/addresses'};

export async function loader({request, context}: Route.LoaderArgs) {
  const customer = await loadCustomer(context, request, (customerAccessToken) =>
    context.commerce
      .query(CUSTOMER_ADDRESSES, {
        variables: {customerAccessToken},
        cache: context.commerce.CacheNone(),
      })
      .then((data) => data.customer),
  );
  return {
    addresses: customer.addresses.nodes,
    defaultId: customer.defaultAddress?.id ?? null,
    title: getT(context)('account.nav.addresses'),
  };
}

/** One action for add, edit, delete and "make default"; the answer names the form it is for. */
export async function action({request, context}: Route.ActionArgs) {
  const customerAccessToken = requireAccessToken(context, request);
  const verdict = context.rateLimit('forms');
  const form = await readForm(request);
  const parsed = form ? parseAddressChange(form) : null;
  if (!parsed?.ok) return refuse(400, parsed ?? {errors: {form: 'generic'}});
  const {change} = parsed;
  if (!verdict.ok) return tooMany(verdict, changeValues(change));
  const outcome = await forPlatform(() =>
    changeAddress(context.commerce, customerAccessToken, change),
  );
  const values = changeValues(change);
  if ('unavailable' in outcome) return refuse(503, {errors: {form: 'unavailable'}, values});
  const {errors, id} = outcome.value;
  if (errors.length) return refuse(422, {errors: addressErrors(errors), values});
  const done = {errors: {}, done: true, values: {intent: change.intent, id: id ?? ''}};
  return done satisfies FormAnswer;
}

export const meta = accountMeta;
export const shouldRevalidate = revalidateUnlessRefused;

export default function AccountAddresses({loaderData}: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>();
  const {addresses, defaultId} = loaderData;
  const refused = answer && !answer.done ? answer : null;
  const intent = refused?.values?.intent;
  // A refusal shows in the form that was sent; one without such a form on the page (delete,
  // "make default", an address gone meanwhile, a forged post) shows above the list.
  const inEdit =
    intent === 'update' && addresses.some((address) => address.id === refused?.values?.id);
  const inNew = intent === 'create';
  // A new address empties and closes the "add" form: it is keyed by the address just made.
  const created = answer?.done && answer.values?.intent === 'create' ? answer.values.id : 'new';
  return (
    <>
      <h1>{t('account.nav.addresses')}</h1>
      {answer?.done ? (
        <StatusMessage
          message={t(`account.addresses.done.${answer.values?.intent ?? 'update'}`)}
          focusOn={answer}
        />
      ) : null}
      {refused && !inEdit && !inNew ? <FormErrors errors={refused.errors} /> : null}
      {addresses.length === 0 ? <p>{t('account.noAddress')}</p> : null}
      <AddressList addresses={addresses} defaultId={defaultId} refused={inEdit ? refused : null} />
      <details key={created} className="address-new" open={inNew || addresses.length === 0}>
        <summary>{t('account.addresses.add')}</summary>
        <AddressForm
          values={inNew ? refused?.values : undefined}
          errors={inNew ? refused?.errors : undefined}
        />
      </details>
    </>
  );
}
