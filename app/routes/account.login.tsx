import {Form, useSearchParams} from 'react-router';
import {Link} from '~/components/Link';
import {redirectTo} from '~/lib/redirect.server';
import type {Route} from './+types/account.login';
import {notFound} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {isMarketId, localizePath} from '~/lib/markets';
import {parseLoginForm, platformErrors} from '~/lib/customer/account-forms';
import {acceptForm, afterLogin, forPlatform, refuse} from '~/lib/customer/account.server';
import {useAccountForm} from '~/hooks/use-account-form';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {useShell} from '~/hooks/use-shell';
import {AccountCard} from '~/components/AccountCard';
import {FormErrors} from '~/components/FormErrors';
import {FormField} from '~/components/FormField';
import {ErrorPage} from '~/components/ErrorPage';
import {SubmitButton} from '~/components/SubmitButton';
import {EmailField} from '~/components/EmailField';
import {unindexedPageMeta} from '~/lib/seo';

export const handle: TrackingHandle = {pageType: 'customers/login'};

export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  // Already logged in: the account (or where they were going) instead of a second login.
  if (context.customerSession.accessToken) {
    throw redirectTo(afterLogin(context, new URL(request.url).searchParams.get('returnTo')));
  }
  return {
    title: getT(context)('account.loginTitle'),
    messages: routeMessages(context, 'account'),
  };
}

/**
 * Logs in: the login cookies (docs/product.md#login-state), the cart built so far
 * linked to the customer, then the page they came from. A wrong password sets no cookie.
 */
export async function action({request, context}: Route.ActionArgs) {
  const post = await acceptForm(context, request, 'signIn', parseLoginForm, ({email}) => ({email}));
  if (!post.ok) return post.refusal;
  const {email, password} = post.value;
  const outcome = await forPlatform(() => context.customer.login(email, password));
  if ('unavailable' in outcome)
    return refuse(503, {errors: {form: 'unavailable'}, values: {email}});
  const login = outcome.value;
  if (!login.ok) {
    const errors = platformErrors(login.errors, ['email', 'password'] as const);
    const status = errors.form === 'throttled' ? 429 : 401;
    return refuse(status, {errors, values: {email}});
  }
  await context.cart.linkCustomer(login.value.accessToken).catch((error: unknown) => {
    // The login stands; the cart is linked at its next change.
    console.error(`[customer] cart not linked: ${String(error)}`);
  });
  throw redirectTo(afterLogin(context, post.form.get('returnTo')), 303);
}

export const meta = unindexedPageMeta;

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
        <EmailField value={answer?.values?.email} error={answer?.errors.email} />
        <FormField
          name="password"
          type="password"
          label={t('account.fields.password')}
          autoComplete="current-password"
          required
          error={answer?.errors.password}
        />
        <SubmitButton busy={busy}>{t('account.login')}</SubmitButton>
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
