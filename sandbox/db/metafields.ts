/**
 * Metafields the Admin API's `metafieldsSet` writes (admin-api/) and the Storefront API reads
 * (`Customer.metafield`): one row per owner, namespace and key, its value always a string.
 */
import type {Clock} from '../context';
import {isoSeconds} from '../text';
import type {Db} from './open';

export type OwnerType = 'CUSTOMER';

/** Where a metafield set or asked for without a namespace lives: the app's own (Shopify's `$app`). */
export const APP_NAMESPACE = '$app';

export interface MetafieldInput {
  ownerType: OwnerType;
  ownerId: number;
  namespace: string;
  key: string;
  type: string;
  value: string;
}

export interface MetafieldRecord extends MetafieldInput {
  id: number;
  createdAt: string;
  updatedAt: string;
}

type Row = Record<string, unknown>;

function toRecord(r: Row): MetafieldRecord {
  return {
    id: Number(r.id),
    ownerType: r.owner_type as OwnerType,
    ownerId: Number(r.owner_id),
    namespace: String(r.namespace),
    key: String(r.key),
    type: String(r.type),
    value: String(r.value),
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
  };
}

export function metafieldStore(db: Db, clock: Clock) {
  const stmt = {
    get: db.prepare(
      'SELECT * FROM metafields WHERE owner_type = ? AND owner_id = ? AND namespace = ? AND key = ?',
    ),
    upsert: db.prepare(
      `INSERT INTO metafields (owner_type, owner_id, namespace, key, type, value, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (owner_type, owner_id, namespace, key)
       DO UPDATE SET type = excluded.type, value = excluded.value, updated_at = excluded.updated_at`,
    ),
  };
  const get = (ownerType: OwnerType, ownerId: number, namespace: string, key: string) => {
    const row = stmt.get.all(ownerType, ownerId, namespace, key)[0] as Row | undefined;
    return row ? toRecord(row) : undefined;
  };
  return {
    get,
    /** Writes them all or none, as `metafieldsSet` does; answers them as stored. */
    setAll(inputs: readonly MetafieldInput[]): MetafieldRecord[] {
      return db.transaction(() => {
        const at = isoSeconds(clock());
        return inputs.map((m) => {
          stmt.upsert.run(m.ownerType, m.ownerId, m.namespace, m.key, m.type, m.value, at, at);
          return get(m.ownerType, m.ownerId, m.namespace, m.key)!;
        });
      })();
    },
  };
}

export type MetafieldStore = ReturnType<typeof metafieldStore>;
