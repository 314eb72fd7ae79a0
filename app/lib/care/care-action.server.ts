/**
 * The customer-care form's post (docs/product.md#customer-care), from form to ticket: counted
 * against the client's and the e-mail's budget (`care`), checked field by field, the order number
 * checked against a logged-in customer's orders, the photo uploaded, the request filed. Every
 * refusal keeps what was typed and says why in the form: 400 for bad input, 429 (ours or the
 * helpdesk's) with the minutes to wait, 503 when the helpdesk cannot take it.
 */
import {data} from 'react-router';
import {StorefrontError} from '../commerce/storefront.server';
import type {AppContext} from '../context.server';
import {readForm} from '../customer/account.server';
import {SignedOut} from '../customer/customer.server';
import {HONEYPOT_FIELD, type CareAnswer} from './care-answer';
import {readCareForm, type CareFormField, type CareRequest} from './care-form';
import {CareRateLimited, CareRefused, CareUnavailable, type CareField} from './zendesk.server';

type CareContext = Pick<
  AppContext,
  'care' | 'customer' | 'customerSession' | 'marketConfig' | 'rateLimit'
>;

const answer = (status: number, body: CareAnswer, headers: Record<string, string> = {}) =>
  data(body, {status, headers: {'Cache-Control': 'no-store', ...headers}});

/** What the helpdesk refused, as the form's messages. */
const REFUSED: Record<CareField, [CareFormField, string]> = {
  email: ['email', 'emailInvalid'],
  name: ['name', 'nameRequired'],
  message: ['message', 'messageTooShort'],
  photo: ['photo', 'photoType'],
};

/**
 * The form states the wait in whole minutes (the budget's or the helpdesk's, rounded up), and
 * `Retry-After` says that same wait, so a browser and the shopper wait alike.
 */
function tooMany(retryAfterSeconds: number, kept: Omit<CareAnswer, 'errors'>) {
  const retryAfterMinutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return answer(
    429,
    {errors: {form: 'rateLimited'}, retryAfterMinutes, ...kept},
    {'Retry-After': String(retryAfterMinutes * 60)},
  );
}

/**
 * Whether a logged-in customer's order number is one of theirs; anyone else, or a platform that
 * cannot tell now, passes (the helpdesk's agents see the number either way).
 */
async function notTheirs(context: CareContext, orderNumber: string | null): Promise<boolean> {
  if (!orderNumber || !context.customerSession.accessToken) return false;
  try {
    return !(await context.customer.hasOrder(orderNumber.slice(1)));
  } catch (error) {
    if (!(error instanceof StorefrontError) && !(error instanceof SignedOut)) throw error;
    console.warn(`[care] order not checked: ${error.message}`);
    return false;
  }
}

async function file(
  context: CareContext,
  request: CareRequest,
  care: NonNullable<AppContext['care']>,
) {
  const {market} = context.marketConfig;
  const uploads = request.photo ? [await care.upload(request.photo)] : [];
  return care.createRequest({
    topic: request.topic,
    orderNumber: request.orderNumber,
    name: request.name,
    email: request.email,
    message: request.message,
    market: market.id,
    language: market.htmlLang,
    uploads,
  });
}

export async function careAction(context: CareContext, request: Request) {
  const byClient = context.rateLimit('care');
  const form = await readForm(request);
  if (!form) return answer(400, {errors: {form: 'generic'}});
  const parsed = await readCareForm(form);
  const values = parsed.ok ? undefined : parsed.values;
  const {photoSent} = parsed;
  if (String(form.get(HONEYPOT_FIELD) ?? '') !== '') {
    console.warn('[care] honeypot filled: nothing sent');
    return answer(400, {errors: {form: 'generic'}, values, photoSent});
  }
  if (!parsed.ok) return answer(400, {errors: parsed.errors, values, photoSent});
  const post = parsed.value;
  const kept = {
    values: {
      topic: post.topic,
      orderNumber: post.orderNumber ?? '',
      name: post.name,
      email: post.email,
      message: post.message,
      isPrivacyDisclaimerChecked: 'on',
    },
    photoSent,
  };
  const byEmail = context.rateLimit('care', post.email.toLowerCase());
  const refused = [byClient, byEmail].find((verdict) => !verdict.ok);
  if (refused && !refused.ok) return tooMany(refused.retryAfterSeconds, kept);
  if (await notTheirs(context, post.orderNumber))
    return answer(400, {errors: {orderNumber: 'orderNotYours'}, ...kept});
  if (!context.care) return answer(503, {errors: {form: 'unavailable'}, ...kept});
  try {
    const receipt = await file(context, post, context.care);
    return answer(200, {errors: {}, done: {ticketNumber: receipt.ticketNumber, email: post.email}});
  } catch (error) {
    if (error instanceof CareRateLimited) return tooMany(error.retryAfterSeconds, kept);
    if (error instanceof CareRefused) {
      console.warn(`[care] ${error.message}`);
      const errors = Object.fromEntries(error.fields.map((field) => REFUSED[field]));
      return answer(400, {errors, ...kept});
    }
    if (!(error instanceof CareUnavailable)) throw error;
    console.error(`[care] ${error.message}`);
    return answer(503, {errors: {form: 'unavailable'}, ...kept});
  }
}
