/**
 * SALESmanago's side of the shop: contacts (one per e-mail, whose `contactId` never changes) and
 * their external events (CART, PURCHASE…), each kept with every field the storefront sent.
 */
import {randomUUID} from 'node:crypto';
import type {Clock} from '../context';
import type {Db} from './open';

type Json = Record<string, unknown>;

export interface SalesmanagoContact {
  contactId: string;
  email: string;
  /** The upsert's `contact` object, fields merged over the calls. */
  contact: Json;
  /** true after `forceOptIn`, false after `forceOptOut`, null while neither was sent. */
  optIn: boolean | null;
  tags: string[];
  properties: Json;
  lang: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ContactUpsert {
  email: string;
  contact: Json;
  optIn?: boolean;
  tags: string[];
  removeTags: string[];
  properties: Json;
  lang?: string;
}

export interface SalesmanagoEvent {
  eventId: string;
  contactId: string;
  email: string;
  type: string;
  /** Every field of `contactEvent`: date, products, value, detail1…detail20… */
  contactEvent: Json;
  createdAt: string;
  updatedAt: string;
}

export function salesmanagoStore(db: Db, clock: Clock) {
  const now = () => new Date(clock()).toISOString();
  const stmt = {
    contactByEmail: db.prepare('SELECT * FROM salesmanago_contacts WHERE email = ?'),
    contactById: db.prepare('SELECT * FROM salesmanago_contacts WHERE contact_id = ?'),
    saveContact: db.prepare(
      `INSERT INTO salesmanago_contacts (contact_id, email, contact, opt_in, tags, properties, lang, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (contact_id) DO UPDATE SET contact = excluded.contact, opt_in = excluded.opt_in,
         tags = excluded.tags, properties = excluded.properties, lang = excluded.lang, updated_at = excluded.updated_at`,
    ),
    setOptIn: db.prepare(
      'UPDATE salesmanago_contacts SET opt_in = ?, updated_at = ? WHERE contact_id = ?',
    ),
    contacts: db.prepare('SELECT * FROM salesmanago_contacts ORDER BY updated_at DESC LIMIT ?'),
    insertEvent: db.prepare(
      `INSERT INTO salesmanago_events (event_id, contact_id, type, contact_event, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    updateEvent: db.prepare(
      'UPDATE salesmanago_events SET type = ?, contact_event = ?, updated_at = ? WHERE event_id = ?',
    ),
    event: db.prepare(
      `SELECT e.*, c.email FROM salesmanago_events e JOIN salesmanago_contacts c USING (contact_id)
       WHERE e.event_id = ?`,
    ),
    events: db.prepare(
      `SELECT e.*, c.email FROM salesmanago_events e JOIN salesmanago_contacts c USING (contact_id)
       WHERE (?1 IS NULL OR e.type = ?1) ORDER BY e.updated_at DESC, e.rowid DESC LIMIT ?2`,
    ),
  };
  const first = (rows: unknown[]) => rows[0] as Json | undefined;
  const contactRow = (row: Json | undefined) => (row ? toContact(row) : undefined);

  return {
    contactByEmail: (email: string) => contactRow(first(stmt.contactByEmail.all(email))),
    contactById: (contactId: string) => contactRow(first(stmt.contactById.all(contactId))),

    /** Creates the contact, or merges into the one with this e-mail; its contactId stays. */
    upsert(change: ContactUpsert): SalesmanagoContact {
      const old = contactRow(first(stmt.contactByEmail.all(change.email)));
      const at = now();
      const removed = new Set(change.removeTags);
      const contact: SalesmanagoContact = {
        contactId: old?.contactId ?? randomUUID(),
        email: old?.email ?? change.email,
        contact: {...old?.contact, ...change.contact},
        optIn: change.optIn ?? old?.optIn ?? null,
        tags: [...new Set([...(old?.tags ?? []), ...change.tags])].filter((t) => !removed.has(t)),
        properties: {...old?.properties, ...change.properties},
        lang: change.lang ?? old?.lang ?? null,
        createdAt: old?.createdAt ?? at,
        updatedAt: at,
      };
      stmt.saveContact.run(
        contact.contactId,
        contact.email,
        JSON.stringify(contact.contact),
        contact.optIn === null ? null : Number(contact.optIn),
        JSON.stringify(contact.tags),
        JSON.stringify(contact.properties),
        contact.lang,
        contact.createdAt,
        contact.updatedAt,
      );
      return contact;
    },

    setOptIn(contactId: string, optIn: boolean): void {
      stmt.setOptIn.run(Number(optIn), now(), contactId);
    },

    addEvent(contactId: string, type: string, contactEvent: Json): string {
      const eventId = randomUUID();
      const at = now();
      stmt.insertEvent.run(eventId, contactId, type, JSON.stringify(contactEvent), at, at);
      return eventId;
    },

    /** The fields sent replace the event's; the others stay as they were. */
    updateEvent(event: SalesmanagoEvent, type: string, contactEvent: Json): void {
      const merged = {...event.contactEvent, ...contactEvent};
      stmt.updateEvent.run(type, JSON.stringify(merged), now(), event.eventId);
    },

    event: (eventId: string) => {
      const row = first(stmt.event.all(eventId));
      return row ? toEvent(row) : undefined;
    },

    /** Most recently changed first. */
    contacts: (limit: number) => (stmt.contacts.all(limit) as Json[]).map(toContact),
    events: ({type, limit}: {type?: string; limit: number}) =>
      (stmt.events.all(type ?? null, limit) as Json[]).map(toEvent),
  };
}

export type SalesmanagoStore = ReturnType<typeof salesmanagoStore>;

function toContact(r: Json): SalesmanagoContact {
  return {
    contactId: r.contact_id as string,
    email: r.email as string,
    contact: JSON.parse(r.contact as string) as Json,
    optIn: r.opt_in === null ? null : r.opt_in === 1,
    tags: JSON.parse(r.tags as string) as string[],
    properties: JSON.parse(r.properties as string) as Json,
    lang: (r.lang as string | null) ?? null,
    createdAt: r.created_at as string,
    updatedAt: r.updated_at as string,
  };
}

function toEvent(r: Json): SalesmanagoEvent {
  return {
    eventId: r.event_id as string,
    contactId: r.contact_id as string,
    email: r.email as string,
    type: r.type as string,
    contactEvent: JSON.parse(r.contact_event as string) as Json,
    createdAt: r.created_at as string,
    updatedAt: r.updated_at as string,
  };
}
