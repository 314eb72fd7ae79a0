/**
 * Turns what the storefront sends into stored tracking events: validation with messages a
 * developer can act on, and the visit / name / page / consent read from each sender's own fields.
 */
import type {ConsentState, NewTrackingEvent} from '../db/tracking';
import {HttpError} from '../http/types';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first of `keys` that holds a non-empty string. */
function firstString(object: Json, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = object[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** Absolute URLs are cut to path + query, so both sources show pages the same way ("/it/..."). */
function pagePath(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!/^https?:\/\//i.test(value)) return value;
  try {
    const url = new URL(value);
    return url.pathname + url.search;
  } catch {
    return value;
  }
}

// Hydrogen's custom_storefront_customer_tracking uses the snake_case names, its trekkie page view
// the camelCase ones (hydrogen-react analytics-schema-*.ts), so both are read.
const VISIT_KEYS = [
  'deprecated_visit_token',
  'visit_token',
  'visitToken',
  'unique_token',
  'uniqToken',
];
const PAGE_KEYS = ['path', 'url', 'event_source_url'];
const PAGE_TYPE_KEYS = ['page_type', 'pageType'];
const MONORAIL_CONSENT: ReadonlyArray<[string, keyof ConsentState]> = [
  ['analytics_allowed', 'analytics'],
  ['marketing_allowed', 'marketing'],
  ['sale_of_data_allowed', 'sale_of_data'],
];
const CONSENT_KEYS: ReadonlyArray<keyof ConsentState> = [
  'analytics',
  'marketing',
  'preferences',
  'sale_of_data',
];

/** Only the booleans present: an absent purpose means "not said", not "refused". */
function pickConsent(source: Json, names: ReadonlyArray<[string, keyof ConsentState]>) {
  const consent: ConsentState = {};
  for (const [from, to] of names) {
    const value = source[from];
    if (typeof value === 'boolean') consent[to] = value;
  }
  return Object.keys(consent).length ? consent : null;
}

/** The purposes a `{analytics, marketing, preferences, sale_of_data}` object states, or null. */
export function statedConsent(value: unknown): ConsentState | null {
  return isObject(value)
    ? pickConsent(
        value,
        CONSENT_KEYS.map((k) => [k, k]),
      )
    : null;
}

/** A monorail `produce_batch` body → one event per batch entry; 400 on any malformed entry. */
export function monorailEvents(body: unknown): NewTrackingEvent[] {
  const events = isObject(body) ? body.events : undefined;
  if (!Array.isArray(events) || events.length === 0)
    throw new HttpError(400, 'Body must be {"events":[…]} with at least one event');
  return events.map((event: unknown, i) => {
    if (!isObject(event)) throw new HttpError(400, `events[${i}] must be an object`);
    const {schema_id: schemaId, payload} = event;
    if (typeof schemaId !== 'string' || schemaId === '')
      throw new HttpError(
        400,
        `events[${i}].schema_id must be a schema id such as "trekkie_storefront_page_view/1.4"`,
      );
    if (!isObject(payload)) throw new HttpError(400, `events[${i}].payload must be an object`);
    return {
      source: 'monorail',
      visit: firstString(payload, VISIT_KEYS) ?? 'unknown',
      name: firstString(payload, ['event_name']) ?? schemaId,
      schemaId,
      page: pagePath(firstString(payload, PAGE_KEYS)),
      pageType: firstString(payload, PAGE_TYPE_KEYS) ?? null,
      consent: pickConsent(payload, MONORAIL_CONSENT),
      payload,
    };
  });
}

/** A data-layer mirror body → one event per pushed entry, in push order. */
export function dataLayerEvents(body: unknown): NewTrackingEvent[] {
  if (!isObject(body)) throw new HttpError(400, 'Body must be a JSON object');
  const {visit, consent, page, entries} = body;
  if (typeof visit !== 'string' || visit === '')
    throw new HttpError(400, '"visit" must be the visit id (a non-empty string)');
  if (!Array.isArray(entries)) throw new HttpError(400, '"entries" must be an array');
  if (consent !== undefined && consent !== null && !isObject(consent))
    throw new HttpError(400, '"consent" must be an object or null');
  if (page !== undefined && page !== null && typeof page !== 'string')
    throw new HttpError(400, '"page" must be a string');
  const consentState = statedConsent(consent);
  return entries.map((entry: unknown, i) => {
    // dataLayer takes objects and gtag's `arguments` (which JSON turns into {"0":…,"1":…}).
    if (typeof entry !== 'object' || entry === null)
      throw new HttpError(400, `entries[${i}] must be an object`);
    const fields = entry as Json;
    return {
      source: 'datalayer',
      visit,
      name: dataLayerName(fields),
      schemaId: null,
      page: pagePath(firstString(fields, ['page_path', 'page_location']) ?? page ?? undefined),
      pageType: firstString(fields, PAGE_TYPE_KEYS) ?? null,
      consent: consentState,
      payload: entry,
    };
  });
}

/** `event` for GTM pushes; "consent update" style for gtag commands; else a marker. */
function dataLayerName(entry: Json): string {
  if (typeof entry.event === 'string' && entry.event !== '') return entry.event;
  const command = [entry[0], entry[1]].filter((part) => typeof part === 'string');
  return command.length ? command.join(' ') : '(push without event)';
}
