/**
 * Zendesk's side of the shop: uploads (a token holding one or more attachments until a request's
 * comment takes them), the end users requests are filed for, and the requests themselves.
 */
import {randomBytes} from 'node:crypto';
import type {Clock} from '../context';
import type {Db} from '../db/open';

export const ZENDESK_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS zendesk_uploads (
  token TEXT PRIMARY KEY,
  owner TEXT NOT NULL,           -- the API user's e-mail, or 'anonymous'
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  request_id INTEGER             -- the request whose comment took its files; NULL while waiting
);
CREATE TABLE IF NOT EXISTS zendesk_attachments (
  id INTEGER PRIMARY KEY,
  upload_token TEXT NOT NULL REFERENCES zendesk_uploads(token),
  url_token TEXT NOT NULL UNIQUE, -- the secret part of the content URL
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  data BLOB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS zendesk_users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS zendesk_requests (
  id INTEGER PRIMARY KEY,
  subject TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL,
  requester_id INTEGER NOT NULL REFERENCES zendesk_users(id),
  submitter TEXT NOT NULL,       -- the API user's e-mail, or 'anonymous'
  custom_fields TEXT NOT NULL,   -- JSON: [{id, value}]
  tags TEXT NOT NULL,            -- JSON array
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`;

/** Zendesk keeps an upload's token for an hour; past it, the files are gone. */
const UPLOAD_TTL_MS = 60 * 60_000;
/** Ticket numbers of a young account: past the first few hundred, as a shop's would be. */
const FIRST_REQUEST_ID = 1201;

type Row = Record<string, unknown>;

export interface Attachment {
  id: number;
  urlToken: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface Upload {
  token: string;
  owner: string;
  expiresAt: string;
  requestId: number | null;
}

export interface TicketRequest {
  id: number;
  subject: string;
  description: string;
  status: string;
  requester: {id: number; name: string; email: string};
  submitter: string;
  customFields: Array<{id: number; value: unknown}>;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  attachments: Attachment[];
}

export type NewRequest = Pick<TicketRequest, 'subject' | 'description' | 'submitter' | 'tags'> & {
  requester: {name: string; email: string};
  customFields: TicketRequest['customFields'];
  uploads: readonly string[];
};

export function zendeskStore(db: Db, clock: Clock) {
  const now = () => new Date(clock()).toISOString();
  const stmt = {
    upload: db.prepare('SELECT * FROM zendesk_uploads WHERE token = ?'),
    newUpload: db.prepare(
      'INSERT INTO zendesk_uploads (token, owner, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ),
    attach: db.prepare(
      `INSERT INTO zendesk_attachments (id, upload_token, url_token, file_name, content_type, size, data, created_at)
       VALUES ((SELECT COALESCE(MAX(id), 9000) + 1 FROM zendesk_attachments), ?, ?, ?, ?, ?, ?, ?)`,
    ),
    attachments: db.prepare(
      'SELECT id, url_token, file_name, content_type, size FROM zendesk_attachments WHERE upload_token = ? ORDER BY id',
    ),
    ofRequest: db.prepare(
      `SELECT a.id, a.url_token, a.file_name, a.content_type, a.size FROM zendesk_attachments a
       JOIN zendesk_uploads u ON u.token = a.upload_token WHERE u.request_id = ? ORDER BY a.id`,
    ),
    content: db.prepare('SELECT content_type, data FROM zendesk_attachments WHERE url_token = ?'),
    user: db.prepare('SELECT id FROM zendesk_users WHERE email = ?'),
    newUser: db.prepare('INSERT INTO zendesk_users (email, name, created_at) VALUES (?, ?, ?)'),
    insert: db.prepare(
      `INSERT INTO zendesk_requests (id, subject, description, status, requester_id, submitter,
         custom_fields, tags, created_at, updated_at)
       VALUES ((SELECT COALESCE(MAX(id), ${FIRST_REQUEST_ID - 1}) + 1 FROM zendesk_requests),
         ?, ?, 'new', ?, ?, ?, ?, ?, ?)`,
    ),
    take: db.prepare('UPDATE zendesk_uploads SET request_id = ? WHERE token = ?'),
    request: db.prepare(
      `SELECT r.*, u.name AS requester_name, u.email AS requester_email FROM zendesk_requests r
       JOIN zendesk_users u ON u.id = r.requester_id WHERE r.id = ?`,
    ),
    list: db.prepare(
      `SELECT r.*, u.name AS requester_name, u.email AS requester_email FROM zendesk_requests r
       JOIN zendesk_users u ON u.id = r.requester_id
       WHERE (?1 IS NULL OR u.email = ?1) ORDER BY r.id DESC LIMIT ?2`,
    ),
  };
  const attachmentsOf = (token: string) => (stmt.attachments.all(token) as Row[]).map(toAttachment);
  const withAttachments = (row: Row | undefined): TicketRequest | undefined =>
    row && toRequest(row, (stmt.ofRequest.all(row.id) as Row[]).map(toAttachment));
  const upload = (token: string): Upload | undefined => {
    const row = stmt.upload.all(token)[0] as Row | undefined;
    return row && toUpload(row);
  };

  return {
    /** An upload, whether it is still open or not; undefined when the token was never given. */
    upload,
    /** True while the token may still be added to or taken by a request. */
    isOpen: (upload: Upload) => upload.requestId === null && upload.expiresAt > now(),
    /** Adds a file to the upload `token`, or to a new upload; answers the upload and its files. */
    addFile(
      file: {fileName: string; contentType: string; data: Buffer; owner: string},
      token?: string,
    ): {upload: Upload; attachments: Attachment[]} {
      return db.transaction(() => {
        const uploadToken = token ?? randomBytes(12).toString('base64url');
        if (!token)
          stmt.newUpload.run(
            uploadToken,
            file.owner,
            now(),
            new Date(clock() + UPLOAD_TTL_MS).toISOString(),
          );
        stmt.attach.run(
          uploadToken,
          randomBytes(18).toString('base64url'),
          file.fileName,
          file.contentType,
          file.data.length,
          file.data,
          now(),
        );
        return {upload: upload(uploadToken)!, attachments: attachmentsOf(uploadToken)};
      })();
    },
    /** An attachment's bytes, by the secret of its content URL. */
    content(urlToken: string): {contentType: string; data: Buffer} | undefined {
      const row = stmt.content.all(urlToken)[0] as Row | undefined;
      return (
        row && {contentType: row.content_type as string, data: Buffer.from(row.data as Buffer)}
      );
    },
    /** Files the request for its requester (an end user made on first sight) with the uploads' files. */
    create(request: NewRequest): TicketRequest {
      return db.transaction(() => {
        const {email, name} = request.requester;
        let userId = (stmt.user.all(email)[0] as Row | undefined)?.id as number | undefined;
        if (userId === undefined)
          userId = Number(stmt.newUser.run(email, name, now()).lastInsertRowid);
        const at = now();
        const id = Number(
          stmt.insert.run(
            request.subject,
            request.description,
            userId,
            request.submitter,
            JSON.stringify(request.customFields),
            JSON.stringify(request.tags),
            at,
            at,
          ).lastInsertRowid,
        );
        for (const token of request.uploads) stmt.take.run(id, token);
        return withAttachments(stmt.request.all(id)[0] as Row)!;
      })();
    },
    request: (id: number) => withAttachments(stmt.request.all(id)[0] as Row | undefined),
    /** Newest first; `email` narrows them to one requester. */
    requests: ({email, limit}: {email?: string; limit: number}): TicketRequest[] =>
      (stmt.list.all(email ?? null, limit) as Row[]).map((row) => withAttachments(row)!),
  };
}

export type ZendeskStore = ReturnType<typeof zendeskStore>;

function toUpload(r: Row): Upload {
  return {
    token: r.token as string,
    owner: r.owner as string,
    expiresAt: r.expires_at as string,
    requestId: (r.request_id as number | null) ?? null,
  };
}

function toAttachment(r: Row): Attachment {
  return {
    id: r.id as number,
    urlToken: r.url_token as string,
    fileName: r.file_name as string,
    contentType: r.content_type as string,
    size: r.size as number,
  };
}

function toRequest(r: Row, attachments: Attachment[]): TicketRequest {
  return {
    id: r.id as number,
    subject: r.subject as string,
    description: r.description as string,
    status: r.status as string,
    requester: {
      id: r.requester_id as number,
      name: r.requester_name as string,
      email: r.requester_email as string,
    },
    submitter: r.submitter as string,
    customFields: JSON.parse(r.custom_fields as string) as TicketRequest['customFields'],
    tags: JSON.parse(r.tags as string) as string[],
    createdAt: r.created_at as string,
    updatedAt: r.updated_at as string,
    attachments,
  };
}
