import type { Kysely, Transaction } from 'kysely';
import type { Database, Row } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** One attempt as the delivery log lists it. */
export type AttemptRow = Row<'webhook_attempts'> & { event_id: string; event_type: string };

/** A position in the log: the last row of the previous page. */
export interface LogCursor {
  started_at: string;
  id: string;
}

/** An endpoint's attempts, newest first, after the cursor, optionally of one outcome. */
export async function listAttempts(
  db: Db,
  orgId: string,
  webhookId: string,
  options: { limit: number; outcome?: 'success' | 'failure'; after?: LogCursor },
): Promise<AttemptRow[]> {
  let query = db
    .selectFrom('webhook_attempts as a')
    .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .selectAll('a')
    .select(['e.id as event_id', 'e.type as event_type'])
    .where('a.org_id', '=', orgId)
    .where('a.webhook_id', '=', webhookId);
  if (options.outcome !== undefined) query = query.where('a.outcome', '=', options.outcome);
  const after = options.after;
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('a.started_at', '<', after.started_at), eb.and([eb('a.started_at', '=', after.started_at), eb('a.id', '<', after.id)])]),
    );
  }
  return query.orderBy('a.started_at', 'desc').orderBy('a.id', 'desc').limit(options.limit).execute();
}

/** One of an endpoint's deliveries. */
export async function findDelivery(db: Db, orgId: string, webhookId: string, deliveryId: string): Promise<Row<'webhook_deliveries'> | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('webhook_id', '=', webhookId)
    .where('id', '=', deliveryId)
    .executeTakeFirst();
}

/** Makes a delivery due now again, whatever it came to; false while an attempt of it is in flight. */
export async function requeueDelivery(db: Db, deliveryId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, updated_at: now })
    .where('id', '=', deliveryId)
    .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now), eb('status', '!=', 'pending')]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
