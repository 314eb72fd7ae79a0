/**
 * The space's entries and assets, each with its latest draft and its published snapshot (if it was
 * ever published): the Delivery API serves the snapshot, the Preview API the draft. Kept in SQLite
 * so an editor's publish survives a restart, and in memory for queries (a few hundred entities).
 */
import type {Clock} from '../context';
import type {Db} from '../db/open';
import {HttpError} from '../http/types';
import {contentTypeById, DEFAULT_LOCALE, isLocale} from './model';

/** field id → locale → value, as Contentful stores every field. */
export type LocalizedFields = Record<string, Record<string, unknown>>;

export interface Version {
  fields: LocalizedFields;
  updatedAt: string;
  /** Management-API version of this state. */
  version: number;
}

export interface Published extends Version {
  /** How many times the entity was published (the CDA's `sys.revision`). */
  revision: number;
}

export interface StoredEntity {
  id: string;
  type: 'Entry' | 'Asset';
  /** Entries only. */
  contentType?: string;
  createdAt: string;
  draft: Version;
  published: Published | null;
}

/** What a reader of one API sees: the published snapshot (delivery) or the draft (preview). */
export type Audience = 'delivery' | 'preview';

export interface VisibleEntity {
  id: string;
  type: 'Entry' | 'Asset';
  contentType?: string;
  createdAt: string;
  updatedAt: string;
  revision: number;
  publishedVersion?: number;
  fields: LocalizedFields;
}

export const CONTENT_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS content_entities (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,            -- Entry | Asset
  content_type TEXT,             -- entries only
  created_at TEXT NOT NULL,
  draft TEXT NOT NULL,           -- JSON {fields, updatedAt, version}
  published TEXT                 -- JSON {fields, updatedAt, version, revision}; NULL: never published
);`;

export interface FieldChange {
  field: string;
  locale: string;
  value: string;
}

export function contentStore(db: Db, clock: Clock) {
  const stmt = {
    all: db.prepare('SELECT * FROM content_entities ORDER BY id'),
    save: db.prepare('UPDATE content_entities SET draft = ?, published = ? WHERE id = ?'),
  };
  const byId = new Map<string, StoredEntity>();
  for (const row of stmt.all.all() as Array<Record<string, string | null>>) {
    byId.set(row.id!, {
      id: row.id!,
      type: row.type as StoredEntity['type'],
      ...(row.content_type && {contentType: row.content_type}),
      createdAt: row.created_at!,
      draft: JSON.parse(row.draft!) as Version,
      published: row.published ? (JSON.parse(row.published) as Published) : null,
    });
  }
  const save = (entity: StoredEntity) =>
    stmt.save.run(
      JSON.stringify(entity.draft),
      entity.published ? JSON.stringify(entity.published) : null,
      entity.id,
    );
  const now = () => new Date(clock()).toISOString();

  return {
    get: (id: string) => byId.get(id),
    all: () => [...byId.values()],
    /** The entities one audience sees, as it sees them. */
    visible(audience: Audience): VisibleEntity[] {
      const out: VisibleEntity[] = [];
      for (const entity of byId.values()) {
        const seen = visibleAs(entity, audience);
        if (seen) out.push(seen);
      }
      return out;
    },
    /** Changes a text field of the draft (the Preview API shows it; delivery does not yet). */
    editDraft(id: string, change: FieldChange): StoredEntity {
      const entity = entryToEdit(byId, id);
      checkChange(entity, change);
      const fields = structuredClone(entity.draft.fields);
      fields[change.field] = {...fields[change.field], [change.locale]: change.value};
      entity.draft = {fields, updatedAt: now(), version: entity.draft.version + 1};
      save(entity);
      return entity;
    },
    /** Publishes the draft: the Delivery API serves it from now on. */
    publish(id: string): StoredEntity {
      const entity = entryToEdit(byId, id);
      const at = now();
      // As in Contentful: the published version is the draft's, and publishing bumps the draft's.
      const version = entity.draft.version;
      entity.draft = {...entity.draft, updatedAt: at, version: version + 1};
      entity.published = {
        fields: structuredClone(entity.draft.fields),
        updatedAt: at,
        version,
        revision: (entity.published?.revision ?? 0) + 1,
      };
      save(entity);
      return entity;
    },
  };
}

export type ContentStore = ReturnType<typeof contentStore>;

function visibleAs(entity: StoredEntity, audience: Audience): VisibleEntity | undefined {
  const {id, type, contentType, createdAt, published, draft} = entity;
  const shown = audience === 'delivery' ? published : draft;
  if (!shown) return undefined;
  return {
    id,
    type,
    ...(contentType && {contentType}),
    createdAt,
    updatedAt: shown.updatedAt,
    // A draft that was never published has revision 0 and no published version in preview.
    revision: published?.revision ?? 0,
    ...(published && {publishedVersion: published.version}),
    fields: shown.fields,
  };
}

function entryToEdit(byId: Map<string, StoredEntity>, id: unknown): StoredEntity {
  if (typeof id !== 'string' || !id) throw new HttpError(400, '"entryId" must be an entry id');
  const entity = byId.get(id);
  if (!entity || entity.type !== 'Entry') throw new HttpError(404, `No entry "${id}"`);
  return entity;
}

/** Only text fields that already hold text are editable: the inspector edits words, not links. */
function checkChange(entity: StoredEntity, change: FieldChange): void {
  const {field, locale, value} = change;
  if (typeof field !== 'string' || !Object.hasOwn(entity.draft.fields, field))
    throw new HttpError(400, `Entry "${entity.id}" has no field "${String(field)}"`);
  if (typeof locale !== 'string' || !isLocale(locale))
    throw new HttpError(400, '"locale" must be it-IT, sl-SI or hr-HR');
  if (typeof value !== 'string' || value.length > 5000)
    throw new HttpError(400, '"value" must be a text of at most 5000 characters');
  const spec = contentTypeById(entity.contentType!)?.fields.find((f) => f.id === field);
  if (!spec || !['Symbol', 'Text'].includes(spec.type))
    throw new HttpError(400, `Field "${field}" is not a text field`);
  if (!spec.localized && locale !== DEFAULT_LOCALE)
    throw new HttpError(400, `Field "${field}" is not localized: edit its ${DEFAULT_LOCALE} value`);
}
