/**
 * What every account route does on the server: find the customer's token or send them to the
 * login page (docs/product.md#roles: anonymous shoppers see no account page), read form posts, and turn an
 * unreachable platform into a localized 503 for the form.
 */
import {fromUpstream} from '../errors.server';
import {data} from 'react-router';
import {redirectTo, requestedPath} from '../redirect.server';
import type {AppContext} from '../context.server';
import {StorefrontError} from '../commerce/storefront.server';
import {SignedOut, type Customer} from './customer.server';
import {localizePath} from '../markets';
import type {RateLimitGroup} from '../rate-limit.server';
import type {FieldErrors, Parsed} from './account-forms';

type AccountContext = Pick<AppContext, 'customer' | 'customerSession' | 'marketConfig'>;

export const accountPath = (context: Pick<AppContext, 'marketConfig'>, path = '') =>
  localizePath(context.marketConfig.market, `/account${path}`);

/** The login page, coming back to `returnTo` (a same-origin path) afterwards. */
function loginRedirect(context: AccountContext, request: Request): never {
  const url = new URL(request.url);
  const back = `${url.pathname.replace(/\.data$/, '')}${url.search}`;
  throw redirectTo(`${accountPath(context, '/login')}?returnTo=${encodeURIComponent(back)}`);
}

/** Only a logged-in customer goes on; anyone else goes to the login page. */
export function requireLogin(context: AccountContext, request: Request): void {
  if (context.customerSession.accessToken) return;
  // The flag said "logged in" but no usable token is left: both cookies go.
  if (context.customerSession.isLoggedIn) context.customerSession.logout();
  loginRedirect(context, request);
}

/**
 * What an account page shows of the customer: a verb of the customer module. Its failures are
 * the 503 page; a customer the platform no longer knows is logged out and sent to log in
 * (docs/product.md#login-state).
 */
export async function loadCustomer<C>(
  context: AccountContext,
  request: Request,
  read: (customer: Customer) => Promise<C>,
): Promise<C> {
  requireLogin(context, request);
  try {
    return await fromUpstream(() => read(context.customer));
  } catch (error) {
    if (!(error instanceof SignedOut)) throw error;
    context.customerSession.logout();
    return loginRedirect(context, request);
  }
}

/** Where to go after logging in: a same-origin path, or the account. */
export function afterLogin(context: AccountContext, value: FormDataEntryValue | string | null) {
  return requestedPath(context.marketConfig.market, value, accountPath(context));
}

/** What a form's action answers: errors per field (message keys), and what was typed. */
export interface FormAnswer {
  errors: FieldErrors<string>;
  values?: Partial<Record<string, string>>;
  done?: boolean;
  /** With a `rateLimited` refusal: how long until the next try is accepted. */
  retryAfterSeconds?: number;
}

/** A refused form: the field errors and what was typed (never a password). */
export function refuse(status: number, answer: FormAnswer, headers: Record<string, string> = {}) {
  return data(answer, {status, headers: {'Cache-Control': 'no-store', ...headers}});
}

/**
 * A post past the client's rate limit (rate-limit.server.ts): refused before the platform is
 * asked, with what was typed, and when to try again.
 */
export function tooMany(verdict: {retryAfterSeconds: number}, values?: FormAnswer['values']) {
  return refuse(
    429,
    {errors: {form: 'rateLimited'}, values, retryAfterSeconds: verdict.retryAfterSeconds},
    {'Retry-After': String(verdict.retryAfterSeconds)},
  );
}

/** The form body, or null when the post is not a form at all. */
export async function readForm(request: Request): Promise<FormData | null> {
  return request.formData().catch(() => null);
}

/**
 * A form post taken as every account form takes it: counted against the client's budget first
 * (so bad posts use it up too), then read and checked. A refusal is the answer to give: a 400
 * for a post that is no form or has bad fields, a 429 past the budget, both with what was typed
 * (`kept`: never a password).
 */
export async function acceptForm<T, F extends string>(
  context: Pick<AppContext, 'rateLimit'>,
  request: Request,
  group: RateLimitGroup,
  parse: (form: FormData) => Parsed<T, F>,
  kept: (value: T) => FormAnswer['values'] = () => undefined,
): Promise<{ok: true; value: T; form: FormData} | {ok: false; refusal: ReturnType<typeof refuse>}> {
  const verdict = context.rateLimit(group);
  const form = await readForm(request);
  if (!form) return {ok: false, refusal: refuse(400, {errors: {form: 'generic'}})};
  const parsed = parse(form);
  if (!parsed.ok) return {ok: false, refusal: refuse(400, parsed)};
  if (!verdict.ok) return {ok: false, refusal: tooMany(verdict, kept(parsed.value))};
  return {ok: true, value: parsed.value, form};
}

/**
 * Runs a platform call for a form. An unreachable platform is logged and reported as
 * `unavailable`, so the action can answer 503 with the form kept, ready to try again.
 */
export async function forPlatform<T>(
  work: () => Promise<T>,
): Promise<{value: T} | {unavailable: true}> {
  try {
    return {value: await work()};
  } catch (error) {
    if (!(error instanceof StorefrontError)) throw error;
    console.error(`[customer] ${error.message}`);
    return {unavailable: true};
  }
}
