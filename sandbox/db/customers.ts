/**
 * Customer accounts and their addresses. Ids start from Shopify-sized numbers; an address is only
 * ever read or changed together with its customer's id, so one customer cannot reach another's.
 */
import {decoyHash, hashPassword, passwordMatches} from '../customers/credentials';
import {isoSeconds} from '../text';
import type {Clock} from '../context';
import {scalar, type Db} from './open';

export interface Profile {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
}

export interface CustomerRecord extends Profile {
  id: number;
  defaultAddressId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface AddressFields {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zip: string | null;
  countryCode: string | null;
  phone: string | null;
}

export interface AddressRecord extends AddressFields {
  id: number;
  customerId: number;
}

const CUSTOMER_ID_BASE = 7_421_000_000_000;
const ADDRESS_ID_BASE = 9_118_000_000_000;

const ADDRESS_COLUMNS: ReadonlyArray<[keyof AddressFields, string]> = [
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['company', 'company'],
  ['address1', 'address1'],
  ['address2', 'address2'],
  ['city', 'city'],
  ['province', 'province'],
  ['zip', 'zip'],
  ['countryCode', 'country_code'],
  ['phone', 'phone'],
];
const columns = ADDRESS_COLUMNS.map(([, column]) => column);

type Row = Record<string, unknown>;

export function customerStore(db: Db, clock: Clock) {
  const stmt = {
    byId: db.prepare('SELECT * FROM customers WHERE id = ?'),
    byEmail: db.prepare('SELECT * FROM customers WHERE email = ?'),
    phoneOwner: db.prepare('SELECT id FROM customers WHERE phone = ?'),
    insert: db.prepare(
      `INSERT INTO customers (id, email, first_name, last_name, phone, accepts_marketing, password_hash, created_at, updated_at)
       VALUES ((SELECT COALESCE(MAX(id), ${CUSTOMER_ID_BASE}) + 1 FROM customers), ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    update: db.prepare(
      `UPDATE customers SET email = ?, first_name = ?, last_name = ?, phone = ?, accepts_marketing = ?,
        default_address_id = ?, updated_at = ? WHERE id = ?`,
    ),
    password: db.prepare('UPDATE customers SET password_hash = ?, updated_at = ? WHERE id = ?'),
    passwordHash: db.prepare('SELECT password_hash FROM customers WHERE id = ?'),
    count: db.prepare('SELECT COUNT(*) FROM customers'),
    addresses: db.prepare('SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id'),
    address: db.prepare('SELECT * FROM customer_addresses WHERE id = ? AND customer_id = ?'),
    insertAddress: db.prepare(
      `INSERT INTO customer_addresses (id, customer_id, ${columns.join(', ')})
       VALUES ((SELECT COALESCE(MAX(id), ${ADDRESS_ID_BASE}) + 1 FROM customer_addresses), ?, ${columns.map(() => '?').join(', ')})`,
    ),
    updateAddress: db.prepare(
      `UPDATE customer_addresses SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ? AND customer_id = ?`,
    ),
    deleteAddress: db.prepare('DELETE FROM customer_addresses WHERE id = ? AND customer_id = ?'),
  };
  const now = () => isoSeconds(clock());
  const byId = (id: number) => first(stmt.byId.all(id), toCustomer);
  const addressValues = (a: AddressFields) => ADDRESS_COLUMNS.map(([key]) => a[key]);
  const save = (c: CustomerRecord): CustomerRecord => {
    const updatedAt = now();
    stmt.update.run(
      c.email,
      c.firstName,
      c.lastName,
      c.phone,
      c.acceptsMarketing ? 1 : 0,
      c.defaultAddressId,
      updatedAt,
      c.id,
    );
    return {...c, updatedAt};
  };
  const addresses = (customerId: number) =>
    (stmt.addresses.all(customerId) as Row[]).map(toAddress);
  const address = (customerId: number, addressId: number) =>
    first(stmt.address.all(addressId, customerId), toAddress);

  return {
    byId,
    byEmail: (email: string) => first(stmt.byEmail.all(email.trim()), toCustomer),
    /** Whether another customer (not `selfId`) already has this phone number. */
    phoneTaken: (phone: string, selfId: number | null) => {
      const owner = scalar<number>(stmt.phoneOwner, phone);
      return owner !== undefined && owner !== selfId;
    },
    count: () => scalar<number>(stmt.count) ?? 0,
    create(profile: Profile, password: string): CustomerRecord {
      const at = now();
      const {lastInsertRowid} = stmt.insert.run(
        profile.email,
        profile.firstName,
        profile.lastName,
        profile.phone,
        profile.acceptsMarketing ? 1 : 0,
        hashPassword(password),
        at,
        at,
      );
      return byId(Number(lastInsertRowid))!;
    },
    /** The customer whose e-mail and password these are, else undefined (in the same time). */
    authenticate(email: string, password: string): CustomerRecord | undefined {
      const customer = first(stmt.byEmail.all(email.trim()), toCustomer);
      const stored = customer ? scalar<string>(stmt.passwordHash, customer.id) : undefined;
      return passwordMatches(password, stored ?? decoyHash()) ? customer : undefined;
    },
    update: (customer: CustomerRecord, changes: Partial<Profile>) =>
      save({...customer, ...changes}),
    setPassword(customerId: number, password: string): void {
      stmt.password.run(hashPassword(password), now(), customerId);
    },
    addresses,
    address,
    defaultAddress: (c: CustomerRecord) =>
      c.defaultAddressId === null ? undefined : address(c.id, c.defaultAddressId),
    /** Adds an address; a customer's first address becomes their default, as on Shopify. */
    addAddress(customer: CustomerRecord, fields: AddressFields): AddressRecord {
      const {lastInsertRowid} = stmt.insertAddress.run(customer.id, ...addressValues(fields));
      const id = Number(lastInsertRowid);
      if (customer.defaultAddressId === null) save({...customer, defaultAddressId: id});
      return address(customer.id, id)!;
    },
    updateAddress(record: AddressRecord): void {
      stmt.updateAddress.run(...addressValues(record), record.id, record.customerId);
    },
    /** Deletes an address; when it was the default, the oldest remaining one takes its place. */
    deleteAddress(customer: CustomerRecord, addressId: number): void {
      stmt.deleteAddress.run(addressId, customer.id);
      if (customer.defaultAddressId === addressId)
        save({...customer, defaultAddressId: addresses(customer.id)[0]?.id ?? null});
    },
    setDefaultAddress: (customer: CustomerRecord, addressId: number) =>
      save({...customer, defaultAddressId: addressId}),
    /** Runs `fn` in one SQLite transaction (never nested: libsql cannot). */
    transaction<T>(fn: () => T): T {
      return db.transaction(fn)();
    },
  };
}

export type CustomerStore = ReturnType<typeof customerStore>;

/** libsql's `get()` adds a `_metadata` key, so single rows are read with `all()`. */
function first<T>(rows: unknown[], map: (row: Row) => T): T | undefined {
  return rows[0] ? map(rows[0] as Row) : undefined;
}

function toCustomer(r: Row): CustomerRecord {
  return {
    id: r.id as number,
    email: r.email as string,
    firstName: (r.first_name as string | null) ?? null,
    lastName: (r.last_name as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    acceptsMarketing: r.accepts_marketing === 1,
    defaultAddressId: (r.default_address_id as number | null) ?? null,
    createdAt: r.created_at as string,
    updatedAt: r.updated_at as string,
  };
}

function toAddress(r: Row): AddressRecord {
  const fields = Object.fromEntries(
    ADDRESS_COLUMNS.map(([key, column]) => [key, (r[column] as string | null) ?? null]),
  ) as unknown as AddressFields;
  return {id: r.id as number, customerId: r.customer_id as number, ...fields};
}
