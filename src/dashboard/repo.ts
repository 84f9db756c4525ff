import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, NewRow, Row } from '../db/schema.js';
import type { Role } from '../users/roles.js';
import type { MemberView, MembershipView } from './view-types.js';

type Db = Kysely<Database> | Transaction<Database>;

// The role column is only ever written from a checked Role (setup, the CLI, the member
// routes), so lists narrow it here; a session still re-checks it with isRole.
type RoleColumn = { role: Role };

/** How many users exist at all (first-run setup is offered only at zero). */
export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A user by id. */
export async function findUserById(db: Db, id: string): Promise<Row<'users'> | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The organization a user signs in to: their oldest membership. */
export async function firstMembership(db: Db, userId: string): Promise<Row<'memberships'> | undefined> {
  return db.selectFrom('memberships').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('org_id').limit(1).executeTakeFirst();
}

/** The organizations a user belongs to, with their role, oldest membership first. */
export async function listMemberships(db: Db, userId: string): Promise<MembershipView[]> {
  return db
    .selectFrom('memberships as m')
    .innerJoin('organizations as o', 'o.id', 'm.org_id')
    .select(['m.org_id', 'o.name', 'm.role'])
    .$narrowType<RoleColumn>()
    .where('m.user_id', '=', userId)
    .orderBy('m.created_at')
    .orderBy('m.org_id')
    .execute();
}

/** Moves a session to another organization. */
export async function updateSessionOrg(db: Db, idHash: string, orgId: string): Promise<void> {
  await db.updateTable('dashboard_sessions').set({ org_id: orgId }).where('id_hash', '=', idHash).execute();
}

/** Members of an organization, oldest first. */
export async function listMembers(db: Db, orgId: string): Promise<MemberView[]> {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.email', 'm.role', 'm.created_at'])
    .$narrowType<RoleColumn>()
    .where('m.org_id', '=', orgId)
    .orderBy('m.created_at')
    .orderBy('u.email')
    .execute();
}

/** Changes a member's role; false when they are not a member. */
export async function updateMemberRole(db: Db, orgId: string, userId: string, role: string): Promise<boolean> {
  const result = await db.updateTable('memberships').set({ role }).where('org_id', '=', orgId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes a membership (and that user's sessions in the organization); false when absent. */
export async function deleteMember(db: Db, orgId: string, userId: string): Promise<boolean> {
  await db.deleteFrom('dashboard_sessions').where('org_id', '=', orgId).where('user_id', '=', userId).execute();
  const result = await db.deleteFrom('memberships').where('org_id', '=', orgId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many owners an organization has (the last one cannot be demoted or removed). */
export async function countOwners(db: Db, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('org_id', '=', orgId)
    .where('role', '=', 'owner')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Stores a session. */
export async function insertSession(db: Db, row: NewRow<'dashboard_sessions'>): Promise<void> {
  await db.insertInto('dashboard_sessions').values(row).execute();
}

/** A live session with its user's e-mail and current role (null role: no longer a member). */
export async function findSession(
  db: Db,
  idHash: string,
  now: string,
): Promise<(Row<'dashboard_sessions'> & { email: string; role: string | null }) | undefined> {
  return db
    .selectFrom('dashboard_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('memberships as m', (join) => join.onRef('m.user_id', '=', 's.user_id').onRef('m.org_id', '=', 's.org_id'))
    .selectAll('s')
    .select(['u.email', 'm.role'])
    .where('s.id_hash', '=', idHash)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
}

/** Replaces a user's password hash and ends their other sessions. */
export async function updatePassword(db: Db, userId: string, passwordHash: string, keepSessionHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  await db.deleteFrom('dashboard_sessions').where('user_id', '=', userId).where('id_hash', '!=', keepSessionHash).execute();
}

/** Deletes a session (logout). */
export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('dashboard_sessions').where('id_hash', '=', idHash).execute();
}

/** Deletes expired sessions. */
export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom('dashboard_sessions').where('expires_at', '<=', now).execute();
}

/** Appends to the audit log. */
export async function insertAuditEvent(db: Db, row: NewRow<'audit_events'>): Promise<void> {
  await db.insertInto('audit_events').values(row).execute();
}

/** An organization's audit log, newest first, before a cursor (created_at, id). */
export async function listAuditEvents(db: Db, orgId: string, limit: number, before?: { created_at: string; id: string }): Promise<Row<'audit_events'>[]> {
  let query = db.selectFrom('audit_events').selectAll().where('org_id', '=', orgId);
  if (before !== undefined) {
    query = query.where((eb) => eb.or([eb('created_at', '<', before.created_at), eb.and([eb('created_at', '=', before.created_at), eb('id', '<', before.id)])]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Filters of the scan history. */
export interface ScanFilter {
  tier?: string;
  since?: string;
  until?: string;
}

/** An organization's scans, newest first, before a cursor. */
export async function listScans(db: Db, orgId: string, filter: ScanFilter, limit: number, before?: { created_at: string; id: string }): Promise<Row<'scans'>[]> {
  let query = db.selectFrom('scans').selectAll().where('org_id', '=', orgId);
  if (filter.tier !== undefined) query = query.where('tier', '=', filter.tier);
  if (filter.since !== undefined) query = query.where('created_at', '>=', filter.since);
  if (filter.until !== undefined) query = query.where('created_at', '<', filter.until);
  if (before !== undefined) {
    query = query.where((eb) => eb.or([eb('created_at', '<', before.created_at), eb.and([eb('created_at', '=', before.created_at), eb('id', '<', before.id)])]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** One scan of an organization. */
export async function findScan(db: Db, orgId: string, id: string): Promise<Row<'scans'> | undefined> {
  return db.selectFrom('scans').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

/**
 * Scan counts per tier and time bucket. Timestamps are ISO text, so a prefix is a
 * bucket (13 characters: the hour, 10: the day) and `substr` works the same on
 * SQLite and PostgreSQL.
 */
export async function countScansByBucket(
  db: Db,
  orgId: string,
  since: string,
  prefixLength: 10 | 13,
): Promise<{ bucket: string; tier: string; n: number }[]> {
  const bucket = sql<string>`substr(created_at, 1, ${sql.lit(prefixLength)})`;
  const rows = await db
    .selectFrom('scans')
    .select([bucket.as('bucket'), 'tier', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('org_id', '=', orgId)
    .where('created_at', '>=', since)
    .groupBy([bucket, 'tier'])
    .execute();
  return rows.map((row) => ({ bucket: row.bucket, tier: row.tier, n: Number(row.n) }));
}
