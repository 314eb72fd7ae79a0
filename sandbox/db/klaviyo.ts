/**
 * Klaviyo's side of the shop: back-in-stock subscriptions (one waiting per subscriber and
 * variant, until a restock notifies it) and list members (one per list and subscriber).
 */
import type {Clock} from '../context';
import type {Db} from './open';

type Json = Record<string, unknown>;

export interface BackInStockSubscription {
  id: number;
  /** The profile's e-mail, else its phone number or external id. */
  subscriber: string;
  email: string | null;
  variantId: number;
  channels: string[];
  profile: Json;
  createdAt: string;
  notifiedAt: string | null;
}

export interface ListMember {
  listId: string;
  subscriber: string;
  profile: Json;
  /** Consent per channel, e.g. {email: 'SUBSCRIBED'}. */
  consent: Record<string, string>;
  customSource: string | null;
  subscribedAt: string;
  updatedAt: string;
}

export function klaviyoStore(db: Db, clock: Clock) {
  const now = () => new Date(clock()).toISOString();
  const stmt = {
    subscribe: db.prepare(
      `INSERT OR IGNORE INTO klaviyo_back_in_stock (subscriber, email, variant_id, channels, profile, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    waiting: db.prepare(
      'SELECT * FROM klaviyo_back_in_stock WHERE variant_id = ? AND notified_at IS NULL ORDER BY id',
    ),
    notify: db.prepare('UPDATE klaviyo_back_in_stock SET notified_at = ? WHERE id = ?'),
    waitingCounts: db.prepare(
      'SELECT variant_id, COUNT(*) FROM klaviyo_back_in_stock WHERE notified_at IS NULL GROUP BY variant_id',
    ),
    subscriptions: db.prepare(
      `SELECT * FROM klaviyo_back_in_stock WHERE (?1 IS NULL OR variant_id = ?1)
       ORDER BY id DESC LIMIT ?2`,
    ),
    join: db.prepare(
      `INSERT INTO klaviyo_list_members (list_id, subscriber, profile, consent, custom_source, subscribed_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (list_id, subscriber) DO UPDATE SET profile = excluded.profile,
         consent = excluded.consent, custom_source = excluded.custom_source, updated_at = excluded.updated_at`,
    ),
    members: db.prepare(
      `SELECT * FROM klaviyo_list_members WHERE (?1 IS NULL OR list_id = ?1)
       ORDER BY updated_at DESC LIMIT ?2`,
    ),
  };
  return {
    /** Stores the subscription unless the same subscriber already waits for this variant. */
    subscribeBackInStock(s: Omit<BackInStockSubscription, 'id' | 'createdAt' | 'notifiedAt'>) {
      stmt.subscribe.run(
        s.subscriber,
        s.email,
        s.variantId,
        JSON.stringify(s.channels),
        JSON.stringify(s.profile),
        now(),
      );
    },
    /** The subscriptions of a variant not notified yet, oldest first. */
    waitingFor: (variantId: number): BackInStockSubscription[] =>
      (stmt.waiting.all(variantId) as Json[]).map(toSubscription),
    markNotified(ids: readonly number[]): string {
      const at = now();
      for (const id of ids) stmt.notify.run(at, id);
      return at;
    },
    /** Variant id → how many subscribers wait for it. */
    waitingCounts(): Map<number, number> {
      const rows = stmt.waitingCounts.raw(true).all() as Array<[number, number]>;
      return new Map(rows);
    },
    /** Newest first, notified ones too. */
    subscriptions: ({variantId, limit}: {variantId?: number; limit: number}) =>
      (stmt.subscriptions.all(variantId ?? null, limit) as Json[]).map(toSubscription),
    /** Adds the subscriber to the list, or updates the member it already is. */
    joinList(m: Omit<ListMember, 'subscribedAt' | 'updatedAt'>): void {
      const at = now();
      stmt.join.run(
        m.listId,
        m.subscriber,
        JSON.stringify(m.profile),
        JSON.stringify(m.consent),
        m.customSource,
        at,
        at,
      );
    },
    /** Most recently joined or changed first. */
    members: ({listId, limit}: {listId?: string; limit: number}) =>
      (stmt.members.all(listId ?? null, limit) as Json[]).map(toMember),
  };
}

export type KlaviyoStore = ReturnType<typeof klaviyoStore>;

function toSubscription(r: Json): BackInStockSubscription {
  return {
    id: r.id as number,
    subscriber: r.subscriber as string,
    email: (r.email as string | null) ?? null,
    variantId: r.variant_id as number,
    channels: JSON.parse(r.channels as string) as string[],
    profile: JSON.parse(r.profile as string) as Json,
    createdAt: r.created_at as string,
    notifiedAt: (r.notified_at as string | null) ?? null,
  };
}

function toMember(r: Json): ListMember {
  return {
    listId: r.list_id as string,
    subscriber: r.subscriber as string,
    profile: JSON.parse(r.profile as string) as Json,
    consent: JSON.parse(r.consent as string) as Record<string, string>,
    customSource: (r.custom_source as string | null) ?? null,
    subscribedAt: r.subscribed_at as string,
    updatedAt: r.updated_at as string,
  };
}
