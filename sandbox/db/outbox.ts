/** The e-mail outbox: what the shop would have sent, kept for the inspector and for tests. */
import type {Clock} from '../context';
import {scalar, type Db} from './open';

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  createdAt: string;
}

export function outboxStore(db: Db, clock: Clock) {
  const stmt = {
    insert: db.prepare(
      'INSERT INTO emails ("to", subject, html, text, kind, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    list: db.prepare(
      'SELECT * FROM emails WHERE (?1 IS NULL OR "to" = ?1 COLLATE NOCASE) ORDER BY id DESC LIMIT ?2',
    ),
    get: db.prepare('SELECT * FROM emails WHERE id = ?'),
    count: db.prepare('SELECT COUNT(*) FROM emails'),
  };
  return {
    add(email: Omit<OutboxEmail, 'id' | 'createdAt'>): void {
      const {to, subject, html, text, kind} = email;
      stmt.insert.run(to, subject, html, text, kind, new Date(clock()).toISOString());
    },
    /** Newest first; `to` (any case) narrows the list to one recipient. */
    list: ({to, limit}: {to?: string; limit: number}): OutboxEmail[] =>
      (stmt.list.all(to ?? null, limit) as Array<Record<string, unknown>>).map(toEmail),
    get(id: number): OutboxEmail | undefined {
      const row = stmt.get.all(id)[0] as Record<string, unknown> | undefined;
      return row ? toEmail(row) : undefined;
    },
    count: () => scalar<number>(stmt.count) ?? 0,
  };
}

export type Outbox = ReturnType<typeof outboxStore>;

function toEmail(r: Record<string, unknown>): OutboxEmail {
  return {
    id: r.id as number,
    to: r.to as string,
    subject: r.subject as string,
    html: r.html as string,
    text: r.text as string,
    kind: r.kind as string,
    createdAt: r.created_at as string,
  };
}
