/**
 * Tracking events the storefront sends: Shopify analytics (monorail) batches, the mirror of
 * `window.dataLayer`, Algolia Insights events, Klaviyo's client API calls, SALESmanago's API calls
 * and page visits, and Sentry's envelope items. Tests read them back to prove every event
 * arrived, in order, exactly once.
 */
import type {Db} from './open';

export const TRACKING_SOURCES = [
  'monorail',
  'datalayer',
  'insights',
  'klaviyo',
  'salesmanago',
  'sentry',
] as const;
export type TrackingSource = (typeof TRACKING_SOURCES)[number];

/** The visitor's choice as the event carried it; keys are present only when the sender said. */
export interface ConsentState {
  analytics?: boolean;
  marketing?: boolean;
  preferences?: boolean;
  sale_of_data?: boolean;
}

export interface NewTrackingEvent {
  source: TrackingSource;
  visit: string;
  name: string;
  schemaId: string | null;
  page: string | null;
  pageType: string | null;
  consent: ConsentState | null;
  payload: unknown;
}

/**
 * An event from a provider's own API, which knows nothing of pages or schemas; `consent` only
 * when the call itself states a choice (a marketing opt-in).
 */
export function providerEvent(
  source: TrackingSource,
  visit: string,
  name: string,
  payload: unknown,
  consent: ConsentState | null = null,
): NewTrackingEvent {
  return {source, visit, name, schemaId: null, page: null, pageType: null, consent, payload};
}

export interface TrackingEvent extends NewTrackingEvent {
  id: number;
  receivedAt: string;
}

export interface TrackingFilter {
  visit?: string;
  source?: TrackingSource;
  /** Only events with a larger id (tests poll with the last id they saw). */
  since?: number;
  limit: number;
}

/** A visit with its number of events, in all and per source. */
export type TrackingVisit = {
  visit: string;
  events: number;
  firstAt: string;
  lastAt: string;
} & Record<TrackingSource, number>;

// Source names are the constants above, never a request's words.
const PER_SOURCE = TRACKING_SOURCES.map((source) => `SUM(source = '${source}')`).join(', ');

export function trackingLog(db: Db) {
  // Prepared once: the storefront sends an event per page view and interaction.
  const insert = db.prepare(
    `INSERT INTO tracking_events (source, visit, name, schema_id, page, page_type, consent, payload, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // One transaction per batch: a batch is stored whole, and one fsync costs less than many.
  const insertAll = db.transaction((events: readonly NewTrackingEvent[], receivedAt: string) => {
    for (const e of events) {
      insert.run(
        e.source,
        e.visit,
        e.name,
        e.schemaId,
        e.page,
        e.pageType,
        e.consent ? JSON.stringify(e.consent) : null,
        JSON.stringify(e.payload),
        receivedAt,
      );
    }
  });
  // Shopify's session token → the storefront's visit id, as the data-layer mirror reports them,
  // so a visit's Shopify analytics and data-layer pushes are one visit in the inspector.
  const visitOfToken = new Map<string, string>();
  const relink = db.prepare(
    `UPDATE tracking_events SET visit = ? WHERE visit = ? AND source = 'monorail'`,
  );
  return {
    linkVisit(token: string, visit: string): void {
      if (visitOfToken.get(token) === visit) return;
      visitOfToken.set(token, visit);
      relink.run(visit, token); // a batch that arrived before the link
    },
    add(events: readonly NewTrackingEvent[]): void {
      const linked = events.map((e) =>
        e.source === 'monorail' && visitOfToken.has(e.visit)
          ? {...e, visit: visitOfToken.get(e.visit)!}
          : e,
      );
      insertAll(linked, new Date().toISOString());
    },
    /** Oldest first. */
    list(filter: TrackingFilter): TrackingEvent[] {
      const conditions: Array<[string, string | number | undefined]> = [
        ['visit = ?', filter.visit],
        ['source = ?', filter.source],
        ['id > ?', filter.since],
      ];
      const used = conditions.filter(([, value]) => value !== undefined);
      const where = used.length ? `WHERE ${used.map(([sql]) => sql).join(' AND ')}` : '';
      const rows = db
        .prepare(`SELECT * FROM tracking_events ${where} ORDER BY id LIMIT ?`)
        .all(...used.map(([, value]) => value!), filter.limit) as Array<Record<string, unknown>>;
      return rows.map(toEvent);
    },
    /** Newest visit (by its latest event) first; `only` narrows to that visit. */
    visits(limit: number, only?: string): TrackingVisit[] {
      const rows = db
        .prepare(
          `SELECT visit, COUNT(*), MIN(received_at), MAX(received_at), ${PER_SOURCE}
           FROM tracking_events ${only === undefined ? '' : 'WHERE visit = ?'}
           GROUP BY visit ORDER BY MAX(id) DESC LIMIT ?`,
        )
        .raw(true)
        .all(...(only === undefined ? [] : [only]), limit) as Array<
        [string, number, string, string, ...number[]]
      >;
      return rows.map(([visit, events, firstAt, lastAt, ...counts]) => ({
        visit,
        events,
        firstAt,
        lastAt,
        ...(Object.fromEntries(TRACKING_SOURCES.map((s, i) => [s, counts[i]])) as Record<
          TrackingSource,
          number
        >),
      }));
    },
    clear(): void {
      db.prepare('DELETE FROM tracking_events').run();
    },
  };
}

export type TrackingLog = ReturnType<typeof trackingLog>;

function toEvent(r: Record<string, unknown>): TrackingEvent {
  return {
    id: r.id as number,
    source: r.source as TrackingSource,
    visit: r.visit as string,
    name: r.name as string,
    schemaId: (r.schema_id as string | null) ?? null,
    page: (r.page as string | null) ?? null,
    pageType: (r.page_type as string | null) ?? null,
    consent: r.consent ? (JSON.parse(r.consent as string) as ConsentState) : null,
    payload: JSON.parse(r.payload as string) as unknown,
    receivedAt: r.received_at as string,
  };
}
