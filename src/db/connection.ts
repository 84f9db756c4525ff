import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { isPostgresUrl, sqlitePath } from '../config.js';
import type { Database } from './schema.js';

/** Which SQL engine a connection talks to. */
export type DialectName = 'sqlite' | 'postgres';

/** An open database: the typed query builder and what it runs on. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /**
   * Reads the committed credential change counter (migration 0005) at once, or
   * null when that cannot be done safely. Null as a whole on PostgreSQL, where
   * reading it costs a round trip like the lookup it would save.
   */
  credentialVersion: (() => number | null) | null;
  close(): Promise<void>;
}

/** Opens `sqlite:PATH` (WAL mode) or `postgres://...` as a Kysely instance. */
export function openDatabase(url: string, options: { poolSize?: number } = {}): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, connectionTimeoutMillis: 5_000 });
    // An idle client losing its connection emits 'error' on the pool; without a
    // listener that would crash the process instead of failing the next query.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', credentialVersion: null, close: () => db.destroy() };
  }
  const path = sqlitePath(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL in WAL mode keeps the database consistent after a crash and only
  // risks the last transactions on power loss, which is the usual trade-off.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', credentialVersion: credentialVersionReader(sqlite), close: () => db.destroy() };
}

// Kysely prepares every query anew; preparing costs as much as running a small
// one, so statements are kept by SQL text. Queries are built from a fixed set of
// shapes, so the cache stays small; the bound is a guard, not a tuning knob.
const MAX_CACHED_STATEMENTS = 500;

function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (statement === undefined) {
        if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
        statement = sqlite.prepare(sqlText);
        statements.set(sqlText, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

/**
 * Reads the counter straight from the connection, synchronously, without
 * Kysely: it runs on every authenticated request and costs a microsecond this
 * way. Inside a transaction of this connection (Kysely's SQLite driver shares
 * the one connection) the read could see uncommitted changes that are later
 * rolled back, so it answers null and the caller looks the key up instead.
 */
function credentialVersionReader(sqlite: SQLite.Database): () => number | null {
  let statement: SQLite.Statement<[], number> | null = null;
  return () => {
    if (sqlite.inTransaction || !sqlite.open) return null;
    try {
      // Prepared on first use: the table exists only once migrations have run.
      statement ??= sqlite.prepare<[], number>('select version from credential_version where id = 1').pluck();
      const version = statement.get();
      return typeof version === 'number' ? version : null;
    } catch {
      return null;
    }
  };
}

/** Runs a trivial query; resolves false instead of throwing when the database is unreachable. */
export async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
