/** The request log: every request the sandbox receives, for the inspector and for tests. */
import type {Db} from './open';

export interface LoggedRequest {
  id: number;
  ts: string;
  service: string;
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: string;
  status: number;
  durationMs: number;
  operationName: string | null;
}

export interface RequestFilter {
  service?: string;
  /** Only requests with a larger id (tests poll with the last id they saw). */
  since?: number;
  /** Only requests with a smaller id (the inspector pages backwards). */
  before?: number;
  limit: number;
}

export function requestLog(db: Db) {
  const insert = db.prepare(
    `INSERT INTO requests (ts, service, method, path, query, headers, body, status, duration_ms, operation_name)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    add(entry: Omit<LoggedRequest, 'id'>): void {
      insert.run(
        entry.ts,
        entry.service,
        entry.method,
        entry.path,
        entry.query,
        JSON.stringify(entry.headers),
        entry.body,
        entry.status,
        entry.durationMs,
        entry.operationName,
      );
    },
    /** Newest first. */
    list(filter: RequestFilter): LoggedRequest[] {
      const conditions: Array<[string, string | number | undefined]> = [
        ['service = ?', filter.service || undefined],
        ['id > ?', filter.since],
        ['id < ?', filter.before],
      ];
      const used = conditions.filter(([, value]) => value !== undefined);
      const where = used.map(([sql]) => sql);
      const params = used.map(([, value]) => value!);
      const sql = `SELECT * FROM requests ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`;
      return (db.prepare(sql).all(...params, filter.limit) as Array<Record<string, unknown>>).map(
        toLogged,
      );
    },
    get(id: number): LoggedRequest | null {
      const rows = db.prepare('SELECT * FROM requests WHERE id = ?').all(id) as Array<
        Record<string, unknown>
      >;
      return rows[0] ? toLogged(rows[0]) : null;
    },
    clear(): void {
      db.prepare('DELETE FROM requests').run();
    },
    countsByService(): Record<string, number> {
      const rows = db
        .prepare('SELECT service, COUNT(*) FROM requests GROUP BY service ORDER BY service')
        .raw(true)
        .all() as Array<[string, number]>;
      return Object.fromEntries(rows);
    },
  };
}

export type RequestLog = ReturnType<typeof requestLog>;

function toLogged(r: Record<string, unknown>): LoggedRequest {
  return {
    id: r.id as number,
    ts: r.ts as string,
    service: r.service as string,
    method: r.method as string,
    path: r.path as string,
    query: r.query as string,
    headers: JSON.parse(r.headers as string) as Record<string, string>,
    body: r.body as string,
    status: r.status as number,
    durationMs: r.duration_ms as number,
    operationName: (r.operation_name as string | null) ?? null,
  };
}
