/**
 * What each SALESmanago API method does with a signed body (auth is checked before,
 * salesmanago.ts): the contact upsert and the external event's add and update. A refusal is a
 * `Refusal` with SALESmanago's `message` lines. SALESmanago's own message texts are not public,
 * so these are plausible English ones that name the field.
 */
import type {ConsentState} from '../db/tracking';
import type {SalesmanagoEvent, SalesmanagoStore} from '../db/salesmanago';
import {EMAIL} from '../formats';

type Json = Record<string, unknown>;

export class Refusal extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; '));
  }
}

/** What a call answered, and what the Tracking tab files it under. */
export interface CallResult {
  answer: Json;
  /** The contact's e-mail, which groups its calls in the Tracking tab. */
  visit: string;
  type?: string;
  consent: ConsentState | null;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const refuse = (message: string): never => {
  throw new Refusal([message]);
};

/** From the API's documentation; the storefront sends CART (and PURCHASE once paid). */
export const EVENT_TYPES = [
  'CART',
  'PURCHASE',
  'CANCELLATION',
  'RETURN',
  'OTHER',
  'VISIT',
  'PHONE_CALL',
  'RESERVATION',
  'CANCELLED',
  'ACTIVATION',
  'MEETING',
  'OFFER',
  'DOWNLOAD',
  'LOGIN',
  'TRANSACTION',
  'SURVEY',
];
const DETAILS = Array.from({length: 20}, (_, i) => `detail${i + 1}`);
const TEXT_FIELDS = ['products', 'description', 'location', 'externalId', 'shopDomain', ...DETAILS];
/**
 * The fields of `contactEvent`. SALESmanago's tolerance of other names is not documented; the
 * sandbox refuses them, so a misspelt detail does not vanish silently.
 */
const EVENT_FIELDS = new Set(['eventId', 'date', 'contactExtEventType', 'value', ...TEXT_FIELDS]);

function optionalBoolean(body: Json, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'boolean' ? value : refuse(`Field '${field}' must be true or false`);
}

/** forceOptIn → marketing allowed, forceOptOut → refused; neither → the call states nothing. */
function optInOf(body: Json): boolean | undefined {
  const optIn = optionalBoolean(body, 'forceOptIn');
  const optOut = optionalBoolean(body, 'forceOptOut');
  if (optIn && optOut) refuse("'forceOptIn' and 'forceOptOut' cannot both be true");
  return optIn ? true : optOut ? false : undefined;
}

const consentOf = (optIn: boolean | undefined): ConsentState | null =>
  optIn === undefined ? null : {marketing: optIn};

function email(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    return refuse(`Field '${field}' is required`);
  return EMAIL.test(value.trim()) ? value.trim() : refuse(`Invalid e-mail address: ${value}`);
}

function strings(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return refuse(`Field '${field}' must be an array of strings`);
}

export function upsert(body: Json, store: SalesmanagoStore): CallResult {
  if (!isObject(body.contact)) refuse("Field 'contact' is required");
  const contact = body.contact as Json;
  const address = email(contact.email, 'contact.email');
  const properties = body.properties ?? {};
  if (!isObject(properties)) refuse("Field 'properties' must be an object");
  if (body.lang !== undefined && typeof body.lang !== 'string')
    refuse("Field 'lang' must be a string");
  const optIn = optInOf(body);
  const saved = store.upsert({
    email: address,
    contact: {...contact, email: address},
    optIn,
    tags: strings(body.tags, 'tags'),
    removeTags: strings(body.removeTags, 'removeTags'),
    properties: properties as Json,
    lang: body.lang as string | undefined,
  });
  return {
    answer: {success: true, message: [], contactId: saved.contactId},
    visit: saved.email,
    consent: consentOf(optIn),
  };
}

/** The contact an event call names, by `email` or `contactId`; it must exist. */
function contactOf(body: Json, store: SalesmanagoStore) {
  if (typeof body.contactId === 'string' && body.contactId !== '')
    return store.contactById(body.contactId) ?? refuse(`Contact not found: ${body.contactId}`);
  if (body.email === undefined) return refuse("Field 'email' or 'contactId' is required");
  const address = email(body.email, 'email');
  return store.contactByEmail(address) ?? refuse(`Contact not found: ${address}`);
}

/** `contactEvent` checked field by field; `date` and the type are required when adding. */
function eventOf(body: Json, adding: boolean): {type?: string; fields: Json} {
  if (!isObject(body.contactEvent)) return refuse("Field 'contactEvent' is required");
  const fields = body.contactEvent;
  for (const [key, value] of Object.entries(fields)) {
    const name = `contactEvent.${key}`;
    if (!EVENT_FIELDS.has(key)) refuse(`Unknown field '${name}'`);
    if (value === null) continue;
    if (key === 'date' && !(Number.isInteger(value) && (value as number) > 0))
      refuse(`Field '${name}' must be a time in milliseconds`);
    if (key === 'value' && !(typeof value === 'number' && Number.isFinite(value)))
      refuse(`Field '${name}' must be a number`);
    if (TEXT_FIELDS.includes(key) && typeof value !== 'string')
      refuse(`Field '${name}' must be a string`);
  }
  const type = fields.contactExtEventType;
  if (type !== undefined && !EVENT_TYPES.includes(type as string))
    refuse(`Invalid contactExtEventType '${String(type)}'; use one of ${EVENT_TYPES.join(', ')}`);
  if (adding && type === undefined) refuse("Field 'contactEvent.contactExtEventType' is required");
  if (adding && fields.date === undefined) refuse("Field 'contactEvent.date' is required");
  return {type: type as string | undefined, fields};
}

export function addEvent(body: Json, store: SalesmanagoStore): CallResult {
  const contact = contactOf(body, store);
  const {type, fields} = eventOf(body, true);
  if (fields.eventId !== undefined) refuse("'contactEvent.eventId' is given by SALESmanago");
  const optIn = optInOf(body);
  if (optIn !== undefined) store.setOptIn(contact.contactId, optIn);
  const eventId = store.addEvent(contact.contactId, type!, fields);
  return {
    answer: {success: true, message: [], eventId},
    visit: contact.email,
    type,
    consent: consentOf(optIn),
  };
}

export function updateEvent(body: Json, store: SalesmanagoStore): CallResult {
  const contact = contactOf(body, store);
  const {type, fields} = eventOf(body, false);
  const id = fields.eventId;
  if (typeof id !== 'string' || id === '') refuse("Field 'contactEvent.eventId' is required");
  const event: SalesmanagoEvent =
    store.event(id as string) ?? refuse(`Event not found: ${String(id)}`);
  if (event.contactId !== contact.contactId)
    refuse(`Event ${event.eventId} does not belong to contact ${contact.email}`);
  const {eventId: _, ...changes} = fields;
  const optIn = optInOf(body);
  if (optIn !== undefined) store.setOptIn(contact.contactId, optIn);
  store.updateEvent(event, type ?? event.type, changes);
  return {
    answer: {success: true, message: [], eventId: event.eventId},
    visit: contact.email,
    type: type ?? event.type,
    consent: consentOf(optIn),
  };
}
