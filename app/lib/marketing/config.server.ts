/**
 * Configuration of the marketing providers (docs/product.md#marketing): the marketing-automation
 * provider behind the shop's own routes (SALESmanago, docs/product.md#marketing-cart-sync) and the
 * newsletter pop-up forms (docs/product.md#newsletter-pop-up).
 */
import {ConfigError, optional, required, toOrigin, type RawEnv} from '../config-values.server';
import {FOOTER_FORM_ID, type NewsletterForm, type NewsletterTrigger} from './newsletter-form';
import {COOKIE_SECONDS} from '../cookie-names';

export interface MarketingAutomationConfig {
  /** The fixed client id the browser sends (`clientId`), public like SALESmanago's monitoring code. */
  clientId: string;
  /** API v2 credentials: server-side only, they sign every call. */
  apiKey: string;
  apiSecret: string;
  /** The account user the calls are made for (`owner`). */
  owner: string;
  apiOrigin: string;
  /** SALESmanago's monitoring script, loaded with marketing consent. */
  scriptUrl: string;
  /** How long an open CART event is reused (`cartExpiry`, seconds; 12 h by default). */
  cartExpirySeconds: number;
  /** The `smclient` cookie's life (`contactCookieExpiry`, days). */
  contactCookieDays: number;
}

/** Default marketing cookieExpiryTime (docs/product.md#marketing): 43,200,000 ms. */
const DEFAULT_CART_EXPIRY_SECONDS = COOKIE_SECONDS.smevent;
/** SALESmanago's own `smclient` cookie lives 10 years. */
const DEFAULT_CONTACT_COOKIE_DAYS = COOKIE_SECONDS.smclient / 86_400;

function positiveInteger(env: RawEnv, name: string, fallback: number): number {
  const value = optional(env, name);
  if (value === null) return fallback;
  if (!/^\d+$/.test(value) || Number(value) === 0)
    throw new ConfigError(
      `Invalid configuration variable ${name}: "${value}" is no positive integer`,
    );
  return Number(value);
}

/** SALESmanago, when a client id is configured; its secrets are then required. */
export function readMarketingAutomation(env: RawEnv): MarketingAutomationConfig | null {
  const clientId = optional(env, 'PUBLIC_SALESMANAGO_CLIENT_ID');
  if (!clientId) return null;
  if (!/^[A-Za-z0-9]{6,32}$/.test(clientId))
    throw new ConfigError(
      `Invalid configuration variable PUBLIC_SALESMANAGO_CLIENT_ID: "${clientId}" is no client id`,
    );
  const scriptOrigin = toOrigin(
    'PUBLIC_SALESMANAGO_SCRIPT_ORIGIN',
    optional(env, 'PUBLIC_SALESMANAGO_SCRIPT_ORIGIN') ?? 'https://www.salesmanago.pl',
  );
  return {
    clientId,
    apiKey: required(env, 'PRIVATE_SALESMANAGO_API_KEY'),
    apiSecret: required(env, 'PRIVATE_SALESMANAGO_API_SECRET'),
    owner: required(env, 'SALESMANAGO_OWNER'),
    apiOrigin: toOrigin(
      'SALESMANAGO_API_ORIGIN',
      optional(env, 'SALESMANAGO_API_ORIGIN') ?? 'https://www.salesmanago.com',
    ),
    scriptUrl: `${scriptOrigin}/static/sm.js`,
    cartExpirySeconds: positiveInteger(
      env,
      'SALESMANAGO_CART_EXPIRY_SECONDS',
      DEFAULT_CART_EXPIRY_SECONDS,
    ),
    contactCookieDays: positiveInteger(
      env,
      'SALESMANAGO_CONTACT_COOKIE_DAYS',
      DEFAULT_CONTACT_COOKIE_DAYS,
    ),
  };
}

/** The pop-up the shop runs when none is configured: a welcome offer, after 10 s or on exit. */
function defaultForms(listId: string): NewsletterForm[] {
  return [
    {
      formId: 'passo-benvenuto',
      listId,
      campaign: 'benvenuto',
      triggers: [{type: 'delay', seconds: 10}, {type: 'exitIntent'}],
      frequencyCapDays: 30,
    },
  ];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function trigger(value: unknown): NewsletterTrigger | null {
  if (!isRecord(value)) return null;
  const seconds = value.seconds;
  const percent = value.percent;
  if (value.type === 'delay' && typeof seconds === 'number' && seconds >= 0 && seconds <= 600)
    return {type: 'delay', seconds};
  if (value.type === 'exitIntent') return {type: 'exitIntent'};
  if (value.type === 'scrollDepth' && typeof percent === 'number' && percent > 0 && percent <= 100)
    return {type: 'scrollDepth', percent};
  return null;
}

function form(value: unknown, defaultListId: string): NewsletterForm | null {
  if (!isRecord(value)) return null;
  const {formId, listId = defaultListId, campaign, triggers, frequencyCapDays} = value;
  const id = /^[A-Za-z0-9_-]{1,40}$/;
  if (typeof formId !== 'string' || !id.test(formId) || formId === FOOTER_FORM_ID) return null;
  if (typeof listId !== 'string' || !id.test(listId)) return null;
  if (typeof campaign !== 'string' || campaign.length > 100) return null;
  if (!Array.isArray(triggers) || triggers.length === 0) return null;
  const parsed = triggers.map(trigger);
  if (parsed.some((entry) => entry === null)) return null;
  if (typeof frequencyCapDays !== 'number' || !(frequencyCapDays >= 0 && frequencyCapDays <= 3650))
    return null;
  return {
    formId,
    listId,
    campaign,
    triggers: parsed as NewsletterTrigger[],
    frequencyCapDays,
  };
}

/**
 * The pop-up forms (`PUBLIC_NEWSLETTER_FORMS`, a JSON list of {formId, listId?, campaign, triggers,
 * frequencyCapDays}); without e-mail marketing there is no list to subscribe to, so no forms.
 */
export function readNewsletterForms(env: RawEnv, defaultListId: string | null): NewsletterForm[] {
  if (!defaultListId) return [];
  const raw = optional(env, 'PUBLIC_NEWSLETTER_FORMS');
  if (raw === null) return defaultForms(defaultListId);
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    list = null;
  }
  const forms = Array.isArray(list) ? list.map((entry) => form(entry, defaultListId)) : [null];
  // A form id names one form: the sign-up route looks its list up by it.
  const ids = new Set(forms.map((entry) => entry?.formId));
  if (forms.some((entry) => entry === null) || ids.size !== forms.length)
    throw new ConfigError(
      'Invalid configuration variable PUBLIC_NEWSLETTER_FORMS: a JSON list of forms, each with its own formId (not "footer"), campaign, triggers and frequencyCapDays',
    );
  return forms as NewsletterForm[];
}

/** The shop as the marketing-automation provider names it: its host (docs/product.md#marketing-constants). */
export function shopIdentifier(shopOrigin: string): string {
  return new URL(shopOrigin).host;
}
