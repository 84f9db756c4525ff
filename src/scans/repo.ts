import type { Kysely, Transaction } from 'kysely';
import type { Database, NewRow } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Records scans' results (never their prompts). */
export async function insertScans(db: Db, rows: NewRow<'scans'>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('scans').values(rows).execute();
}
