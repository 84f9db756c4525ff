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
  // Keyed by the dialect adapter, which a database shares with its transactions.
  const compiled = new WeakMap<object, string>();
  return async (db: Db, parameters: readonly unknown[]): Promise<Row[]> => {
    const adapter = db.getExecutor().adapter;
    let sqlText = compiled.get(adapter);
    if (sqlText === undefined) {
      const query = build(db).compile();
      if (query.parameters.length !== parameters.length) {
        throw new Error(`reusable query expects ${query.parameters.length} parameters, got ${parameters.length}`);
      }
      sqlText = query.sql;
      compiled.set(adapter, sqlText);
    }
    const result = await db.executeQuery<Row>(CompiledQuery.raw(sqlText, [...parameters]) as CompiledQuery<Row>);
    return result.rows;
  };
}
