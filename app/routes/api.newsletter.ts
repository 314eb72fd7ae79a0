import type {Route} from './+types/api.newsletter';
import {MESSAGES} from '~/lib/i18n.server';
import {translator} from '~/lib/i18n';
import {DEFAULT_MARKET, isMarketId, localizePath, MARKETS} from '~/lib/markets';
import {readForm} from '~/lib/customer/account.server';
import {redirectTo, requestedPath} from '~/lib/redirect.server';
import {newsletterFormFor, parseNewsletterForm} from '~/lib/marketing/sign-up-forms.server';
import {newsletterReturn, type NewsletterOutcome} from '~/lib/marketing/newsletter-result';

const PRIVATE = {'Cache-Control': 'private, no-store'};
const RETRY_AFTER_SECONDS = '30';

/** Nothing to read here. */
export function loader() {
  return Response.json(
    {ok: false, message: 'Method Not Allowed'},
    {status: 405, headers: {...PRIVATE, Allow: 'POST'}},
  );
}

/** The shop's script asks for JSON; a browser posting the plain footer form asks for a page. */
const wantsPage = (request: Request) => (request.headers.get('Accept') ?? '').includes('text/html');

/**
 * `POST /api/{market}/newsletter` (docs/product.md#newsletter-pop-up): `email`,
 * `isPrivacyDisclaimerChecked` and `formId` (a configured pop-up, or `footer`). The list is the
 * configured form's; the e-mail is subscribed to it at the e-mail marketing provider
 * (docs/decisions/0019). JSON for the shop's script: 200 `{ok, formId, listId, campaign}`, or
 * `{ok: false, message}` in the market's language: 400 (with `errors` per field; an unknown
 * form, or no list configured), 404 unknown market, 429 past the sign-up rate limit, 503 the provider failed. A plain
 * form post (no JavaScript) is sent back to the page it came from (`returnTo`, a same-origin
 * path), whose address then names the outcome for the footer to show and, unless it is the
 * thanks, the e-mail typed, which the form shows again.
 */
export async function action({params, request, context}: Route.ActionArgs) {
  const market = isMarketId(params.market) ? MARKETS[params.market] : DEFAULT_MARKET;
  const t = translator(market.id, MESSAGES[market.id]);
  const verdict = context.rateLimit('signUp');
  const form = await readForm(request);
  const page = wantsPage(request);

  function answer(
    outcome: NewsletterOutcome,
    status: number,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    if (page) {
      const back = requestedPath(market, form?.get('returnTo'), localizePath(market, '/'));
      const typed = outcome === 'ok' ? '' : String(form?.get('email') ?? '');
      return redirectTo(newsletterReturn(back, outcome, typed), {status: 303, headers: PRIVATE});
    }
    return Response.json(body, {status, headers: {...PRIVATE, ...headers}});
  }
  const refuse = (
    outcome: Exclude<NewsletterOutcome, 'ok'>,
    status: number,
    error: string,
    more: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    answer(
      outcome,
      status,
      {ok: false, message: t(`newsletter.errors.${error}`), ...more},
      headers,
    );

  if (!isMarketId(params.market)) return refuse('invalid', 404, 'notFound');
  if (!form) return refuse('invalid', 400, 'invalid');
  const parsed = parseNewsletterForm(form, (formId) => newsletterFormFor(context.config, formId));
  if (!parsed.ok) {
    const errors = Object.entries(parsed.errors).map(([field, code]) => [
      field,
      t(`newsletter.errors.${code}`),
    ]);
    // An unknown form is nothing the shopper can correct; a field is.
    const message = parsed.errors.formId ? 'invalid' : 'summary';
    return refuse('invalid', 400, message, {errors: Object.fromEntries(errors)});
  }
  if (!verdict.ok) {
    return refuse(
      'rateLimited',
      429,
      'rateLimited',
      {},
      {
        'Retry-After': String(verdict.retryAfterSeconds),
      },
    );
  }
  const {email, form: signUp} = parsed.value;
  const subscribed = await context.emailMarketing.subscribeToList(
    email,
    signUp.listId,
    signUp.formId,
  );
  if (!subscribed) {
    return refuse('unavailable', 503, 'unavailable', {}, {'Retry-After': RETRY_AFTER_SECONDS});
  }
  return answer('ok', 200, {
    ok: true,
    formId: signUp.formId,
    listId: signUp.listId,
    campaign: signUp.campaign,
  });
}
