/**
 * `POST /client/back-in-stock-subscriptions/` (OpenAPI create_client_back_in_stock_subscription,
 * ClientBISSubscriptionCreateQuery): a profile asks to hear when a catalogue variant is back.
 *   {"data":{"type":"back-in-stock-subscription",
 *     "attributes":{"channels":["EMAIL"],"profile":{"data":{"type":"profile","attributes":{"email":…}}}},
 *     "relationships":{"variant":{"data":{"type":"catalog-variant","id":"$shopify:::$default:::123"}}}}}
 * The variant must be one of the shop's (the number is its Shopify id); the same subscriber
 * waiting for the same variant is stored once.
 */
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
  resourceOf,
  STRING,
  type FieldType,
  type Json,
} from './klaviyo-jsonapi';

const CHANNELS = ['EMAIL', 'PUSH', 'SMS', 'WHATSAPP'];
/** integrationType:::catalogId:::externalId; Shopify's external id is the numeric variant id. */
const CATALOG_VARIANT_ID = /^\$[a-z_]+:::[^:]+:::(.+)$/;
const SHOPIFY_VARIANT_ID = /^\$shopify:::\$default:::(\d+)$/;

const ATTRIBUTES: Record<string, FieldType> = {
  channels: ['array', Array.isArray],
  profile: OBJECT,
};
/** ProfileIdentifierDTOResourceObject's attributes: identifiers only. */
const PROFILE_FIELDS: Record<string, FieldType> = {
  email: STRING,
  phone_number: STRING,
  external_id: STRING,
};
/** What a channel needs to reach the subscriber. */
const CHANNEL_NEEDS: Record<string, string> = {
  EMAIL: 'email',
  SMS: 'phone_number',
  WHATSAPP: 'phone_number',
};

const ATTR = '/data/attributes';
const PROFILE = `${ATTR}/profile/data/attributes`;
const VARIANT = '/data/relationships/variant/data';

function channelsOf(value: unknown): string[] {
  if (!Array.isArray(value)) throw invalid("'channels' is required.", `${ATTR}/channels`);
  if (value.length === 0) throw invalid('At least one channel is required.', `${ATTR}/channels`);
  value.forEach((channel, i) => {
    if (typeof channel !== 'string' || !CHANNELS.includes(channel))
      throw invalid(`"${String(channel)}" is not a valid choice.`, `${ATTR}/channels/${i}`);
  });
  return [...new Set(value as string[])];
}

/**
 * The variant the id names in the shop's catalogue. A malformed id is a 400; a well-formed id
 * the catalogue lacks is a 404 `not_found`, as Klaviyo answers a related resource that does not
 * exist (its documentation names no other answer for this case).
 */
function variantOf(relationships: unknown, sandbox: SandboxContext): number {
  const data = resourceOf(
    isObject(relationships) ? relationships.variant : undefined,
    'catalog-variant',
    '/data/relationships/variant',
  );
  const id = data.id;
  if (typeof id !== 'string' || !CATALOG_VARIANT_ID.test(id))
    throw invalid(
      'Invalid catalog variant id; expected integrationType:::catalogId:::externalId, e.g. $shopify:::$default:::33001893429341.',
      `${VARIANT}/id`,
    );
  const numeric = SHOPIFY_VARIANT_ID.exec(id)?.[1];
  if (!numeric || !sandbox.catalog.variantById.has(Number(numeric)))
    throw notFound(`A catalog variant with id '${id}' does not exist.`, `${VARIANT}/id`);
  return Number(numeric);
}

export function backInStockCall(body: unknown, sandbox: SandboxContext): NewTrackingEvent {
  const data = dataOf(body, 'back-in-stock-subscription');
  const attributes = data.attributes as Json;
  checkFields(attributes, ATTRIBUTES, 'back-in-stock-subscription', ATTR);
  const channels = channelsOf(attributes.channels);
  if (attributes.profile == null) throw invalid("'profile' is required.", `${ATTR}/profile`);
  const profile = resourceOf(attributes.profile, 'profile', `${ATTR}/profile`);
  if (!isObject(profile.attributes)) throw invalid("'attributes' is required.", PROFILE);
  const who = profile.attributes;
  checkFields(who, PROFILE_FIELDS, 'profile', PROFILE);
  checkIdentifiers(who, PROFILE);
  const subscriber = firstString(who, ['email', 'phone_number', 'external_id']);
  if (subscriber === undefined)
    throw invalid('One of email, phone_number or external_id is required.', PROFILE);
  for (const channel of channels) {
    const need = CHANNEL_NEEDS[channel];
    if (need && typeof who[need] !== 'string')
      throw invalid(`The ${channel} channel needs the profile's ${need}.`, `${PROFILE}/${need}`);
  }
  const variantId = variantOf(data.relationships, sandbox);
  sandbox.klaviyo.subscribeBackInStock({
    subscriber,
    email: typeof who.email === 'string' ? who.email : null,
    variantId,
    channels,
    profile: who,
  });
  return providerEvent('klaviyo', subscriber, 'back-in-stock-subscription', data);
}
