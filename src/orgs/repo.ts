import type { Kysely, Transaction } from 'kysely';
import type { Database, NewRow, Row } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Inserts an organization. */
export async function insertOrganization(db: Db, row: NewRow<'organizations'>): Promise<void> {
  await db.insertInto('organizations').values(row).execute();
}

/** Finds an organization by id, or else by exact name. */
export async function findOrganization(db: Db, idOrName: string): Promise<Row<'organizations'> | undefined> {
  const byId = await db.selectFrom('organizations').selectAll().where('id', '=', idOrName).executeTakeFirst();
  if (byId !== undefined) return byId;
  return db.selectFrom('organizations').selectAll().where('name', '=', idOrName).executeTakeFirst();
}

/** Updates an organization's plan or limit overrides. */
export async function updateOrganization(
  db: Db,
  id: string,
  changes: Partial<Pick<Row<'organizations'>, 'plan' | 'scans_per_second' | 'max_webhooks' | 'alert_prompt_excerpt'>>,
): Promise<void> {
  await db.updateTable('organizations').set(changes).where('id', '=', id).execute();
}

/** Lists organizations, oldest first. */
export async function listOrganizations(db: Db): Promise<Row<'organizations'>[]> {
  return db.selectFrom('organizations').selectAll().orderBy('created_at').orderBy('id').execute();
}
