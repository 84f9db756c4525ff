import type { Kysely } from 'kysely';

// Each organization's scan policy as JSON; null means the default policy.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organizations').addColumn('policy', 'text').execute();
  await db.schema.alterTable('organizations').addColumn('policy_updated_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organizations').dropColumn('policy_updated_at').execute();
  await db.schema.alterTable('organizations').dropColumn('policy').execute();
}
