import { Migrator, type Migration, type MigrationProvider, type Kysely } from 'kysely';
import * as initial from './migrations/0001-initial.js';
import * as webhookDelivery from './migrations/0002-webhook-delivery.js';
import * as policy from './migrations/0003-policy.js';
import * as dashboard from './migrations/0004-dashboard.js';
import * as credentialVersion from './migrations/0005-credential-version.js';
import type { Database } from './schema.js';

// Migrations are imported statically rather than read from a folder, so they
// work the same from src/ (tests) and dist/ (compiled) and cannot go missing.
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-webhook-delivery': webhookDelivery,
  '0003-policy': policy,
  '0004-dashboard': dashboard,
  '0005-credential-version': credentialVersion,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};

/** Outcome of applying migrations. */
export type MigrateResult = { ok: true; applied: string[] } | { ok: false; error: unknown; applied: string[] };

/**
 * Applies every pending migration. Kysely's migrator takes a lock (an advisory
 * lock on PostgreSQL), so several instances starting together apply each once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrateResult> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  return error === undefined ? { ok: true, applied } : { ok: false, error, applied };
}
