import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connection.js';
import type { Database, Row } from '../db/schema.js';
import { decryptSecret, encryptSecret } from '../lib/crypto.js';
import { isUuid, newId, newWebhookId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import type { Principal } from '../keys/service.js';
import { checkWebhookUrl, type CidrList } from './address-guard.js';
import type { WebhookSender } from './outbound.js';
import { signingSecrets } from './secrets.js';
import { signatureHeaders, generateWebhookSecret } from './signing.js';
import { countWebhooks, deleteWebhook, findWebhook, insertWebhook, listWebhooks, lockOrganization, updateWebhook, updateWebhookSecrets } from './repo.js';
import { cancelPendingDeliveries } from './delivery-repo.js';
import { DEFAULT_EVENTS, type WebhookEvent, type WebhookFormat } from './events.js';

/** A webhook as the API returns it: exactly the specification's fields, without the secret. */
export interface WebhookView {
  id: string;
  url: string;
  events: WebhookEvent[];
  format: WebhookFormat;
  enabled: boolean;
  failure_count: number;
  last_triggered_at: string | null;
  created_at: string;
}

/** Fields accepted when registering a webhook. */
export interface CreateWebhookInput {
  url: string;
  events?: WebhookEvent[];
  format?: WebhookFormat;
}

/** Fields accepted when updating a webhook; absent fields stay as they are. */
export interface UpdateWebhookInput {
  url?: string;
  events?: WebhookEvent[];
  format?: WebhookFormat;
  enabled?: boolean;
}

/** Why a webhook operation did not happen. */
export type WebhookFailure =
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'invalid_url'; message: string }
  | { ok: false; reason: 'limit_reached'; max: number };

/** The answer of the test endpoint (specification, "Test webhook"). */
export type TestResult = { success: true; status: number } | { success: false; error: string };

/** How long a replaced secret keeps signing after a rotation. */
export const PREVIOUS_SECRET_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The one failure text of the test endpoint, fixed by the specification. */
export const TEST_FAILURE_MESSAGE = 'Connection failed or timed out';

/** What the webhook service needs. */
export interface WebhookServiceDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  secretKey: Buffer;
  sender: WebhookSender;
  allowHttp: boolean;
  allowedCidrs: CidrList;
}

