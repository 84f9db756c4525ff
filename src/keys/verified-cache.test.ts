import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { createVerifiedKeyCache } from './verified-cache.js';

let handle: DatabaseHandle | undefined;

afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function migratedDatabase(): Promise<DatabaseHandle> {
  handle = openDatabase('sqlite::memory:');
  const migrated = await migrateToLatest(handle.db);
  if (!migrated.ok) throw migrated.error;
  return handle;
}

/** What the triggers do on any change to a key or an organization. */
async function bumpCounter(database: DatabaseHandle): Promise<void> {
  await sql`update credential_version set version = version + 1 where id = 1`.execute(database.db);
}

function versionSoon(cache: { versionSoon(callback: (version: number | null) => void): void }): Promise<number | null> {
  return new Promise((resolve) => cache.versionSoon(resolve));
}

describe('verified key cache', () => {
  it('keeps a result only while the counter has the value it was stored under', async () => {
    const database = await migratedDatabase();
    const cache = createVerifiedKeyCache<string>(database.credentialVersion);
    const before = cache.version();
    cache.set('hash', before, 'principal');
    expect(cache.get('hash', cache.version())).toBe('principal');
    await bumpCounter(database);
    expect(cache.get('hash', cache.version())).toBeUndefined();
  });

  it('serves the callers of one event-loop turn with one read made after all of them asked', async () => {
    const database = await migratedDatabase();
    const reader = database.credentialVersion;
    if (reader === null) throw new Error('SQLite reads the counter');
    let reads = 0;
    const cache = createVerifiedKeyCache<string>(() => {
      reads++;
      return reader();
    });
    const start = cache.version();
    reads = 0;
    const first = versionSoon(cache);
    const second = versionSoon(cache);
    // A change committed after both asked but before the read is seen by both.
    await bumpCounter(database);
    expect(await Promise.all([first, second])).toEqual([(start ?? 0) + 1, (start ?? 0) + 1]);
    expect(reads).toBe(1);
    // A caller after that read gets a read of its own.
    await bumpCounter(database);
    expect(await versionSoon(cache)).toBe((start ?? 0) + 2);
    expect(reads).toBe(2);
  });

  it('never holds anything without a counter (PostgreSQL)', async () => {
    const cache = createVerifiedKeyCache<string>(null);
    expect(await versionSoon(cache)).toBeNull();
    cache.set('hash', cache.version(), 'principal');
    expect(cache.get('hash', cache.version())).toBeUndefined();
  });
});
