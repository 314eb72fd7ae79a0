import type {Route} from './+types/consent';
import {badRequest, notFound, tooManyRequests} from '~/lib/errors.server';
import {isMarketId, localizePath} from '~/lib/markets';
import {readForm} from '~/lib/customer/account.server';
import {consentFormAnswer, preferencesPath} from '~/lib/tracking/consent';
import {consentCookie, consentReturnPath} from '~/lib/tracking/consent-post.server';
import {ErrorPage} from '~/components/ErrorPage';
import {redirectTo, requestedPath} from '~/lib/redirect.server';

/** Nothing to show here: the market's home with the banner open on its purposes. */
export async function loader({params, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  throw redirectTo(preferencesPath(localizePath(context.marketConfig.market, '/'), true));
}

/**
 * `POST /{market}/consent`: the consent banner's form wherever the page's scripts do not answer
 * it first (docs/product.md#consent-banner). `consent` is `accept`, `reject`, `save` (with the
 * purposes ticked) or `customize`; `returnTo` the page it was on. A choice sets the
 * `cookiePreferences` cookie; every answer is a 303 back to the page. A post counts against the
 * client's form budget before it is read (429 past it); anything else is a 400 page.
 */
export async function action({params, request, context}: Route.ActionArgs) {
  if (!isMarketId(params.market)) notFound();
  const verdict = context.rateLimit('forms');
  if (!verdict.ok) tooManyRequests(verdict);
  const form = await readForm(request);
  const answer = form && consentFormAnswer(form);
  if (!form || !answer) badRequest();
  const {market} = context.marketConfig;
  const home = localizePath(market, '/');
  const headers = new Headers({'Cache-Control': 'no-store'});
  if ('choice' in answer) headers.append('Set-Cookie', consentCookie(answer.choice, request.url));
  const back = requestedPath(market, form.get('returnTo'), home);
  throw redirectTo(consentReturnPath(back, answer, home), {status: 303, headers});
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