/** Registration, update, deletion and testing of an organization's webhook endpoints. */
export function createWebhookService(deps: WebhookServiceDeps) {
  const { db, dialect, secretKey, sender } = deps;

  async function validUrl(url: string): Promise<{ ok: true } | { ok: false; reason: 'invalid_url'; message: string }> {
    const check = await checkWebhookUrl(url, { allowHttp: deps.allowHttp, allowedCidrs: deps.allowedCidrs });
    return check.ok ? { ok: true } : { ok: false, reason: 'invalid_url', message: check.message };
  }

  return {
    async list(principal: Principal): Promise<WebhookView[]> {
      return (await listWebhooks(db, principal.orgId)).map(toView);
    },

    async create(principal: Principal, input: CreateWebhookInput): Promise<{ ok: true; webhook: WebhookView & { secret: string } } | WebhookFailure> {
      const check = await validUrl(input.url);
      if (!check.ok) return check;
      const secret = generateWebhookSecret();
      const id = newWebhookId();
      const row: Row<'webhooks'> = {
        id,
        org_id: principal.orgId,
        url: input.url,
        events: JSON.stringify(input.events ?? DEFAULT_EVENTS),
        format: input.format ?? 'json',
        enabled: 1,
        failure_count: 0,
        last_triggered_at: null,
        failing_since: null,
        secret_ciphertext: encryptSecret(secretKey, secret, id),
        previous_secret_ciphertext: null,
        previous_secret_expires_at: null,
        created_at: nowIso(),
      };
      const max = principal.limits.maxWebhooks;
      const inserted = await db.transaction().execute(async (trx) => {
        await lockOrganization(trx, dialect, principal.orgId);
        if ((await countWebhooks(trx, principal.orgId)) >= max) return false;
        await insertWebhook(trx, row);
        return true;
      });
      if (!inserted) return { ok: false, reason: 'limit_reached', max };
      return { ok: true, webhook: { ...toView(row), secret } };
    },

    async update(principal: Principal, id: string, input: UpdateWebhookInput): Promise<{ ok: true; webhook: WebhookView } | WebhookFailure> {
      if (!isUuid(id)) return { ok: false, reason: 'not_found' };
      if (input.url !== undefined) {
        const check = await validUrl(input.url);
        if (!check.ok) return check;
      }
      const changes: Parameters<typeof updateWebhook>[3] = {};
      if (input.url !== undefined) changes.url = input.url;
      if (input.events !== undefined) changes.events = JSON.stringify(input.events);
      if (input.format !== undefined) changes.format = input.format;
      if (input.enabled !== undefined) changes.enabled = input.enabled ? 1 : 0;
      // Re-enabling gives the endpoint a fresh start (decisions.md section 5).
      if (input.enabled === true) Object.assign(changes, { failure_count: 0, failing_since: null });
      const row = await db.transaction().execute(async (trx) => {
        if (!(await updateWebhook(trx, principal.orgId, id, changes))) return undefined;
        // Disabling ends what was still to be delivered (decisions.md section 5).
        if (input.enabled === false) await cancelPendingDeliveries(trx, id, nowIso());
        return findWebhook(trx, principal.orgId, id);
      });
      return row === undefined ? { ok: false, reason: 'not_found' } : { ok: true, webhook: toView(row) };
    },

    async remove(principal: Principal, id: string): Promise<{ ok: true } | WebhookFailure> {
      if (!isUuid(id)) return { ok: false, reason: 'not_found' };
      return (await deleteWebhook(db, principal.orgId, id)) ? { ok: true } : { ok: false, reason: 'not_found' };
    },

    /**
     * Replaces the secret. The old one keeps signing beside the new one for a
     * day, so receivers can switch without dropping alerts.
     */
    async rotateSecret(principal: Principal, id: string): Promise<{ ok: true; webhook: WebhookView & { secret: string }; previous_secret_expires_at: string } | WebhookFailure> {
      if (!isUuid(id)) return { ok: false, reason: 'not_found' };
      const row = await findWebhook(db, principal.orgId, id);
      if (row === undefined) return { ok: false, reason: 'not_found' };
      const secret = generateWebhookSecret();
      const current = decryptSecret(secretKey, row.secret_ciphertext, row.id);
      const expires = new Date(Date.now() + PREVIOUS_SECRET_LIFETIME_MS).toISOString();
      await updateWebhookSecrets(db, principal.orgId, id, {
        secret_ciphertext: encryptSecret(secretKey, secret, row.id),
        previous_secret_ciphertext: encryptSecret(secretKey, current, `${row.id}:previous`),
        previous_secret_expires_at: expires,
      });
      return { ok: true, webhook: { ...toView(row), secret }, previous_secret_expires_at: expires };
    },

    /** Sends the specification's test payload; changes no state of the endpoint. */
    async test(principal: Principal, id: string): Promise<{ ok: true; result: TestResult } | WebhookFailure> {
      if (!isUuid(id)) return { ok: false, reason: 'not_found' };
      const row = await findWebhook(db, principal.orgId, id);
      if (row === undefined) return { ok: false, reason: 'not_found' };
      const now = new Date();
      const body = JSON.stringify({
        event: 'test', tier: 'green', action: 'allow', risk_score: 0, signals: [], latency_ms: 0, timestamp: now.toISOString(),
      });
      const headers = signatureHeaders(signingSecrets(secretKey, row.id, row, now), newId('event'), now, body);
      const outcome = await sender.post(row.url, body, headers);
      return { ok: true, result: outcome.ok ? { success: true, status: outcome.status } : { success: false, error: TEST_FAILURE_MESSAGE } };
    },
  };
}

/** The webhook service's interface. */
export type WebhookService = ReturnType<typeof createWebhookService>;

function toView(row: Row<'webhooks'>): WebhookView {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEvent[],
    format: row.format as WebhookFormat,
    enabled: row.enabled === 1,
    failure_count: row.failure_count,
    last_triggered_at: row.last_triggered_at,
    created_at: row.created_at,
  };
}
