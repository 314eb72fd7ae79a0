/** What every service factory receives: the shared state of one running sandbox. */
import type {DiscountBook} from './cart/discounts';
import type {Catalog} from './db/catalog';
import type {ContentStore} from './content/store';
import type {CartStore} from './db/carts';
import type {CustomerTokens} from './db/customer-tokens';
import type {CustomerStore} from './db/customers';
import type {MetafieldStore} from './db/metafields';
import type {KlaviyoStore} from './db/klaviyo';
import type {Db} from './db/open';
import type {OrderStore} from './db/orders';
import type {Outbox} from './db/outbox';
import type {RequestLog} from './db/requests';
import type {SalesmanagoStore} from './db/salesmanago';
import type {TrackingLog} from './db/tracking';
import type {Faults} from './faults';
import type {RateLimiter} from './marketing/klaviyo-rate-limit';
import type {ZendeskStore} from './zendesk/store';

/** Milliseconds since the epoch; tests pass their own to move time on without waiting. */
export type Clock = () => number;

export interface SandboxContext {
  db: Db;
  catalog: Catalog;
  carts: CartStore;
  /** The seeded discount codes, read once: they never change while the sandbox runs. */
  discounts: DiscountBook;
  orders: OrderStore;
  customers: CustomerStore;
  customerTokens: CustomerTokens;
  /** Customer metafields: written by the Admin API, read by the Storefront API. */
  metafields: MetafieldStore;
  /** Klaviyo's back-in-stock subscriptions and list members. */
  klaviyo: KlaviyoStore;
  /** Klaviyo's rate-limit windows, per account and endpoint. */
  klaviyoLimits: RateLimiter;
  /** E-mails the shop "sent" (password resets…), for the inspector and tests. */
  outbox: Outbox;
  /** SALESmanago's contacts and external events, as the storefront's server sent them. */
  salesmanago: SalesmanagoStore;
  requests: RequestLog;
  /** Zendesk's uploads, requests and their requesters (the customer-care form's tickets). */
  zendesk: ZendeskStore;
  /** Zendesk's per-minute API budgets, per account and per anonymous address. */
  zendeskLimits: RateLimiter;
  /** Analytics and data-layer events the storefront sent. */
  tracking: TrackingLog;
  faults: Faults;
  /** The Contentful space's entries and assets, drafts and published. */
  content: ContentStore;
  /** Origin used in the absolute URLs the sandbox returns (images, menu items, shop domain). */
  publicUrl: string;
  quiet: boolean;
  /** What the sandbox takes as now where a test may move time (restocks, rate limits). */
  clock: Clock;
}
