import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from '../db/connection.js';
import type { Database, NewRow, Row } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Every query here is scoped by organization: another organization's webhook does not exist. */
export async function listWebhooks(db: Db, orgId: string): Promise<Row<'webhooks'>[]> {
  return db.selectFrom('webhooks').selectAll().where('org_id', '=', orgId).orderBy('created_at').orderBy('id').execute();
}

/** Finds one of an organization's webhooks. */
export async function findWebhook(db: Db, orgId: string, id: string): Promise<Row<'webhooks'> | undefined> {
  return db.selectFrom('webhooks').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

/** Counts an organization's webhooks. */
export async function countWebhooks(db: Db, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts a webhook. */
export async function insertWebhook(db: Db, row: NewRow<'webhooks'>): Promise<void> {
  await db.insertInto('webhooks').values(row).execute();
}

/** Applies changes to one of an organization's webhooks; false when there is no such webhook. */
export async function updateWebhook(
  db: Db,
  orgId: string,
  id: string,
  changes: Partial<Pick<Row<'webhooks'>, 'url' | 'events' | 'format' | 'enabled' | 'failure_count' | 'failing_since'>>,
): Promise<boolean> {
  if (Object.keys(changes).length === 0) return (await findWebhook(db, orgId, id)) !== undefined;
  const result = await db.updateTable('webhooks').set(changes).where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Stores a rotated secret and the one it replaces. */
export async function updateWebhookSecrets(
  db: Db,
  orgId: string,
  id: string,
  secrets: Pick<Row<'webhooks'>, 'secret_ciphertext' | 'previous_secret_ciphertext' | 'previous_secret_expires_at'>,
): Promise<void> {
  await db.updateTable('webhooks').set(secrets).where('org_id', '=', orgId).where('id', '=', id).execute();
}

/** Deletes one of an organization's webhooks; false when there is no such webhook. */
export async function deleteWebhook(db: Db, orgId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('webhooks').where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Serializes writers per organization inside a transaction. PostgreSQL locks the
 * organization row; SQLite needs nothing because it has one writer at a time.
 */
export async function lockOrganization(trx: Transaction<Database>, dialect: DialectName, orgId: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select id from organizations where id = ${orgId} for update`.execute(trx);
  }
}
