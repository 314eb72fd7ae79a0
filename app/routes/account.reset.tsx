import {Form} from 'react-router';
import {Link} from '~/components/Link';
import {redirectTo} from '~/lib/redirect.server';
import type {Route} from './+types/account.reset';
import {notFound} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {isMarketId, localizePath} from '~/lib/markets';
import {useShell} from '~/hooks/use-shell';
import {parseResetForm, platformErrors} from '~/lib/customer/account-forms';
import {acceptForm, accountPath, forPlatform, refuse} from '~/lib/customer/account.server';
import {useAccountForm} from '~/hooks/use-account-form';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {AccountCard} from '~/components/AccountCard';
import {FormErrors} from '~/components/FormErrors';
import {NewPasswordField} from '~/components/NewPasswordField';
import {ErrorPage} from '~/components/ErrorPage';
import {SubmitButton} from '~/components/SubmitButton';
import {PasswordConfirmField} from '~/components/PasswordConfirmField';
import {unindexedPageMeta} from '~/lib/seo';

/** The link of the reset e-mail: `/{market}/account/reset/{customer id}/{reset token}`. */
const ID = /^\d{1,20}$/;
const TOKEN = /^[\w-]{8,128}$/;

export const handle: TrackingHandle = {pageType: 'customers/reset_password'};

export async function loader({params, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market) || !ID.test(params.id) || !TOKEN.test(params.token)) notFound();
  return {
    title: getT(context)('account.resetTitle'),
    messages: routeMessages(context, 'account'),
  };
}

/** Sets the new password and logs the customer in. */
export async function action({request, params, context}: Route.ActionArgs) {
  if (!ID.test(params.id) || !TOKEN.test(params.token)) notFound();
  const post = await acceptForm(context, request, 'signIn', parseResetForm);
  if (!post.ok) return post.refusal;
  const customerId = `gid://shopify/Customer/${params.id}`;
  const outcome = await forPlatform(() =>
    context.customer.reset(customerId, params.token, post.value.password),
  );
  if ('unavailable' in outcome) return refuse(503, {errors: {form: 'unavailable'}});
  const reset = outcome.value;
  if (!reset.ok) {
    const errors = platformErrors(reset.errors, ['password'] as const);
    return refuse(422, {
      errors: errors.form === 'emailInvalid' ? {form: 'resetLinkInvalid'} : errors,
    });
  }
  throw redirectTo(accountPath(context), 303);
}

export const meta = unindexedPageMeta;

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
        <PasswordConfirmField required error={errors?.passwordConfirm} />
        <SubmitButton busy={busy}>{t('account.resetSubmit')}</SubmitButton>
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
