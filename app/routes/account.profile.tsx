import {Form} from 'react-router';
import type {Route} from './+types/account.profile';
import {getT} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {
  acceptForm,
  forPlatform,
  loadCustomer,
  refuse,
  requireLogin,
  type FormAnswer,
} from '~/lib/customer/account.server';
import {revalidateUnlessRefused} from '~/lib/revalidation';
import {parseProfile, profileErrors, profileValues} from '~/lib/customer/profile-form';
import {useAccountForm} from '~/hooks/use-account-form';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {CustomerFields} from '~/components/CustomerFields';
import {FormErrors} from '~/components/FormErrors';
import {FormField} from '~/components/FormField';
import {NewPasswordField} from '~/components/NewPasswordField';
import {StatusMessage} from '~/components/StatusMessage';
import {SubmitButton} from '~/components/SubmitButton';
import {PasswordConfirmField} from '~/components/PasswordConfirmField';
import {unindexedPageMeta} from '~/lib/seo';

export const handle: TrackingHandle = {pageType: 'customers/account'};

export async function loader({request, context}: Route.LoaderArgs) {
  const customer = await loadCustomer(context, request, (me) => me.profile());
  return {customer, title: getT(context)('account.nav.profile')};
}

/** Saves the profile; a new password ends the old tokens, and the cookies take the new one. */
export async function action({request, context}: Route.ActionArgs) {
  requireLogin(context, request);
  const post = await acceptForm(context, request, 'forms', parseProfile, profileValues);
  if (!post.ok) return post.refusal;
  const values = profileValues(post.value);
  const outcome = await forPlatform(() => context.customer.updateProfile(post.value));
  if ('unavailable' in outcome) return refuse(503, {errors: {form: 'unavailable'}, values});
  const updated = outcome.value;
  if (!updated.ok) return refuse(422, {errors: profileErrors(updated.errors), values});
  const saved: FormAnswer = {errors: {}, done: true};
  return saved;
}

export const meta = unindexedPageMeta;
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
          <PasswordConfirmField error={errors?.passwordConfirm} />
        </fieldset>
        <SubmitButton busy={busy}>{t('account.profile.save')}</SubmitButton>
      </Form>
    </>
  );
}
