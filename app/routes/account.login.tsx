import {Form, Link, redirect, useSearchParams} from 'react-router';
import type {Route} from './+types/account.login';
import {notFound} from '~/lib/errors.server';
import {getT} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {isMarketId, localizePath} from '~/lib/markets';
import {parseLoginForm, platformErrors} from '~/lib/customer/account-forms';
import {afterLogin, forPlatform, readForm, refuse, tooMany} from '~/lib/customer/account.server';
import {accountMeta} from '~/lib/customer/account-meta';
import {useAccountForm} from '~/lib/customer/use-account-form';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {useShell} from '~/hooks/use-shell';
import {AccountCard} from '~/components/AccountCard';
import {FormErrors} from '~/components/FormErrors';
import {FormField} from '~/components/FormField';
import {ErrorPage} from '~/components/ErrorPage';

export const handle: TrackingHandle = {pageType: 'customers/login'};

export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  // Already logged in: the account (or where they were going) instead of a second login.
  if (context.customerSession.accessToken) {
    throw redirect(afterLogin(context, new URL(request.url).searchParams.get('returnTo')));
  }
  return {title: getT(context)('account.loginTitle')};
}

/**
 * Logs in (legacy `customerAccessTokenCreate`): the cookies of spec §4, the cart built so far
 * linked to the customer, then the page they came from. A wrong password sets no cookie.
 */
export async function action({request, context}: Route.ActionArgs) {
  const verdict = context.rateLimit('signIn');
  const form = await readForm(request);
  if (!form) return refuse(400, {errors: {form: 'generic'}});
  const parsed = parseLoginForm(form);
  if (!parsed.ok) return refuse(400, parsed);
  const {email, password} = parsed.value;
  if (!verdict.ok) return tooMany(verdict, {email});
  const outcome = await forPlatform(() => context.customerApi.login(email, password));
  if ('unavailable' in outcome)
    return refuse(503, {errors: {form: 'unavailable'}, values: {email}});
  const login = outcome.value;
  if (!login.ok) {
    const errors = platformErrors(login.errors, ['email', 'password'] as const);
    const status = errors.form === 'throttled' ? 429 : 401;
    return refuse(status, {errors, values: {email}});
  }
  context.customerSession.login(login.value);
  await context.cartApi.linkCustomer(login.value.accessToken).catch((error: unknown) => {
    // The login stands; the cart is linked at its next change.
    console.error(`[customer] cart not linked: ${String(error)}`);
  });
  throw redirect(afterLogin(context, form.get('returnTo')), 303);
}

export const meta = accountMeta;

export default function Login() {
  const t = useT();
  const {answer, busy, form} = useAccountForm<typeof action>();
  const [search] = useSearchParams();
  const {market} = useShell();
  const returnTo = search.get('returnTo');
  return (
    <AccountCard title={t('account.loginTitle')} intro={t('account.loginIntro')}>
      <Form ref={form} method="post" className="account-form" noValidate>
        <FormErrors errors={answer?.errors} />
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <FormField
          name="email"
          type="email"
          label={t('account.fields.email')}
          autoComplete="email"
          required
          defaultValue={answer?.values?.email}
          error={answer?.errors.email}
        />
        <FormField
          name="password"
          type="password"
          label={t('account.fields.password')}
          autoComplete="current-password"
          required
          error={answer?.errors.password}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('account.login')}
        </button>
      </Form>
      <p>
        <Link to={localizePath(market, '/account/recover')}>{t('account.forgotPassword')}</Link>
      </p>
      <p>
        {`${t('account.noAccount')} `}
        <Link to={localizePath(market, '/account/register')}>{t('account.register')}</Link>
      </p>
    </AccountCard>
  );
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
