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
  requireLogin,
  type FormAnswer,
} from '~/lib/customer/account.server';
import {revalidateUnlessRefused} from '~/lib/revalidation';
import {
  addressErrors,
  changeValues,
  parseAddressChange,
  type AddressChange,
} from '~/lib/customer/address-form';
import type {Customer} from '~/lib/customer/customer.server';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {AddressForm} from '~/components/AddressForm';
import {AddressList} from '~/components/AddressList';
import {FormErrors} from '~/components/FormErrors';
import {StatusMessage} from '~/components/StatusMessage';
import {unindexedPageMeta} from '~/lib/seo';

export const handle: TrackingHandle = {pageType: 'customers/addresses'};

export async function loader({request, context}: Route.LoaderArgs) {
  const book = await loadCustomer(context, request, (me) => me.addresses());
  return {...book, title: getT(context)('account.nav.addresses')};
}

/** The customer verb a post asks for. */
function applyChange(customer: Customer, change: AddressChange) {
  switch (change.intent) {
    case 'create':
      return customer.createAddress(change.address);
    case 'update':
      return customer.updateAddress(change.id, change.address);
    case 'delete':
      return customer.deleteAddress(change.id);
    case 'default':
      return customer.setDefaultAddress(change.id);
  }
}

/** One action for add, edit, delete and "make default"; the answer names the form it is for. */
export async function action({request, context}: Route.ActionArgs) {
  requireLogin(context, request);
  const verdict = context.rateLimit('forms');
  const form = await readForm(request);
  const parsed = form ? parseAddressChange(form) : null;
  if (!parsed?.ok) return refuse(400, parsed ?? {errors: {form: 'generic'}});
  const {change} = parsed;
  if (!verdict.ok) return tooMany(verdict, changeValues(change));
  const outcome = await forPlatform(() => applyChange(context.customer, change));
  const values = changeValues(change);
  if ('unavailable' in outcome) return refuse(503, {errors: {form: 'unavailable'}, values});
  const changed = outcome.value;
  if (!changed.ok) return refuse(422, {errors: addressErrors(changed.errors), values});
  const done = {errors: {}, done: true, values: {intent: change.intent, id: changed.value}};
  return done satisfies FormAnswer;
}

export const meta = unindexedPageMeta;
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
