import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A query built and compiled once per database, then run with fresh parameters.
 * Building a Kysely query costs several times more than running a small indexed
 * one on SQLite, so the few queries on every request's path use this. `build`
 * receives the parameters' placeholder values; at run time the parameters must
 * come in the same order as they appear in the compiled SQL.
 */
export function reusableQuery<Row>(build: (db: Db) => { compile(): CompiledQuery<Row> }) {
  const sized = reusableSizedQuery<Row>((db) => build(db));
  return (db: Db, parameters: readonly unknown[]): Promise<Row[]> => sized(db, 0, parameters);
}

/**
 * The same for a query whose shape depends on a count (rows of a multi-row
 * insert, values of an `in` list): compiled once per database and count.
 * Counts are bounded by the callers (a write group holds at most 128 rows), so
 * the texts kept stay few.
 */
export function reusableSizedQuery<Row>(build: (db: Db, size: number) => { compile(): CompiledQuery<Row> }) {
  // Keyed by the dialect adapter, which a database shares with its transactions.
  const compiled = new WeakMap<object, Map<number, string>>();
  return async (db: Db, size: number, parameters: readonly unknown[]): Promise<Row[]> => {
    const adapter = db.getExecutor().adapter;
    let texts = compiled.get(adapter);
    if (texts === undefined) {
      texts = new Map();
      compiled.set(adapter, texts);
    }
    let sqlText = texts.get(size);
    if (sqlText === undefined) {
      const query = build(db, size).compile();
      if (query.parameters.length !== parameters.length) {
        throw new Error(`reusable query expects ${query.parameters.length} parameters, got ${parameters.length}`);
      }
      sqlText = query.sql;
      texts.set(size, sqlText);
    }
    const result = await db.executeQuery<Row>(CompiledQuery.raw(sqlText, [...parameters]) as CompiledQuery<Row>);
    return result.rows;
  };
}
