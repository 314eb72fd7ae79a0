/**
 * `POST /client/subscriptions/` (OpenAPI create_client_subscription, OnsiteSubscriptionCreateQuery):
 * a sign-up to a list, with consent per channel.
 *   {"data":{"type":"subscription","attributes":{"custom_source":"Footer",
 *     "profile":{"data":{"type":"profile","attributes":{"email":…,"subscriptions":{"email":{"marketing":{"consent":"SUBSCRIBED"}}}}}}},
 *     "relationships":{"list":{"data":{"type":"list","id":"PsLst1"}}}}}
 * Without a `subscriptions` object Klaviyo subscribes the channels the profile can be reached on
 * to MARKETING; with one, only the channels it names. The list must be one of the account's.
 */
import {klaviyoLists} from '../config';
import type {SandboxContext} from '../context';
import {providerEvent, type NewTrackingEvent} from '../db/tracking';
import {
  checkFields,
  checkIdentifiers,
  dataOf,
  firstString,
  invalid,
  isObject,
  notFound,
  OBJECT,
  PROFILE_ATTRIBUTES,
  resourceOf,
  STRING,
  type FieldType,
  type Json,
} from './klaviyo-jsonapi';

const ATTR = '/data/attributes';
const PROFILE = `${ATTR}/profile/data/attributes`;

const ATTRIBUTES: Record<string, FieldType> = {custom_source: STRING, profile: OBJECT};
/** ProfileUpsertQueryWithSubscriptionsResourceObject's attributes. */
const PROFILE_FIELDS: Record<string, FieldType> = {...PROFILE_ATTRIBUTES, subscriptions: OBJECT};
/** SubscriptionChannels: each channel's consent types, and the identifier it needs. */
const CHANNELS: Record<string, {types: string[]; needs?: string}> = {
  email: {types: ['marketing', 'open_tracking'], needs: 'email'},
  sms: {types: ['marketing', 'transactional'], needs: 'phone_number'},
  whatsapp: {types: ['marketing', 'transactional'], needs: 'phone_number'},
  push: {types: ['marketing', 'tokens', 'anonymous_id']},
};

/** Channel → consent ("SUBSCRIBED"): what the call subscribes the profile to. */
function consentOf(who: Json): Record<string, string> {
  if (who.subscriptions == null)
    return Object.fromEntries(
      Object.entries({email: 'email', sms: 'phone_number'})
        .filter(([, need]) => typeof who[need] === 'string')
        .map(([channel]) => [channel, 'SUBSCRIBED']),
    );
  const consent: Record<string, string> = {};
  for (const [channel, parameters] of Object.entries(who.subscriptions as Json)) {
    const pointer = `${PROFILE}/subscriptions/${channel}`;
    const known = Object.hasOwn(CHANNELS, channel) ? CHANNELS[channel] : undefined;
    if (!known)
      throw invalid(`'${channel}' is not a valid field for the resource 'subscriptions'.`, pointer);
    if (parameters === null) continue;
    if (!isObject(parameters)) throw invalid(`'${channel}' must be a object.`, pointer);
    for (const [type, value] of Object.entries(parameters)) {
      if (!known.types.includes(type))
        throw invalid(`'${type}' is not a valid field for the resource '${channel}'.`, pointer);
      if (type !== 'marketing' || value === null) continue;
      const given = isObject(value) ? value.consent : undefined;
      if (given !== 'SUBSCRIBED')
        throw invalid(`"${String(given)}" is not a valid choice.`, `${pointer}/${type}/consent`);
    }
    if (known.needs && typeof who[known.needs] !== 'string')
      throw invalid(`Subscribing to ${channel} needs the profile's ${known.needs}.`, pointer);
    consent[channel] = 'SUBSCRIBED';
  }
  return consent;
}

function listOf(relationships: unknown): string {
  const list = resourceOf(
    isObject(relationships) ? relationships.list : undefined,
    'list',
    '/data/relationships/list',
  );
  const pointer = '/data/relationships/list/data/id';
  if (typeof list.id !== 'string' || list.id === '') throw invalid("'id' is required.", pointer);
  // Klaviyo documents no answer for a list it lacks; a missing related resource is its 404.
  if (!klaviyoLists().has(list.id))
    throw notFound(`A list with id '${list.id}' does not exist.`, pointer);
  return list.id;
}

export function subscriptionCall(body: unknown, sandbox: SandboxContext): NewTrackingEvent {
  const data = dataOf(body, 'subscription');
  const attributes = data.attributes as Json;
  checkFields(attributes, ATTRIBUTES, 'subscription', ATTR);
  if (attributes.profile == null) throw invalid("'profile' is required.", `${ATTR}/profile`);
  const profile = resourceOf(attributes.profile, 'profile', `${ATTR}/profile`);
  if (!isObject(profile.attributes)) throw invalid("'attributes' is required.", PROFILE);
  const who = profile.attributes;
  checkFields(who, PROFILE_FIELDS, 'profile', PROFILE);
  checkIdentifiers(who, PROFILE);
  const subscriber = firstString(who, ['email', 'phone_number']);
  if (subscriber === undefined) throw invalid('One of email or phone_number is required.', PROFILE);
  const consent = consentOf(who);
  const listId = listOf(data.relationships);
  const {subscriptions: _, ...details} = who;
  sandbox.klaviyo.joinList({
    listId,
    subscriber,
    profile: details,
    consent,
    customSource: typeof attributes.custom_source === 'string' ? attributes.custom_source : null,
  });
  // An explicit sign-up is the visitor's marketing choice, carried by the call itself.
  const marketing = Object.keys(consent).length > 0;
  return providerEvent('klaviyo', subscriber, 'subscription', data, marketing ? {marketing} : null);
}
