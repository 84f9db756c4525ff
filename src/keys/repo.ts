import type { Kysely, Transaction } from 'kysely';
import { reusableQuery } from '../db/reusable-query.js';
import type { Database, NewRow, Row } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What authentication needs to know about a key: its record and its organization's plan. */
export interface KeyWithOrganization {
  id: string;
  org_id: string;
  key_hash: string;
  revoked_at: string | null;
  plan: string;
  scans_per_second: number | null;
  max_webhooks: number | null;
  alert_prompt_excerpt: number;
  policy: string | null;
}

/** Inserts a key record. */
export async function insertKey(db: Db, row: NewRow<'api_keys'>): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

// Runs on every authenticated request, hence compiled once.
const keyByHash = reusableQuery<KeyWithOrganization>((db) =>
  db
    .selectFrom('api_keys')
    .innerJoin('organizations', 'organizations.id', 'api_keys.org_id')
    .select([
      'api_keys.id', 'api_keys.org_id', 'api_keys.key_hash', 'api_keys.revoked_at',
      'organizations.plan', 'organizations.scans_per_second', 'organizations.max_webhooks', 'organizations.alert_prompt_excerpt', 'organizations.policy',
    ])
    .where('api_keys.key_hash', '=', ''),
);

/** Looks a key up by the SHA-256 of its raw value, with its organization. */
export async function findKeyByHash(db: Db, keyHash: string): Promise<KeyWithOrganization | undefined> {
  const [row] = await keyByHash(db, [keyHash]);
  return row;
}

/** Finds a key by id, optionally only within one organization. */
export async function findKeyById(db: Db, id: string, orgId?: string): Promise<Row<'api_keys'> | undefined> {
  let query = db.selectFrom('api_keys').selectAll().where('id', '=', id);
  if (orgId !== undefined) query = query.where('org_id', '=', orgId);
  return query.executeTakeFirst();
}

/** Lists an organization's keys, newest first. */
export async function listKeys(db: Db, orgId: string): Promise<Row<'api_keys'>[]> {
  return db.selectFrom('api_keys').selectAll().where('org_id', '=', orgId).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** Marks a key revoked; true when it was active until now. */
export async function revokeKey(db: Db, id: string, revokedAt: string, orgId?: string): Promise<boolean> {
  let query = db.updateTable('api_keys').set({ revoked_at: revokedAt }).where('id', '=', id).where('revoked_at', 'is', null);
  if (orgId !== undefined) query = query.where('org_id', '=', orgId);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records when a key was last used. */
export async function touchKey(db: Db, id: string, usedAt: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: usedAt }).where('id', '=', id).execute();
}
