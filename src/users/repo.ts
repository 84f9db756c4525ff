import type { Kysely, Transaction } from 'kysely';
import type { Database, NewRow, Row } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Finds a user by e-mail (stored lowercase). */
export async function findUserByEmail(db: Db, email: string): Promise<Row<'users'> | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Inserts a user. */
export async function insertUser(db: Db, row: NewRow<'users'>): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

/** Finds a user's membership of an organization. */
export async function findMembership(db: Db, userId: string, orgId: string): Promise<Row<'memberships'> | undefined> {
  return db.selectFrom('memberships').selectAll().where('user_id', '=', userId).where('org_id', '=', orgId).executeTakeFirst();
}

/** Inserts a membership. */
export async function insertMembership(db: Db, row: NewRow<'memberships'>): Promise<void> {
  await db.insertInto('memberships').values(row).execute();
}
