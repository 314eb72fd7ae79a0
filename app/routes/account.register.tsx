import {Form, Link, redirect} from 'react-router';
import type {Route} from './+types/account.register';
import {notFound} from '~/lib/errors.server';
import {getT} from '~/lib/i18n.server';
import {useT} from '~/lib/i18n';
import {isMarketId, localizePath} from '~/lib/markets';
import {useShell} from '~/lib/shell-context';
import {parseRegisterForm, platformErrors} from '~/lib/customer/account-forms';
import {accountPath, forPlatform, readForm, refuse} from '~/lib/customer/account.server';
import {accountMeta} from '~/lib/customer/account-meta';
import {useAccountForm} from '~/lib/customer/use-account-form';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {AccountCard} from '~/components/AccountCard';
import {CustomerFields} from '~/components/CustomerFields';
import {FormErrors} from '~/components/FormErrors';
import {NewPasswordField} from '~/components/NewPasswordField';
import {ErrorPage} from '~/components/ErrorPage';

export const handle: TrackingHandle = {pageType: 'customers/register'};

export async function loader({params, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  if (context.customerSession.accessToken) throw redirect(accountPath(context));
  return {title: getT(context)('account.registerTitle')};
}

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/** Registers (`customerCreate`), then logs in with the same credentials, as Shopify's pages do. */
export async function action({request, context}: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return refuse(400, {errors: {form: 'generic'}});
  const parsed = parseRegisterForm(form);
  if (!parsed.ok) return refuse(400, parsed);
  const {firstName, lastName, email} = parsed.value;
  const values = {firstName, lastName, email};
  const outcome = await forPlatform(() => context.customerApi.register(parsed.value));
  if ('unavailable' in outcome) return refuse(503, {errors: {form: 'unavailable'}, values});
  const registered = outcome.value;
  if (!registered.ok) {
    return refuse(422, {errors: platformErrors(registered.errors, FIELDS), values});
  }
  context.customerSession.login(registered.value);
  await context.cartApi.linkCustomer(registered.value.accessToken).catch((error: unknown) => {
    console.error(`[customer] cart not linked: ${String(error)}`);
  });
  throw redirect(accountPath(context), 303);
}

export const meta = accountMeta;

export default function Register() {
  const t = useT();
  const {market} = useShell();
  const {answer, busy, form} = useAccountForm<typeof action>();
  const values = answer?.values;
  return (
    <AccountCard title={t('account.registerTitle')} intro={t('account.registerIntro')}>
      <Form ref={form} method="post" className="account-form" noValidate>
        <FormErrors errors={answer?.errors} />
        <CustomerFields values={values} errors={answer?.errors} />
        <NewPasswordField label={t('account.fields.password')} error={answer?.errors.password} />
        <label className="account-form__check">
          <input type="checkbox" name="acceptsMarketing" />
          {t('account.fields.acceptsMarketing')}
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('account.register')}
        </button>
      </Form>
      <p>
        {`${t('account.haveAccount')} `}
        <Link to={localizePath(market, '/account/login')}>{t('account.login')}</Link>
      </p>
    </AccountCard>
  );
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
