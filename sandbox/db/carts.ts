/**
 * Carts and their lines in SQLite, read and written whole: a cart has a handful of lines, and
 * writing it whole keeps every mutation a simple load → change → save inside one transaction.
 */
import type {Country, Language} from '../config';
import {keyMatches, parseCartGid} from '../cart/tokens';
import type {Db} from './open';

export interface Attribute {
  key: string;
  value: string;
}

export interface BuyerIdentity {
  countryCode: string | null;
  email: string | null;
  phone: string | null;
  /** The customer a valid `customerAccessToken` named (the token itself is not kept). */
  customerId: number | null;
}

export interface CartLineRecord {
  id: string;
  /** Creation order within the cart; also the line's cursor. */
  seq: number;
  variantId: number;
  quantity: number;
  attributes: Attribute[];
}

export interface CartRecord {
  token: string;
  key: string;
  note: string | null;
  attributes: Attribute[];
  buyerIdentity: BuyerIdentity;
  discountCodes: string[];
  country: Country;
  language: Language;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  /** Newest first, as Shopify lists them. */
  lines: CartLineRecord[];
}

type Row = Record<string, unknown>;

export function cartStore(db: Db) {
  const stmt = {
    cart: db.prepare('SELECT * FROM carts WHERE token = ?'),
    lines: db.prepare('SELECT * FROM cart_lines WHERE cart_token = ? ORDER BY seq DESC'),
    upsert: db.prepare(
      `INSERT INTO carts (token, key, note, attributes, buyer_identity, discount_codes, country, language, created_at, updated_at, completed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(token) DO UPDATE SET note = excluded.note, attributes = excluded.attributes,
         buyer_identity = excluded.buyer_identity, discount_codes = excluded.discount_codes,
         country = excluded.country, language = excluded.language, updated_at = excluded.updated_at,
         completed_at = excluded.completed_at`,
    ),
    deleteLines: db.prepare('DELETE FROM cart_lines WHERE cart_token = ?'),
    insertLine: db.prepare(
      'INSERT INTO cart_lines (id, cart_token, seq, variant_id, quantity, attributes) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    open: db.prepare(
      'SELECT token FROM carts WHERE completed_at IS NULL ORDER BY updated_at DESC LIMIT ?',
    ),
  };

  const get = (token: string): CartRecord | undefined => {
    // `all()`: libsql's `get()` adds a `_metadata` key to the row.
    const row = stmt.cart.all(token)[0] as Row | undefined;
    return row ? toCart(row, stmt.lines.all(token) as Row[]) : undefined;
  };

  return {
    get,
    /** The cart a Storefront API id names, unless it is unknown, malformed or already checked out. */
    findOpen(cartId: string): CartRecord | undefined {
      const ids = parseCartGid(cartId);
      const cart = ids ? get(ids.token) : undefined;
      return cart && !cart.completedAt && keyMatches(cart.key, ids?.key) ? cart : undefined;
    },
    save(cart: CartRecord): void {
      stmt.upsert.run(
        cart.token,
        cart.key,
        cart.note,
        JSON.stringify(cart.attributes),
        JSON.stringify(cart.buyerIdentity),
        JSON.stringify(cart.discountCodes),
        cart.country,
        cart.language,
        cart.createdAt,
        cart.updatedAt,
        cart.completedAt,
      );
      stmt.deleteLines.run(cart.token);
      for (const line of cart.lines) {
        stmt.insertLine.run(
          line.id,
          cart.token,
          line.seq,
          line.variantId,
          line.quantity,
          JSON.stringify(line.attributes),
        );
      }
    },
    /** Open carts, most recently changed first (the inspector's list). */
    listOpen(limit: number): CartRecord[] {
      return (stmt.open.raw(true).all(limit) as Array<[string]>).flatMap(
        ([token]) => get(token) ?? [],
      );
    },
    /** Runs `fn` in one SQLite transaction; libsql cannot nest them, so callers never do. */
    transaction<T>(fn: () => T): T {
      return db.transaction(fn)();
    },
  };
}

export type CartStore = ReturnType<typeof cartStore>;

function toCart(r: Row, lines: Row[]): CartRecord {
  return {
    token: r.token as string,
    key: r.key as string,
    note: (r.note as string | null) ?? null,
    attributes: JSON.parse(r.attributes as string) as Attribute[],
    buyerIdentity: JSON.parse(r.buyer_identity as string) as BuyerIdentity,
    discountCodes: JSON.parse(r.discount_codes as string) as string[],
    country: r.country as Country,
    language: r.language as Language,
    createdAt: r.created_at as string,
    updatedAt: r.updated_at as string,
    completedAt: (r.completed_at as string | null) ?? null,
    lines: lines.map((l) => ({
      id: l.id as string,
      seq: l.seq as number,
      variantId: l.variant_id as number,
      quantity: l.quantity as number,
      attributes: JSON.parse(l.attributes as string) as Attribute[],
    })),
  };
}
