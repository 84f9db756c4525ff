import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from '../db/connection.js';
import { reusableSizedQuery } from '../db/reusable-query.js';
import type { Database, NewRow, Row } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Delivery states: `pending` waits or is leased to a worker; the others are final. */
export const DELIVERY_STATUS = { pending: 'pending', succeeded: 'succeeded', failed: 'failed', cancelled: 'cancelled' } as const;

/** A claimed delivery with what an attempt needs. */
export interface ClaimedDelivery {
  id: string;
  event_id: string;
  webhook_id: string;
  org_id: string;
  attempts: number;
  payload: string;
  url: string;
  secret_ciphertext: string;
  previous_secret_ciphertext: string | null;
  previous_secret_expires_at: string | null;
}

// Runs for every write group that holds a flagged scan, hence compiled once per number of organizations.
const endpointsOf = reusableSizedQuery<Pick<Row<'webhooks'>, 'id' | 'org_id' | 'events'>>((db, count) =>
  db.selectFrom('webhooks').select(['id', 'org_id', 'events']).where('org_id', 'in', Array.from({ length: count }, () => '')).where('enabled', '=', 1),
);

/** The enabled endpoints of some organizations, with their subscriptions. */
export async function subscribedEndpoints(db: Db, orgIds: string[]): Promise<Pick<Row<'webhooks'>, 'id' | 'org_id' | 'events'>[]> {
  if (orgIds.length === 0) return [];
  return endpointsOf(db, orgIds.length, [...orgIds, 1]);
}

/** Writes events and their deliveries (the outbox), inside the scan's transaction. */
export async function insertOutbox(db: Db, events: NewRow<'webhook_events'>[], deliveries: NewRow<'webhook_deliveries'>[]): Promise<void> {
  if (events.length > 0) await db.insertInto('webhook_events').values(events).execute();
  if (deliveries.length > 0) await db.insertInto('webhook_deliveries').values(deliveries).execute();
}

/**
 * Leases due deliveries to `owner` until `leaseUntil`, at most `limit`, and at
 * most `perEndpoint` in flight per endpoint (counting leases held anywhere).
 * Candidates are chosen first, then leased with a re-check of their state; on
 * PostgreSQL the lease step skips rows another process is leasing right now, so
 * no delivery is leased twice.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  dialect: DialectName,
  options: { owner: string; now: string; leaseUntil: string; limit: number; perEndpoint: number },
): Promise<ClaimedDelivery[]> {
  const { owner, now, leaseUntil, limit, perEndpoint } = options;
  return db.transaction().execute(async (trx) => {
    const candidates = await sql<{ id: string }>`
      select id from (
        select d.id, d.next_attempt_at,
          row_number() over (partition by d.webhook_id order by d.next_attempt_at, d.id) as position,
          (select count(*) from webhook_deliveries l
            where l.webhook_id = d.webhook_id and l.status = 'pending' and l.lease_expires_at > ${now}) as in_flight
        from webhook_deliveries d
        join webhooks w on w.id = d.webhook_id and w.enabled = 1
        where d.status = 'pending' and d.next_attempt_at <= ${now}
          and (d.lease_expires_at is null or d.lease_expires_at <= ${now})
      ) c
      where c.position + c.in_flight <= ${perEndpoint}
      order by c.next_attempt_at
      limit ${limit}`.execute(trx);
    const ids = candidates.rows.map((row) => row.id);
    if (ids.length === 0) return [];
    let lockable = trx
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)]));
    if (dialect === 'postgres') lockable = lockable.forUpdate().skipLocked();
    const leased = await trx
      .updateTable('webhook_deliveries')
      .set({ lease_owner: owner, lease_expires_at: leaseUntil, updated_at: now })
      .where('id', 'in', lockable)
      .returning('id')
      .execute();
    if (leased.length === 0) return [];
    return trx
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .select([
        'd.id', 'd.event_id', 'd.webhook_id', 'd.org_id', 'd.attempts', 'e.payload', 'w.url',
        'w.secret_ciphertext', 'w.previous_secret_ciphertext', 'w.previous_secret_expires_at',
      ])
      .where('d.id', 'in', leased.map((row) => row.id))
      .orderBy('d.next_attempt_at')
      .execute();
  });
}

/** How a delivery row changes after an attempt. */
export interface DeliveryChange {
  status: string;
  attempts: number;
  next_attempt_at: string | null;
}

/**
 * Ends a leased attempt: records it and moves the delivery on, unless the
 * delivery was cancelled meanwhile (the attempt is still recorded: it happened).
 */
export async function finishAttempt(trx: Transaction<Database>, attempt: NewRow<'webhook_attempts'>, owner: string, change: DeliveryChange): Promise<void> {
  await trx.insertInto('webhook_attempts').values(attempt).execute();
  await trx
    .updateTable('webhook_deliveries')
    .set({ ...change, lease_owner: null, lease_expires_at: null, updated_at: attempt.finished_at })
    .where('id', '=', attempt.delivery_id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'pending')
    .execute();
}

/** Reads an endpoint's failure bookkeeping, locking its row on PostgreSQL for the rest of the transaction. */
export async function lockEndpointHealth(
  trx: Transaction<Database>,
  dialect: DialectName,
  webhookId: string,
): Promise<Pick<Row<'webhooks'>, 'failure_count' | 'failing_since' | 'last_triggered_at' | 'enabled'> | undefined> {
  let query = trx.selectFrom('webhooks').select(['failure_count', 'failing_since', 'last_triggered_at', 'enabled']).where('id', '=', webhookId);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Writes an endpoint's failure bookkeeping after an attempt. */
export async function updateEndpointHealth(
  trx: Transaction<Database>,
  webhookId: string,
  change: Pick<Row<'webhooks'>, 'failure_count' | 'failing_since' | 'last_triggered_at' | 'enabled'>,
): Promise<void> {
  await trx.updateTable('webhooks').set(change).where('id', '=', webhookId).execute();
}

/** Cancels every delivery of an endpoint that has not finished (on disable or delete). */
export async function cancelPendingDeliveries(db: Db, webhookId: string, now: string): Promise<number> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'cancelled', next_attempt_at: null, updated_at: now })
    .where('webhook_id', '=', webhookId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Gives up a worker's leases so that another process can take the deliveries at once. */
export async function releaseLeases(db: Db, owner: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('webhook_deliveries')
    .set({ lease_owner: null, lease_expires_at: null })
    .where('lease_owner', '=', owner)
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
}

/** Clears every lease (SQLite only: there, the starting process is the only one that delivers). */
export async function releaseAllLeases(db: Db): Promise<number> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ lease_owner: null, lease_expires_at: null })
    .where('status', '=', 'pending')
    .where('lease_owner', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes attempts, finished deliveries and their events older than `before`. */
export async function pruneDeliveryHistory(db: Db, before: string): Promise<{ attempts: number; deliveries: number; events: number }> {
  const attempts = await db.deleteFrom('webhook_attempts').where('started_at', '<', before).executeTakeFirst();
  const deliveries = await db.deleteFrom('webhook_deliveries').where('status', '!=', 'pending').where('updated_at', '<', before).executeTakeFirst();
  const events = await db
    .deleteFrom('webhook_events')
    .where('created_at', '<', before)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('webhook_deliveries').select('id').whereRef('webhook_deliveries.event_id', '=', 'webhook_events.id'))))
    .executeTakeFirst();
  return { attempts: Number(attempts.numDeletedRows), deliveries: Number(deliveries.numDeletedRows), events: Number(events.numDeletedRows) };
}
