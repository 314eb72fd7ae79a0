import {Form, Link, redirect} from 'react-router';
import type {Route} from './+types/account.reset';
import {notFound} from '~/lib/errors.server';
import {getT} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {isMarketId, localizePath} from '~/lib/markets';
import {useShell} from '~/hooks/use-shell';
import {parseResetForm, platformErrors} from '~/lib/customer/account-forms';
import {accountPath, forPlatform, readForm, refuse, tooMany} from '~/lib/customer/account.server';
import {accountMeta} from '~/lib/customer/account-meta';
import {useAccountForm} from '~/lib/customer/use-account-form';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {AccountCard} from '~/components/AccountCard';
import {FormErrors} from '~/components/FormErrors';
import {FormField} from '~/components/FormField';
import {NewPasswordField} from '~/components/NewPasswordField';
import {ErrorPage} from '~/components/ErrorPage';

/** The link of the reset e-mail: `/{market}/account/reset/{customer id}/{reset token}`. */
const ID = /^\d{1,20}$/;
const TOKEN = /^[\w-]{8,128}$/;

export const handle: TrackingHandle = {pageType: 'customers/reset_password'};

export async function loader({params, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market) || !ID.test(params.id) || !TOKEN.test(params.token)) notFound();
  return {title: getT(context)('account.resetTitle')};
}

/** Sets the new password (`customerReset`) and logs the customer in with the token it returns. */
export async function action({request, params, context}: Route.ActionArgs) {
  if (!ID.test(params.id) || !TOKEN.test(params.token)) notFound();
  const verdict = context.rateLimit('signIn');
  const form = await readForm(request);
  if (!form) return refuse(400, {errors: {form: 'generic'}});
  const parsed = parseResetForm(form);
  if (!parsed.ok) return refuse(400, parsed);
  if (!verdict.ok) return tooMany(verdict);
  const customerId = `gid://shopify/Customer/${params.id}`;
  const outcome = await forPlatform(() =>
    context.customerApi.reset(customerId, params.token, parsed.value.password),
  );
  if ('unavailable' in outcome) return refuse(503, {errors: {form: 'unavailable'}});
  const reset = outcome.value;
  if (!reset.ok) {
    const errors = platformErrors(reset.errors, ['password'] as const);
    return refuse(422, {
      errors: errors.form === 'emailInvalid' ? {form: 'resetLinkInvalid'} : errors,
    });
  }
  context.customerSession.login(reset.value);
  throw redirect(accountPath(context), 303);
}

export const meta = accountMeta;

export default function Reset() {
  const t = useT();
  const {market} = useShell();
  const {answer, busy, form} = useAccountForm<typeof action>();
  const errors = answer?.errors;
  return (
    <AccountCard title={t('account.resetTitle')}>
      <Form ref={form} method="post" className="account-form" noValidate>
        <FormErrors errors={errors} />
        <NewPasswordField label={t('account.fields.newPassword')} error={errors?.password} />
        <FormField
          name="passwordConfirm"
          type="password"
          label={t('account.fields.passwordConfirm')}
          autoComplete="new-password"
          required
          error={errors?.passwordConfirm}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('account.resetSubmit')}
        </button>
      </Form>
      {errors?.form === 'resetLinkInvalid' ? (
        <p>
          <Link to={localizePath(market, '/account/recover')}>{t('account.recoverTitle')}</Link>
        </p>
      ) : null}
    </AccountCard>
  );
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
