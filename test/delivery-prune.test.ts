import { describe, expect, it } from 'vitest';
import { pruneDeliveryHistory } from '../src/webhooks/delivery-repo.js';
import { DATABASE_KINDS } from './support/databases.js';
import { call } from './support/server.js';
import { useServer } from './support/suite.js';

describe.each(DATABASE_KINDS)('delivery history pruning on $kind', ({ kind, enabled }) => {
  describe.skipIf(!enabled)('', () => {
    const ctx = useServer(kind, { env: { PROMPTSCAN_WEBHOOK_ALLOWED_CIDRS: '203.0.113.0/24' } });

    it('deletes attempts, finished deliveries and their events older than the cut-off, and nothing newer or pending', async () => {
      const tenant = await ctx.tenant();
      const created = await call(ctx.server, 'POST', '/v1/webhooks', { key: tenant.key, body: { url: 'https://203.0.113.9/hook' } });
      const webhookId = created.body.webhook.id as string;
      const db = ctx.db.db;
      const old = '2026-01-01T00:00:00.000Z';
      const recent = new Date().toISOString();
      const event = (id: string, at: string) => ({ id, org_id: tenant.orgId, scan_id: 'scan_x', type: 'red_tier', payload: '{}', created_at: at });
      const delivery = (id: string, eventId: string, status: string, at: string) => ({
        id, event_id: eventId, webhook_id: webhookId, org_id: tenant.orgId, status, attempts: 1,
        next_attempt_at: status === 'pending' ? '2999-01-01T00:00:00.000Z' : null, lease_owner: null, lease_expires_at: null, created_at: at, updated_at: at,
      });
      const attempt = (id: string, deliveryId: string, at: string) => ({
        id, delivery_id: deliveryId, webhook_id: webhookId, org_id: tenant.orgId, attempt: 1, outcome: 'success', status_code: 200,
        error_kind: null, duration_ms: 5, response_excerpt: 'ok', started_at: at, finished_at: at, next_attempt_at: null,
      });
      await db.insertInto('webhook_events').values([event('evt_old', old), event('evt_pending', old), event('evt_new', recent)]).execute();
      await db.insertInto('webhook_deliveries').values([
        delivery('dlv_old', 'evt_old', 'succeeded', old),
        delivery('dlv_pending', 'evt_pending', 'pending', old),
        delivery('dlv_new', 'evt_new', 'succeeded', recent),
      ]).execute();
      await db.insertInto('webhook_attempts').values([attempt('att_old', 'dlv_old', old), attempt('att_new', 'dlv_new', recent)]).execute();

      const cutoff = new Date(Date.now() - 30 * 86_400_000).toISOString();
      expect(await pruneDeliveryHistory(db, cutoff)).toEqual({ attempts: 1, deliveries: 1, events: 1 });
      expect((await db.selectFrom('webhook_attempts').select('id').where('webhook_id', '=', webhookId).execute()).map((r) => r.id)).toEqual(['att_new']);
      expect((await db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', webhookId).orderBy('id').execute()).map((r) => r.id)).toEqual(['dlv_new', 'dlv_pending']);
      expect((await db.selectFrom('webhook_events').select('id').where('org_id', '=', tenant.orgId).orderBy('id').execute()).map((r) => r.id)).toEqual(['evt_new', 'evt_pending']);
    });
  });
});
