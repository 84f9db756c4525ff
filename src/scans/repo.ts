import type { Kysely, Transaction } from 'kysely';
import type { Database, NewRow } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Records a scan's result (never its prompt). */
export async function insertScan(db: Db, row: NewRow<'scans'>): Promise<void> {
  await db.insertInto('scans').values(row).execute();
}
