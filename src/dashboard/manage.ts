import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { CreatedKey, KeyService, KeyView, Principal } from '../keys/service.js';
import type { OrgService } from '../orgs/service.js';
import type { PolicyService, PolicyView, PolicyDetail } from '../policy/service.js';
import type { DeliveryLogService } from '../webhooks/delivery-log.js';
import type { CreateWebhookInput, UpdateWebhookInput, WebhookService } from '../webhooks/service.js';
import type { DashboardSession } from './accounts.js';
import { recordAudit } from './audit.js';
import { actorOf } from './session.js';

/** What the management service is built from. */
export interface ManageDeps {
  db: Kysely<Database>;
  orgs: OrgService;
  keys: KeyService;
  webhooks: WebhookService;
  deliveryLog: DeliveryLogService;
  policies: PolicyService;
}

/**
 * Keys, webhooks and policy as the dashboard changes them: the same services the
 * API uses, scoped to the session's organization, with every change audited.
 */
export function createManageService(deps: ManageDeps) {
  const { db } = deps;

  /** A principal for the session's organization, read fresh so plan changes apply at once. */
  async function principalFor(session: DashboardSession): Promise<Principal> {
    const org = await deps.orgs.find(session.orgId);
    if (org === undefined) throw new Error('organization of a live session is gone');
    // keyId is a placeholder: the webhook services only use it for logging.
    return { keyId: 'dashboard', orgId: org.id, plan: org.plan, limits: org.limits, alertPromptExcerpt: org.alert_prompt_excerpt, policyJson: null };
  }

  // The audit log names an endpoint by its URL, which people recognise, not its id.
  async function webhookLabel(principal: Principal, id: string): Promise<string> {
    return (await deps.webhooks.list(principal)).find((w) => w.id === id)?.url ?? id;
  }

  return {
    principalFor,

    listKeys: (session: DashboardSession): Promise<KeyView[]> => deps.keys.list(session.orgId),

    async createKey(session: DashboardSession, name: string): Promise<CreatedKey> {
      const key = await deps.keys.create(session.orgId, name);
      await recordAudit(db, actorOf(session), 'key.created', `${key.name} (${key.hint})`);
      return key;
    },

    async revokeKey(session: DashboardSession, id: string) {
      const result = await deps.keys.revoke(id, session.orgId);
      if (result.ok) {
        const key = (await deps.keys.list(session.orgId)).find((k) => k.id === id);
        await recordAudit(db, actorOf(session), 'key.revoked', key === undefined ? id : `${key.name} (${key.hint})`);
      }
      return result;
    },

    listWebhooks: (principal: Principal) => deps.webhooks.list(principal),

    async createWebhook(session: DashboardSession, input: CreateWebhookInput) {
      const result = await deps.webhooks.create(await principalFor(session), input);
      if (result.ok) await recordAudit(db, actorOf(session), 'webhook.created', result.webhook.url);
      return result;
    },

    async updateWebhook(session: DashboardSession, id: string, input: UpdateWebhookInput) {
      const result = await deps.webhooks.update(await principalFor(session), id, input);
      if (result.ok) await recordAudit(db, actorOf(session), 'webhook.updated', `${result.webhook.url}: ${describeChanges(input)}`);
      return result;
    },

    async deleteWebhook(session: DashboardSession, id: string) {
      const principal = await principalFor(session);
      const label = await webhookLabel(principal, id);
      const result = await deps.webhooks.remove(principal, id);
      if (result.ok) await recordAudit(db, actorOf(session), 'webhook.deleted', label);
      return result;
    },

    async testWebhook(session: DashboardSession, id: string) {
      const principal = await principalFor(session);
      const result = await deps.webhooks.test(principal, id);
      if (result.ok) await recordAudit(db, actorOf(session), 'webhook.tested', `${await webhookLabel(principal, id)}: ${result.result.success ? `HTTP ${result.result.status}` : 'failed'}`);
      return result;
    },

    async rotateSecret(session: DashboardSession, id: string) {
      const result = await deps.webhooks.rotateSecret(await principalFor(session), id);
      if (result.ok) await recordAudit(db, actorOf(session), 'webhook.secret_rotated', result.webhook.url);
      return result;
    },

    async deliveries(session: DashboardSession, id: string, cursor?: string) {
      return deps.deliveryLog.list(await principalFor(session), id, { limit: 50, ...(cursor === undefined ? {} : { cursor }) });
    },

    async retryDelivery(session: DashboardSession, id: string, deliveryId: string) {
      const principal = await principalFor(session);
      const result = await deps.deliveryLog.retry(principal, id, deliveryId);
      if (result.ok) await recordAudit(db, actorOf(session), 'webhook.delivery_retried', `${await webhookLabel(principal, id)}: ${deliveryId}`);
      return result;
    },

    getPolicy: (session: DashboardSession): Promise<PolicyView> => deps.policies.get(session.orgId),

    async putPolicy(session: DashboardSession, input: unknown): Promise<{ ok: true; view: PolicyView } | { ok: false; details: PolicyDetail[] }> {
      const result = await deps.policies.put(session.orgId, input);
      if (result.ok) await recordAudit(db, actorOf(session), 'policy.updated', 'policy');
      return result;
    },

    previewPolicy: (input: unknown, prompt: string) => deps.policies.preview(input, prompt),
  };
}

/** The management service's interface. */
export type ManageService = ReturnType<typeof createManageService>;

function describeChanges(input: UpdateWebhookInput): string {
  const parts: string[] = [];
  if (input.url !== undefined) parts.push('url');
  if (input.events !== undefined) parts.push(`events=${input.events.join(',')}`);
  if (input.enabled !== undefined) parts.push(input.enabled ? 'enabled' : 'disabled');
  return parts.length === 0 ? 'no change' : parts.join(', ');
}
