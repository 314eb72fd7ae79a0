/**
 * What every Klaviyo client endpoint shares: the JSON:API error document, the body's `data`, and
 * field checks that refuse an attribute the OpenAPI spec does not know (so a storefront that sends
 * the wrong shape fails here as it would in production). Wording follows Klaviyo's answers, which
 * are Django REST framework's.
 */
import {randomUUID} from 'node:crypto';
import {EMAIL} from '../formats';
import {json, type SandboxReply} from '../http/types';

export type Json = Record<string, unknown>;
type Source = {pointer: string} | {parameter: string};
/** An attribute's expected type, by name (for the message) and test. */
export type FieldType = readonly [string, (value: unknown) => boolean];

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const STRING: FieldType = ['string', (value) => typeof value === 'string'];
export const OBJECT: FieldType = ['object', isObject];
/**
 * The profile attributes Klaviyo's profile schemas share (identifiers, names, location,
 * properties); each endpoint's schema adds its own (`anonymous_id` onsite, `subscriptions` on a
 * subscription).
 */
export const PROFILE_ATTRIBUTES: Record<string, FieldType> = {
  email: STRING,
  phone_number: STRING,
  external_id: STRING,
  _kx: STRING,
  first_name: STRING,
  last_name: STRING,
  organization: STRING,
  locale: STRING,
  title: STRING,
  image: STRING,
  location: OBJECT,
  properties: OBJECT,
  meta: OBJECT,
};
/** E.164, as Klaviyo requires for phone numbers. */
const PHONE = /^\+[1-9]\d{6,14}$/;

export class KlaviyoError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly source: Source,
    readonly code = 'invalid',
    readonly title = 'Invalid input.',
  ) {
    super(detail);
  }
}

export const invalid = (detail: string, pointer: string) =>
  new KlaviyoError(400, detail, {pointer});

/** A related resource the account does not have (a catalogue variant, a list). */
export const notFound = (detail: string, pointer: string) =>
  new KlaviyoError(404, detail, {pointer}, 'not_found', 'Not found.');

export function errorDocument(error: KlaviyoError) {
  return {
    errors: [
      {
        id: randomUUID(),
        status: error.status,
        code: error.code,
        title: error.title,
        detail: error.detail,
        source: error.source,
        links: {},
        meta: {},
      },
    ],
  };
}

export function errorReply(error: KlaviyoError): SandboxReply {
  return json(error.status, errorDocument(error));
}

/** Unknown attributes and wrong types are refused; `null` is allowed, as the spec's are nullable. */
export function checkFields(
  attributes: Json,
  fields: Record<string, FieldType>,
  resource: string,
  pointer: string,
): void {
  for (const [key, value] of Object.entries(attributes)) {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined; // not "constructor"
    if (!field)
      throw invalid(
        `'${key}' is not a valid field for the resource '${resource}'.`,
        `${pointer}/${key}`,
      );
    if (value !== null && !field[1](value))
      throw invalid(`'${key}' must be a ${field[0]}.`, `${pointer}/${key}`);
  }
}

/** The parsed body, or a 400: Klaviyo reads JSON whatever the content type. */
export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('The request body is not valid JSON.', '/');
  }
}

/** `data` of the body, with its `type` checked and its attributes present. */
export function dataOf(body: unknown, type: string): Json {
  const data = isObject(body) ? body.data : undefined;
  if (!isObject(data)) throw invalid("'data' is required.", '/data');
  if (data.type !== type) throw invalid(`'type' must be '${type}'.`, '/data/type');
  if (!isObject(data.attributes)) throw invalid("'attributes' is required.", '/data/attributes');
  return data;
}

/** `{data: {type, attributes}}` of a relationship or nested resource, type checked. */
export function resourceOf(value: unknown, type: string, pointer: string): Json {
  const data = isObject(value) ? value.data : undefined;
  if (!isObject(data)) throw invalid("'data' is required.", `${pointer}/data`);
  if (data.type !== type) throw invalid(`'type' must be '${type}'.`, `${pointer}/data/type`);
  return data;
}

/** The profile identifiers' formats: e-mail, and phone numbers in E.164. */
export function checkIdentifiers(attributes: Json, pointer: string): void {
  if (typeof attributes.email === 'string' && !EMAIL.test(attributes.email))
    throw invalid('Invalid email address.', `${pointer}/email`);
  if (typeof attributes.phone_number === 'string' && !PHONE.test(attributes.phone_number))
    throw invalid(
      'Invalid phone number format (Example of a valid format: +12345678901).',
      `${pointer}/phone_number`,
    );
}

/** The first of `keys` that holds a non-empty string. */
export function firstString(attributes: Json, keys: readonly string[]): string | undefined {
  return keys
    .map((key) => attributes[key])
    .find((value): value is string => typeof value === 'string' && value !== '');
}
