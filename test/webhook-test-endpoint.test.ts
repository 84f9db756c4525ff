import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from './support/databases.js';
import { refusedPort, startHttpsReceiver, type HttpsReceiver } from './support/https-receiver.js';
import { call, startTestServer, type Tenant } from './support/server.js';
import { useServer, type SuiteContext } from './support/suite.js';
import { getTestTls } from './support/tls.js';

const FAILURE = { success: false, error: 'Connection failed or timed out' };
const LOCAL = { PROMPTSCAN_WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8,::1/128' };

describe.each(DATABASE_KINDS)('POST /v1/webhooks/:id/test on $kind', ({ kind, enabled }) => {
  describe.skipIf(!enabled)('', () => {
    const ctx = useServer(kind, { env: LOCAL, webhookCa: async () => (await getTestTls()).caPem });
    const receivers: HttpsReceiver[] = [];
    afterEach(async () => {
      await Promise.all(receivers.splice(0).map((r) => r.close()));
    });

    async function receiver(respond?: Parameters<typeof startHttpsReceiver>[0]): Promise<HttpsReceiver> {
      const started = await startHttpsReceiver(respond);
      receivers.push(started);
      return started;
    }

    async function registered(context: SuiteContext, tenant: Tenant, url: string): Promise<{ id: string; secret: string }> {
      const response = await call(context.server, 'POST', '/v1/webhooks', { key: tenant.key, body: { url } });
      expect(response.status).toBe(201);
      return response.body.webhook;
    }

    async function stateOf(context: SuiteContext, id: string) {
      return context.db.db.selectFrom('webhooks').select(['failure_count', 'last_triggered_at', 'enabled']).where('id', '=', id).executeTakeFirstOrThrow();
    }

    it('sends the seven-field test payload, signed the Standard Webhooks way, and reports the status', async () => {
      const tenant = await ctx.tenant();
      const target = await receiver();
      const webhook = await registered(ctx, tenant, target.url);
      const before = Date.now();
      const response = await call(ctx.server, 'POST', `/v1/webhooks/${webhook.id}/test`, { key: tenant.key });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, status: 200 });

      const [request] = target.requests;
      expect(target.requests).toHaveLength(1);
      expect(request?.method).toBe('POST');
      expect(request?.headers['content-type']).toBe('application/json');
      const payload = JSON.parse(request?.body ?? '');
      expect(Object.keys(payload).sort()).toEqual(['action', 'event', 'latency_ms', 'risk_score', 'signals', 'tier', 'timestamp']);
      expect(payload).toMatchObject({ event: 'test', tier: 'green', action: 'allow', risk_score: 0, signals: [], latency_ms: 0 });
      expect(payload.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(payload.timestamp)).toBeGreaterThanOrEqual(before - 1000);

      const verified = new Webhook(webhook.secret).verify(request?.body ?? '', request?.headers ?? {});
      expect(verified).toEqual(payload);
      expect(request?.headers['webhook-id']).toMatch(/^evt_/);
      expect(Math.abs(Number(request?.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(10);
      expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(request?.body ?? '', request?.headers ?? {})).toThrow();
    });

    it('reports a 500 answer as success with its status, and changes no state', async () => {
      const tenant = await ctx.tenant();
      const target = await receiver({ respond: () => ({ status: 500, body: 'boom' }) });
      const webhook = await registered(ctx, tenant, target.url);
      const response = await call(ctx.server, 'POST', `/v1/webhooks/${webhook.id}/test`, { key: tenant.key });
      expect(response.body).toEqual({ success: true, status: 500 });
      expect(await stateOf(ctx, webhook.id)).toEqual({ failure_count: 0, last_triggered_at: null, enabled: 1 });
    });

    it('does not follow redirects', async () => {
      const tenant = await ctx.tenant();
      const elsewhere = await receiver();
      const target = await receiver({ respond: () => ({ status: 302, headers: { location: elsewhere.url } }) });
      const webhook = await registered(ctx, tenant, target.url);
      const response = await call(ctx.server, 'POST', `/v1/webhooks/${webhook.id}/test`, { key: tenant.key });
      expect(response.body).toEqual({ success: true, status: 302 });
      expect(elsewhere.requests).toHaveLength(0);
    });

    it('works on a disabled endpoint', async () => {
      const tenant = await ctx.tenant();
      const target = await receiver();
      const webhook = await registered(ctx, tenant, target.url);
      await call(ctx.server, 'PATCH', `/v1/webhooks/${webhook.id}`, { key: tenant.key, body: { enabled: false } });
      const response = await call(ctx.server, 'POST', `/v1/webhooks/${webhook.id}/test`, { key: tenant.key });
      expect(response.body).toEqual({ success: true, status: 200 });
      expect((await stateOf(ctx, webhook.id)).enabled).toBe(0);
    });

    it('answers success:false after 10 s when the target hangs', async () => {
      const tenant = await ctx.tenant();
      const target = await receiver({ respond: () => 'hang' });
      const webhook = await registered(ctx, tenant, target.url);
      const started = Date.now();
      const response = await call(ctx.server, 'POST', `/v1/webhooks/${webhook.id}/test`, { key: tenant.key });
      const elapsed = Date.now() - started;
      expect(response.status).toBe(200);
      expect(response.body).toEqual(FAILURE);
      expect(target.requests).toHaveLength(1);
      expect(elapsed).toBeGreaterThanOrEqual(9_900);
      expect(elapsed).toBeLessThan(12_000);
    }, 20_000);

    it('answers success:false for a refused port', async () => {
      const tenant = await ctx.tenant();
      const port = await refusedPort();
      const webhook = await registered(ctx, tenant, `https://127.0.0.1:${port}/hook`);
      const response = await call(ctx.server, 'POST', `/v1/webhooks/${webhook.id}/test`, { key: tenant.key });
      expect(response.body).toEqual(FAILURE);
    });

    it('answers success:false for a private address the sending server does not allow', async () => {
      const tenant = await ctx.tenant();
      const target = await receiver();
      const webhook = await registered(ctx, tenant, target.url);
      // A second server on the same database, configured without the loopback
      // exception: its connect-time guard must refuse the address.
      const strict = await startTestServer(ctx.database.url, { webhookCa: (await getTestTls()).caPem });
      try {
        const response = await call(strict, 'POST', `/v1/webhooks/${webhook.id}/test`, { key: tenant.key });
        expect(response.body).toEqual(FAILURE);
        expect(target.requests).toHaveLength(0);
      } finally {
        await strict.close();
      }
    });

    it('answers success:false when the certificate is not trusted', async () => {
      const tenant = await ctx.tenant();
      const target = await receiver();
      const webhook = await registered(ctx, tenant, target.url);
      const untrusting = await startTestServer(ctx.database.url, { env: LOCAL });
      try {
        const response = await call(untrusting, 'POST', `/v1/webhooks/${webhook.id}/test`, { key: tenant.key });
        expect(response.body).toEqual(FAILURE);
      } finally {
        await untrusting.close();
      }
    });

    it('accepts a test call with an empty body, {} or any content type', async () => {
      const tenant = await ctx.tenant();
      const target = await receiver();
      const webhook = await registered(ctx, tenant, target.url);
      for (const options of [{}, { body: {} }, { rawBody: '', contentType: 'text/plain' }, { rawBody: '{}', contentType: 'application/octet-stream' }]) {
        const response = await call(ctx.server, 'POST', `/v1/webhooks/${webhook.id}/test`, { key: tenant.key, ...options });
        expect(response.body).toEqual({ success: true, status: 200 });
      }
    });
  });
});
