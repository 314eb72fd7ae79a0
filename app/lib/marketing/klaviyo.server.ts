/**
 * The e-mail marketing provider (Klaviyo) as the shop's server calls it: a back-in-stock
 * subscription (docs/product.md#back-in-stock) and a newsletter subscription to a list
 * (docs/product.md#newsletter-pop-up), both on its client API with the public key. The shopper's
 * explicit request goes through the shop's own routes (docs/decisions/0019): validated,
 * rate-limited, and no provider request leaves the browser for it.
 */
import type {AppConfig} from '../config.server';
import {postJson} from './post-json.server';

/** The API revision (docs/product.md#e-mail-marketing-config). */
export const KLAVIYO_REVISION = '2024-05-15';

type KlaviyoConfig = NonNullable<AppConfig['emailMarketing']>;

/** The variant as the provider's synced catalogue names it: `$shopify:::$default:::{id}`. */
export function catalogVariantId(catalogPlatform: 'shopify', numericVariantId: string): string {
  return `$${catalogPlatform}:::$default:::${numericVariantId}`;
}

/** The back-in-stock body, exactly as docs/product.md#back-in-stock gives it. */
export function backInStockBody(email: string, catalogVariant: string) {
  return {
    data: {
      type: 'back-in-stock-subscription',
      attributes: {
        profile: {data: {type: 'profile', attributes: {email}}},
        channels: ['EMAIL'],
      },
      relationships: {variant: {data: {type: 'catalog-variant', id: catalogVariant}}},
    },
  };
}

/** A newsletter subscription: e-mail marketing consent given, to one list, naming the form. */
export function subscriptionBody(email: string, listId: string, source: string) {
  return {
    data: {
      type: 'subscription',
      attributes: {
        custom_source: source,
        profile: {
          data: {
            type: 'profile',
            attributes: {email, subscriptions: {email: {marketing: {consent: 'SUBSCRIBED'}}}},
          },
        },
      },
      relationships: {list: {data: {type: 'list', id: listId}}},
    },
  };
}

export function createEmailMarketing({
  config,
  deadline,
}: {
  config: KlaviyoConfig | null;
  deadline: number;
}) {
  /** 200 or 202 is success; anything else is logged and `false`. */
  async function send(resource: string, body: unknown): Promise<boolean> {
    if (!config) return true; // no public key: nothing to send, and nothing failed
    const url = `${config.apiOrigin}/client/${resource}/?company_id=${encodeURIComponent(config.publicKey)}`;
    const answer = await postJson(url, body, {revision: KLAVIYO_REVISION}, deadline);
    if (answer.status === 200 || answer.status === 202) return true;
    const detail =
      answer.failure ??
      (answer.body as {errors?: Array<{detail?: string}>} | null)?.errors?.[0]?.detail ??
      '';
    console.error(`[klaviyo] ${resource}: ${answer.status || 'no answer'} ${detail}`.trim());
    return false;
  }

  return {
    /** Asks to be told by e-mail when the variant (numeric Shopify id) is back. */
    subscribeToBackInStock: (email: string, numericVariantId: string) =>
      send(
        'back-in-stock-subscriptions',
        backInStockBody(email, catalogVariantId('shopify', numericVariantId)),
      ),
    /** Subscribes the e-mail to the list, `source` naming the form it came from. */
    subscribeToList: (email: string, listId: string, source: string) =>
      send('subscriptions', subscriptionBody(email, listId, source)),
  };
}

export type EmailMarketing = ReturnType<typeof createEmailMarketing>;
