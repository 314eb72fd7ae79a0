import type {Route} from './+types/api.newsletter';
import {MESSAGES} from '~/lib/i18n.server';
import {translator} from '~/lib/i18n';
import {DEFAULT_MARKET, isMarketId, localizePath, MARKETS} from '~/lib/markets';
import {readForm} from '~/lib/customer/account.server';
import {signUpForNewsletter} from '~/lib/marketing/newsletter-sign-up.server';
import {refusalHeaders} from '~/lib/marketing/refusal-headers';

const PRIVATE = {'Cache-Control': 'private, no-store'};

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
 * `isPrivacyDisclaimerChecked` and `formId` (a configured pop-up, or `footer`). JSON for the
 * shop's script: 200 `{ok, formId, listId, campaign}`, or `{ok: false, message}` in the market's
 * language: 400 (with `errors` per field; an unknown form, or no list configured), 404 unknown
 * market, 429 past the sign-up rate limit, 503 the provider failed. A post that asks for a page
 * (a form sent without the shop's script, from a page older than the newsletter page) is sent on
 * to that page with its body (307), which answers it as a page.
 */
export async function action({params, request, context}: Route.ActionArgs) {
  if (!isMarketId(params.market)) {
    const t = translator(DEFAULT_MARKET.id, MESSAGES[DEFAULT_MARKET.id]);
    return Response.json(
      {ok: false, message: t('newsletter.errors.notFound')},
      {status: 404, headers: PRIVATE},
    );
  }
  const market = MARKETS[params.market];
  if (wantsPage(request)) {
    return new Response(null, {
      status: 307,
      headers: {...PRIVATE, Location: localizePath(market, '/newsletter')},
    });
  }
  const signUp = await signUpForNewsletter(context, market, await readForm(request));
  if (!signUp.ok) {
    const {status, message, errors} = signUp;
    const headers = refusalHeaders(signUp, PRIVATE);
    const body = Object.keys(errors).length ? {ok: false, message, errors} : {ok: false, message};
    return Response.json(body, {status, headers});
  }
  const {formId, listId, campaign} = signUp.form;
  return Response.json({ok: true, formId, listId, campaign}, {headers: PRIVATE});
}
