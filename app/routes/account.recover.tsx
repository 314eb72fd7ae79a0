import {Form, useActionData, useNavigation} from 'react-router';
import {Link} from '~/components/Link';
import type {Route} from './+types/account.recover';
import {notFound} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {isMarketId, localizePath} from '~/lib/markets';
import {useShell} from '~/hooks/use-shell';
import {parseRecoverForm} from '~/lib/customer/account-forms';
import {acceptForm, forPlatform, refuse, type FormAnswer} from '~/lib/customer/account.server';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {AccountCard} from '~/components/AccountCard';
import {FormErrors} from '~/components/FormErrors';
import {ErrorPage} from '~/components/ErrorPage';
import {SubmitButton} from '~/components/SubmitButton';
import {EmailField} from '~/components/EmailField';
import {unindexedPageMeta} from '~/lib/seo';

export const handle: TrackingHandle = {pageType: 'customers/reset_password'};

export async function loader({params, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  return {
    title: getT(context)('account.recoverTitle'),
    messages: routeMessages(context, 'account'),
  };
}

/**
 * Asks the platform to e-mail a reset link (`customerRecover`). The answer is the same whether
 * or not the address has an account, so the page cannot be used to find out who is a customer.
 */
export async function action({request, context}: Route.ActionArgs) {
  const post = await acceptForm(context, request, 'signIn', parseRecoverForm, (value) => value);
  if (!post.ok) return post.refusal;
  const outcome = await forPlatform(() => context.customer.recover(post.value.email));
  if ('unavailable' in outcome)
    return refuse(503, {errors: {form: 'unavailable'}, values: post.value});
  for (const error of outcome.value)
    console.warn(`[customer] recover: ${error.code ?? error.message}`);
  const sent: FormAnswer = {errors: {}, done: true};
  return sent;
}

export const meta = unindexedPageMeta;

export default function Recover() {
  const t = useT();
  const {market} = useShell();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const values = answer?.values;
  return (
    <AccountCard title={t('account.recoverTitle')} intro={t('account.recoverIntro')}>
      {answer?.done ? (
        <p role="status" className="account-form__done">
          {t('account.recoverSent')}
        </p>
      ) : (
        <Form method="post" className="account-form" noValidate>
          <FormErrors errors={answer?.errors} />
          <EmailField value={values?.email} error={answer?.errors.email} />
          <SubmitButton busy={busy}>{t('account.recoverSubmit')}</SubmitButton>
        </Form>
      )}
      <p>
        <Link to={localizePath(market, '/account/login')}>{t('account.backToLogin')}</Link>
      </p>
    </AccountCard>
  );
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
