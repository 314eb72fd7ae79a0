import {Form} from 'react-router';
import type {Route} from './+types/account.profile';
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
import {toErrors} from '~/lib/customer/customer.server';
import {parseProfile, profileErrors, profileValues} from '~/lib/customer/profile-form';
import {CUSTOMER_PROFILE, CUSTOMER_UPDATE} from '~/lib/customer/account-documents';
import {useAccountForm} from '~/lib/customer/use-account-form';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {CustomerFields} from '~/components/CustomerFields';
import {FormErrors} from '~/components/FormErrors';
import {FormField} from '~/components/FormField';
import {NewPasswordField} from '~/components/NewPasswordField';
import {StatusMessage} from '~/components/StatusMessage';

export const handle: TrackingHandle = {pageType: 'customers/account'};

export async function loader({request, context}: Route.LoaderArgs) {
  const customer = await loadCustomer(context, request, (customerAccessToken) =>
    context.commerce
      .query(CUSTOMER_PROFILE, {
        variables: {customerAccessToken},
        cache: context.commerce.CacheNone(),
      })
      .then((data) => data.customer),
  );
  return {customer, title: getT(context)('account.nav.profile')};
}

/** `customerUpdate`; a new password ends the old tokens, so the cookies take the new one. */
export async function action({request, context}: Route.ActionArgs) {
  const customerAccessToken = requireAccessToken(context, request);
  const verdict = context.rateLimit('forms');
  const form = await readForm(request);
  if (!form) return refuse(400, {errors: {form: 'generic'}});
  const parsed = parseProfile(form);
  if (!parsed.ok) return refuse(400, parsed);
  const values = profileValues(parsed.value);
  if (!verdict.ok) return tooMany(verdict, values);
  const outcome = await forPlatform(() =>
    context.commerce.query(CUSTOMER_UPDATE, {
      variables: {customerAccessToken, customer: parsed.value},
      cache: context.commerce.CacheNone(),
    }),
  );
  if ('unavailable' in outcome) return refuse(503, {errors: {form: 'unavailable'}, values});
  const payload = outcome.value.customerUpdate;
  const problems = toErrors(payload?.customerUserErrors);
  if (!payload?.customer || problems.length) {
    const errors = problems.length ? profileErrors(problems) : {form: 'generic'};
    return refuse(422, {errors, values});
  }
  if (payload.customerAccessToken) context.customerSession.login(payload.customerAccessToken);
  const saved: FormAnswer = {errors: {}, done: true};
  return saved;
}

export const meta = accountMeta;
export const shouldRevalidate = revalidateUnlessRefused;

export default function AccountProfile({loaderData}: Route.ComponentProps) {
  const t = useT();
  const {answer, busy, form} = useAccountForm<typeof action>();
  const values = answer?.values ?? profileValues(loaderData.customer);
  const errors = answer?.errors;
  return (
    <>
      <h1>{t('account.nav.profile')}</h1>
      {answer?.done ? <StatusMessage message={t('account.profile.saved')} /> : null}
      <Form ref={form} method="post" className="account-form" noValidate>
        <FormErrors errors={errors} />
        <CustomerFields values={values} errors={errors} />
        <FormField
          name="phone"
          type="tel"
          label={`${t('account.addresses.fields.phone')} ${t('account.addresses.optional')}`}
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors?.phone}
        />
        <label className="account-form__check">
          <input
            type="checkbox"
            name="acceptsMarketing"
            defaultChecked={values.acceptsMarketing === 'on'}
          />
          {t('account.fields.acceptsMarketing')}
        </label>
        <fieldset className="account-form__group">
          <legend>{t('account.profile.changePassword')}</legend>
          <NewPasswordField
            label={t('account.fields.newPassword')}
            required={false}
            error={errors?.password}
          />
          <FormField
            name="passwordConfirm"
            type="password"
            label={t('account.fields.passwordConfirm')}
            autoComplete="new-password"
            error={errors?.passwordConfirm}
          />
        </fieldset>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('account.profile.save')}
        </button>
      </Form>
    </>
  );
}
