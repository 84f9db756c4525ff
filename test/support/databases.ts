import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A database made for one test file, dropped afterwards. */
export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  url: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server for tests, when TEST_DATABASE_URL is set. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? '';

/** The database kinds every integration suite runs on: SQLite always, PostgreSQL when configured. */
export const DATABASE_KINDS = [
  { kind: 'sqlite' as const, enabled: true },
  { kind: 'postgres' as const, enabled: POSTGRES_URL !== '' },
];

/** Creates a fresh SQLite file or PostgreSQL database. */
export async function createTestDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'promptscan-test-'));
    return { kind, url: `sqlite:${join(dir, 'test.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (POSTGRES_URL === '') throw new Error('TEST_DATABASE_URL is not set');
  // Other runs may share the server: each test file gets a database of its own.
  const name = `promptscan_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
