import { loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { CliError } from './output.js';

/**
 * Opens the database the server uses (same DATABASE_URL) and applies pending
 * migrations first, so every command works on a brand-new database.
 */
export async function withDatabase<T>(work: (database: DatabaseHandle, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env, { secretKeyRequired: false });
  const database = openDatabase(config.databaseUrl, { poolSize: 2 });
  try {
    const migrated = await migrateToLatest(database.db);
    if (!migrated.ok) throw new CliError(`migration failed: ${describe(migrated.error)}`);
    return await work(database, config);
  } finally {
    await database.close();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
