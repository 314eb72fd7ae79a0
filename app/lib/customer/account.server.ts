/**
 * What every account route does on the server: find the customer's token or send them to the
 * login page (spec §6: anonymous shoppers see no account page), read form posts, and turn an
 * unreachable platform into a localized 503 for the form.
 */
import {fromUpstream} from '../errors.server';
import {data, redirect} from 'react-router';
import type {AppContext} from '../context.server';
import {StorefrontError} from '../commerce/storefront.server';
import {localizePath} from '../markets';
import {safeRedirectPath} from '../security';
import type {FieldErrors} from './account-forms';

type AccountContext = Pick<AppContext, 'customerSession' | 'marketConfig'>;

export const accountPath = (context: Pick<AppContext, 'marketConfig'>, path = '') =>
  localizePath(context.marketConfig.market, `/account${path}`);

/** The login page, coming back to `returnTo` (a same-origin path) afterwards. */
export function loginRedirect(context: AccountContext, request: Request): never {
  const url = new URL(request.url);
  const back = `${url.pathname.replace(/\.data$/, '')}${url.search}`;
  throw redirect(`${accountPath(context, '/login')}?returnTo=${encodeURIComponent(back)}`);
}

/** The token of the logged-in customer; anyone else goes to the login page. */
export function requireAccessToken(context: AccountContext, request: Request): string {
  const token = context.customerSession.accessToken;
  if (token) return token;
  // The flag said "logged in" but no usable token is left: both cookies go.
  if (context.customerSession.isLoggedIn) context.customerSession.logout();
  return loginRedirect(context, request);
}

/** A customer query; a token the platform no longer knows logs out (spec §4 step 4). */
export async function loadCustomer<C>(
  context: AccountContext,
  request: Request,
  query: (token: string) => Promise<C | null | undefined>,
): Promise<C> {
  const token = requireAccessToken(context, request);
  // Every account page's customer comes from the platform: its failures are a 503 page.
  const customer = await fromUpstream(() => query(token));
  if (customer) return customer;
  context.customerSession.logout();
  return loginRedirect(context, request);
}

/** Where to go after logging in: a same-origin path, or the account. */
export function afterLogin(context: AccountContext, value: FormDataEntryValue | string | null) {
  return safeRedirectPath(value, accountPath(context));
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
