import type { Kysely, Transaction } from 'kysely';
import { reusableSizedQuery } from '../db/reusable-query.js';
import type { Database, NewRow } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

type ScanRow = Required<NewRow<'scans'>>;

// One row of placeholders; its key order is the order of each row's parameters.
const PLACEHOLDER: ScanRow = {
  id: '', org_id: '', key_id: '', tier: '', action: '', risk_score: 0, signals: '', prompt_length: 0, prompt_sha256: '', latency_ms: 0, created_at: '',
};
const COLUMNS = Object.keys(PLACEHOLDER) as (keyof ScanRow)[];

// Every scan is written through here, a group of rows per transaction: the
// statement for each group size is compiled once instead of once per group.
const insertRows = reusableSizedQuery<never>((db, count) => db.insertInto('scans').values(Array.from({ length: count }, () => PLACEHOLDER)));

/** Records scans' results (never their prompts). */
export async function insertScans(db: Db, rows: ScanRow[]): Promise<void> {
  if (rows.length === 0) return;
  const parameters: unknown[] = [];
  for (const row of rows) for (const column of COLUMNS) parameters.push(row[column]);
  await insertRows(db, rows.length, parameters);
}
