import {data, useActionData} from 'react-router';
import type {Route} from './+types/newsletter';
import {notFound} from '~/lib/errors.server';
import {getT} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {isMarketId, localizePath} from '~/lib/markets';
import {readForm} from '~/lib/customer/account.server';
import {redirectTo, requestedPath} from '~/lib/redirect.server';
import {signUpForNewsletter} from '~/lib/marketing/newsletter-sign-up.server';
import {refusalHeaders} from '~/lib/marketing/refusal-headers';
import {newsletterReturn} from '~/lib/marketing/newsletter-result';
import {FOOTER_FORM_ID} from '~/lib/marketing/newsletter-form';
import {unindexedPageMeta} from '~/lib/seo';
import {AccountCard} from '~/components/AccountCard';
import {ErrorPage} from '~/components/ErrorPage';
import {NewsletterSignUp, type RefusedSignUp} from '~/components/NewsletterSignUp';

const NO_STORE = {'Cache-Control': 'no-store'};

export function loader({params, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  return {title: getT(context)('newsletter.title')};
}

/**
 * `POST /{market}/newsletter`: a newsletter sign-up sent as a plain form, without the shop's
 * script (docs/product.md#newsletter-pop-up), taken as `/api/{market}/newsletter` takes it. Taken:
 * a 303 back to the page it came from (`returnTo`, same-origin) at `#newsletter-ok`. Refused:
 * this page, with the status (400, 429 or 503 with `Retry-After`), the reason in the shopper's
 * language, each field's error, and the e-mail and the privacy tick as they were sent.
 */
export async function action({params, request, context}: Route.ActionArgs) {
  if (!isMarketId(params.market)) notFound();
  const {market} = context.marketConfig;
  const form = await readForm(request);
  const back = requestedPath(market, form?.get('returnTo'), localizePath(market, '/'));
  const signUp = await signUpForNewsletter(context, market, form);
  if (signUp.ok) return redirectTo(newsletterReturn(back), {status: 303, headers: NO_STORE});
  const {status, message, errors} = signUp;
  const refused: RefusedSignUp = {
    message,
    errors,
    email: String(form?.get('email') ?? ''),
    privacy: form?.has('isPrivacyDisclaimerChecked') === true,
    returnTo: back,
  };
  const headers = refusalHeaders(signUp, NO_STORE);
  // The form it was sent from (a pop-up's or the footer's), unless that is what was wrong.
  const formId = errors.formId ? FOOTER_FORM_ID : String(form?.get('formId') ?? FOOTER_FORM_ID);
  return data({refused, formId}, {status, headers});
}

export const meta = unindexedPageMeta;

export default function Newsletter() {
  const t = useT();
  const answer = useActionData<typeof action>();
  return (
    <AccountCard title={t('newsletter.title')} intro={t('newsletter.intro')}>
      <NewsletterSignUp
        formId={answer?.formId ?? FOOTER_FORM_ID}
        formType="footer"
        refused={answer?.refused}
      />
    </AccountCard>
  );
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
