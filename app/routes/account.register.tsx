import {Form} from 'react-router';
import {Link} from '~/components/Link';
import {redirectTo} from '~/lib/redirect.server';
import type {Route} from './+types/account.register';
import {notFound} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {isMarketId, localizePath} from '~/lib/markets';
import {useShell} from '~/hooks/use-shell';
import {parseRegisterForm, platformErrors} from '~/lib/customer/account-forms';
import {
  accountPath,
  acceptForm,
  forPlatform,
  refuse,
  type FormAnswer,
} from '~/lib/customer/account.server';
import {useAccountForm} from '~/hooks/use-account-form';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {AccountCard} from '~/components/AccountCard';
import {CustomerFields} from '~/components/CustomerFields';
import {FormErrors} from '~/components/FormErrors';
import {NewPasswordField} from '~/components/NewPasswordField';
import {ErrorPage} from '~/components/ErrorPage';
import {SubmitButton} from '~/components/SubmitButton';
import {PrivacyNotice} from '~/components/PrivacyNotice';
import {unindexedPageMeta} from '~/lib/seo';

export const handle: TrackingHandle = {pageType: 'customers/register'};

export async function loader({params, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  if (context.customerSession.accessToken) throw redirectTo(accountPath(context));
  return {
    title: getT(context)('account.registerTitle'),
    messages: routeMessages(context, 'account'),
  };
}

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/**
 * Registers (`customerCreate`). New or already known, the e-mail gets the same answer, so the form
 * cannot tell anyone who is a customer: a new account gets the platform's welcome e-mail, a known
 * one a password-reset e-mail to its owner (sent after the answer, so timing tells nothing either).
 */
export async function action({request, context}: Route.ActionArgs) {
  const kept = ({
    firstName,
    lastName,
    email,
    acceptsMarketing,
  }: {
    firstName: string;
    lastName: string;
    email: string;
    acceptsMarketing: boolean;
  }) => ({
    firstName,
    lastName,
    email,
    acceptsMarketing: acceptsMarketing ? 'on' : '',
  });
  const post = await acceptForm(context, request, 'signIn', parseRegisterForm, kept);
  if (!post.ok) return post.refusal;
  const values = kept(post.value);
  const {email} = values;
  const outcome = await forPlatform(() => context.customer.register(post.value));
  if ('unavailable' in outcome) return refuse(503, {errors: {form: 'unavailable'}, values});
  const registered = outcome.value;
  if (!registered.ok) {
    return refuse(422, {errors: platformErrors(registered.errors, FIELDS), values});
  }
  if (registered.value.alreadyRegistered) {
    const mailed = context.customer.recover(email).then(
      (errors) => errors.forEach((e) => console.warn(`[customer] recover: ${e.code}`)),
      (error: unknown) => console.error(`[customer] owner not e-mailed: ${String(error)}`),
    );
    context.waitUntil(mailed);
  }
  const sent: FormAnswer = {errors: {}, done: true, values: {email}};
  return sent;
}

export const meta = unindexedPageMeta;

export default function Register() {
  const t = useT();
  const {market} = useShell();
  const {answer, busy, form} = useAccountForm<typeof action>();
  const values = answer?.values;
  if (answer?.done) {
    return (
      <AccountCard title={t('account.registerTitle')} intro={t('account.registerIntro')}>
        <p role="status" className="account-form__done">
          {t('account.registerSent', {email: values?.email ?? ''})}
        </p>
        <p>
          <Link className="button button--primary" to={localizePath(market, '/account/login')}>
            {t('account.login')}
          </Link>
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('account.registerTitle')} intro={t('account.registerIntro')}>
      <Form ref={form} method="post" className="account-form" noValidate>
        <FormErrors errors={answer?.errors} />
        <CustomerFields values={values} errors={answer?.errors} />
        <NewPasswordField label={t('account.fields.password')} error={answer?.errors.password} />
        <label className="account-form__check">
          <input
            type="checkbox"
            name="acceptsMarketing"
            defaultChecked={values?.acceptsMarketing === 'on'}
          />
          {t('account.fields.acceptsMarketing')}
        </label>
        <PrivacyNotice />
        <SubmitButton busy={busy}>{t('account.register')}</SubmitButton>
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
