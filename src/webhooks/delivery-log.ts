import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isUuid } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import type { Principal } from '../keys/service.js';
import { findDelivery, listAttempts, requeueDelivery, type AttemptRow, type LogCursor } from './delivery-log-repo.js';
import { findWebhook } from './repo.js';

/** One attempt in an endpoint's delivery log: the attempt row with its event, without tenant columns. */
export type AttemptView = Omit<AttemptRow, 'webhook_id' | 'org_id' | 'outcome'> & { outcome: 'success' | 'failure' };

/** A page of the log and the cursor of the next one. */
export interface AttemptPage {
  deliveries: AttemptView[];
  next_cursor: string | null;
}

/** Why a log operation did not happen. */
export type LogFailure = { ok: false; reason: 'not_found' | 'bad_cursor' | 'endpoint_disabled' | 'in_flight' };

/** The delivery log of an organization's endpoints, and manual retries. */
export function createDeliveryLogService(deps: { db: Kysely<Database>; onRequeued: () => void }) {
  const { db } = deps;
  return {
    async list(
      principal: Principal,
      webhookId: string,
      options: { limit: number; outcome?: 'success' | 'failure'; cursor?: string },
    ): Promise<{ ok: true; page: AttemptPage } | LogFailure> {
      if (!isUuid(webhookId) || (await findWebhook(db, principal.orgId, webhookId)) === undefined) return { ok: false, reason: 'not_found' };
      const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor);
      if (after === null) return { ok: false, reason: 'bad_cursor' };
      const rows = await listAttempts(db, principal.orgId, webhookId, {
        limit: options.limit + 1,
        ...(options.outcome === undefined ? {} : { outcome: options.outcome }),
        ...(after === undefined ? {} : { after }),
      });
      const page = rows.slice(0, options.limit);
      const last = page[page.length - 1];
      const more = rows.length > options.limit && last !== undefined;
      return { ok: true, page: { deliveries: page.map(toView), next_cursor: more ? encodeCursor({ started_at: last.started_at, id: last.id }) : null } };
    },

    /** Queues one more attempt of a delivery, whatever it came to before. */
    async retry(principal: Principal, webhookId: string, deliveryId: string): Promise<{ ok: true; delivery: { id: string; status: 'pending'; next_attempt_at: string } } | LogFailure> {
      if (!isUuid(webhookId)) return { ok: false, reason: 'not_found' };
      const webhook = await findWebhook(db, principal.orgId, webhookId);
      const delivery = webhook === undefined ? undefined : await findDelivery(db, principal.orgId, webhookId, deliveryId);
      if (webhook === undefined || delivery === undefined) return { ok: false, reason: 'not_found' };
      if (webhook.enabled !== 1) return { ok: false, reason: 'endpoint_disabled' };
      const now = nowIso();
      if (!(await requeueDelivery(db, deliveryId, now))) return { ok: false, reason: 'in_flight' };
      deps.onRequeued();
      return { ok: true, delivery: { id: deliveryId, status: 'pending', next_attempt_at: now } };
    },
  };
}

/** The delivery log service's interface. */
export type DeliveryLogService = ReturnType<typeof createDeliveryLogService>;

function toView(row: AttemptRow): AttemptView {
  const { webhook_id: _webhook, org_id: _org, outcome, ...rest } = row;
  return { ...rest, outcome: outcome === 'success' ? 'success' : 'failure' };
}

function encodeCursor(cursor: LogCursor): string {
  return Buffer.from(`${cursor.started_at}|${cursor.id}`, 'utf8').toString('base64url');
}

function decodeCursor(text: string): LogCursor | null {
  const [startedAt, id, extra] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (startedAt === undefined || id === undefined || extra !== undefined || Number.isNaN(Date.parse(startedAt)) || !/^att_[0-9a-f]{24}$/.test(id)) {
    return null;
  }
  return { started_at: startedAt, id };
}
