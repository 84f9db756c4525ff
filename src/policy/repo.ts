import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** An organization's stored policy JSON (null for the default) and when it last changed. */
export async function readPolicy(db: Db, orgId: string): Promise<{ policy: string | null; policy_updated_at: string | null } | undefined> {
  return db.selectFrom('organizations').select(['policy', 'policy_updated_at']).where('id', '=', orgId).executeTakeFirst();
}

/** Stores an organization's policy JSON. */
export async function writePolicy(db: Db, orgId: string, policy: string, updatedAt: string): Promise<void> {
  await db.updateTable('organizations').set({ policy, policy_updated_at: updatedAt }).where('id', '=', orgId).execute();
}
