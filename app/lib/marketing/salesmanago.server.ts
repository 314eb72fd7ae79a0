/**
 * The marketing-automation provider (SALESmanago API v2) behind the shop's own routes
 * `/api/salesmanago/contact` and `/api/salesmanago/cart` (docs/product.md#marketing-contact,
 * docs/product.md#marketing-cart-sync). Every call is signed in its body with the API key and the
 * secret, so it can only be made here, on the server. SALESmanago answers 200 even when it
 * refuses: `success: false` with its messages.
 */
import type {MarketingAutomationConfig} from './config.server';
import {postJson} from './post-json.server';

export type MarketingResult<T> =
  ({ok: true} & T) | {ok: false; reason: 'refused' | 'unavailable'; message: string};

/** The cart as the browser reports it (docs/product.md#marketing-cart-sync), already validated. */
export interface CartEventInput {
  contactId: string;
  /** The open CART event to update; none opens a new one. */
  eventId: string | null;
  token: string;
  products: string;
  variantsId: string;
  /** detail1…detail5: product titles, variant titles, SKUs, quantities, currency. */
  details: [string, string, string, string, string];
  /** In euros, as sent. */
  value: number;
  shop: string;
}

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The body fields that authenticate a call: `sha` = SHA1(apiKey + clientId + apiSecret). */
export async function signedAuth(config: MarketingAutomationConfig, now: number) {
  return {
    clientId: config.clientId,
    apiKey: config.apiKey,
    requestTime: now,
    sha: await sha1Hex(config.apiKey + config.clientId + config.apiSecret),
    owner: config.owner,
  };
}

/** The external CART event: details as sent, the variant ids after them (`detail6`). */
export function cartEventBody(input: CartEventInput, now: number) {
  const details = Object.fromEntries(
    input.details.map((value, index) => [`detail${index + 1}`, value]),
  );
  return {
    contactId: input.contactId,
    contactEvent: {
      ...(input.eventId ? {eventId: input.eventId} : {}),
      date: now,
      contactExtEventType: 'CART',
      products: input.products,
      value: input.value,
      location: input.shop,
      shopDomain: input.shop,
      externalId: input.token,
      ...details,
      detail6: input.variantsId,
    },
  };
}

export function createMarketingAutomation({
  config,
  deadline,
}: {
  config: MarketingAutomationConfig;
  deadline: number;
}) {
  async function call<T extends Record<string, unknown>>(
    path: string,
    body: Record<string, unknown>,
    pick: (answer: Record<string, unknown>) => T | null,
  ): Promise<MarketingResult<T>> {
    const now = Date.now();
    const answer = await postJson(
      `${config.apiOrigin}${path}`,
      {...(await signedAuth(config, now)), ...body},
      {},
      deadline,
    );
    const reply = (answer.body ?? {}) as Record<string, unknown>;
    if (answer.status !== 200) {
      console.error(
        `[salesmanago] ${path}: ${answer.status || 'no answer'} ${answer.failure ?? ''}`.trim(),
      );
      return {
        ok: false,
        reason: 'unavailable',
        message: answer.failure ?? `status ${answer.status}`,
      };
    }
    const picked = reply.success === true ? pick(reply) : null;
    if (!picked) {
      const message = Array.isArray(reply.message) ? reply.message.join('; ') : 'no success';
      console.error(`[salesmanago] ${path} refused: ${message}`);
      return {ok: false, reason: 'refused', message};
    }
    return {ok: true, ...picked};
  }

  const id = (value: unknown) => (typeof value === 'string' && value ? value : null);

  return {
    /** Creates or updates the contact; a newsletter sign-up opts them in and tags the action. */
    upsertContact: (email: string, action: string, newsletter: boolean) =>
      call(
        '/api/contact/upsert',
        {
          contact: {email},
          ...(newsletter ? {forceOptIn: true} : {}),
          tags: [action.toUpperCase()],
        },
        (reply) => {
          const contactId = id(reply.contactId);
          return contactId ? {contactId} : null;
        },
      ),
    /** Opens (no eventId) or updates the contact's CART event. */
    cartEvent: (input: CartEventInput) =>
      call(
        input.eventId
          ? '/api/v2/contact/updateContactExtEvent'
          : '/api/v2/contact/addContactExtEvent',
        cartEventBody(input, Date.now()),
        (reply) => {
          const eventId = id(reply.eventId);
          return eventId ? {eventId} : null;
        },
      ),
  };
}

export type MarketingAutomation = ReturnType<typeof createMarketingAutomation>;
