/** Opens (and if needed creates) the sandbox database. */
import Database from 'libsql';
import {mkdirSync, rmSync} from 'node:fs';
import {dirname} from 'node:path';
import {CONTENT_SCHEMA_SQL} from '../content/store';
import {MARKETING_SCHEMA_SQL} from './marketing-schema';
import {SCHEMA_SQL} from './schema';
import {ZENDESK_SCHEMA_SQL} from '../zendesk/store';

export type Db = Database.Database;

export function openDb(path: string, {reset = false} = {}): Db {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), {recursive: true});
    if (reset) for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, {force: true});
  }
  const db = new Database(path);
  // WAL lets the inspector read while the request log writes; NORMAL sync is plenty for demo data.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  db.exec(SCHEMA_SQL);
  db.exec(MARKETING_SCHEMA_SQL);
  db.exec(CONTENT_SCHEMA_SQL);
  db.exec(ZENDESK_SCHEMA_SQL);
  return db;
}

/**
 * The first column of the first row, or undefined. (libsql's `pluck().get()` ignores pluck and
 * its `get()` adds a `_metadata` key to row objects, so single values are read as raw rows.)
 */
export function scalar<T>(statement: Database.Statement, ...params: unknown[]): T | undefined {
  return (statement.raw(true).get(...params) as unknown[] | undefined)?.[0] as T | undefined;
}

export function isSeeded(db: Db): boolean {
  return (scalar<number>(db.prepare('SELECT COUNT(*) FROM products')) ?? 0) > 0;
}

/** Bumped whenever the seed's data or the schema changes; kept in SQLite's user_version. */
export const SEED_VERSION = 10;

export function seedVersion(db: Db): number {
  return scalar<number>(db.prepare('PRAGMA user_version')) ?? 0;
}

export function markSeedVersion(db: Db): void {
  db.exec(`PRAGMA user_version = ${SEED_VERSION}`);
}
