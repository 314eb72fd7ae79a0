/**
 * The calls Klaviyo's onsite script makes (OpenAPI create_client_profile / create_client_event):
 *   POST /client/profiles/  {"data":{"type":"profile","attributes":{…}}}  → name "identify"
 *   POST /client/events/    {"data":{"type":"event","attributes":{…}}}    → the metric's name
 * Filed under the visit the profile names: the browser's anonymous id first, so one browser is
 * one visit.
 */
import {providerEvent, type NewTrackingEvent} from '../db/tracking';
import {
  checkFields,
  checkIdentifiers,
  dataOf,
  firstString,
  invalid,
  isObject,
  OBJECT,
  PROFILE_ATTRIBUTES,
  STRING,
  type FieldType,
  type Json,
} from './klaviyo-jsonapi';

const IDENTIFIERS = ['anonymous_id', 'email', 'external_id', 'phone_number'] as const;

/** The profile attributes of the spec (OnsiteProfileCreateQuery, EventProfileCreateQuery). */
const PROFILE_FIELDS: Record<string, FieldType> = {...PROFILE_ATTRIBUTES, anonymous_id: STRING};
/** The event attributes of the spec (EventCreateQueryV2). */
const EVENT_FIELDS: Record<string, FieldType> = {
  properties: OBJECT,
  metric: OBJECT,
  profile: OBJECT,
  time: ['date-time', (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value))],
  value: ['number', (value) => typeof value === 'number' && Number.isFinite(value)],
  value_currency: STRING,
  unique_id: STRING,
  backfill: ['boolean', (value) => typeof value === 'boolean'],
};

/** Checks a profile's attributes and answers the visit it belongs to. */
function checkProfile(attributes: Json, pointer: string): string {
  checkFields(attributes, PROFILE_FIELDS, 'profile', pointer);
  checkIdentifiers(attributes, pointer);
  const visit = firstString(attributes, IDENTIFIERS);
  if (visit === undefined)
    throw invalid(
      'One of email, phone_number, external_id or anonymous_id is required to identify a profile.',
      pointer,
    );
  return visit;
}

export function profileCall(body: unknown): NewTrackingEvent {
  const data = dataOf(body, 'profile');
  const visit = checkProfile(data.attributes as Json, '/data/attributes');
  return providerEvent('klaviyo', visit, 'identify', data);
}

export function eventCall(body: unknown): NewTrackingEvent {
  const data = dataOf(body, 'event');
  const attributes = data.attributes as Json;
  checkFields(attributes, EVENT_FIELDS, 'event', '/data/attributes');
  if (!isObject(attributes.properties))
    throw invalid("'properties' is required.", '/data/attributes/properties');
  const metric = (attributes.metric as Json | undefined)?.data as Json | undefined;
  if (metric?.type !== 'metric')
    throw invalid(
      "The event needs a metric of type 'metric'.",
      '/data/attributes/metric/data/type',
    );
  const name = (metric.attributes as Json | undefined)?.name;
  if (typeof name !== 'string' || !name)
    throw invalid("'name' is required.", '/data/attributes/metric/data/attributes/name');
  const profile = (attributes.profile as Json | undefined)?.data as Json | undefined;
  if (profile?.type !== 'profile' || !isObject(profile.attributes))
    throw invalid('The event needs a profile.', '/data/attributes/profile/data');
  const visit = checkProfile(profile.attributes, '/data/attributes/profile/data/attributes');
  return providerEvent('klaviyo', visit, name, data);
}
