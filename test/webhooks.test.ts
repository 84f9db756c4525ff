import { describe, expect, it } from 'vitest';
import { createAdminServices } from '../src/main.js';
import { DATABASE_KINDS } from './support/databases.js';
import { call, type Tenant } from './support/server.js';
import { useServer, type SuiteContext } from './support/suite.js';

// Registration resolves the host and refuses private addresses; the tests use a
// public literal address that is never contacted here.
const URL_A = 'https://203.0.113.10/hooks/a';
const URL_B = 'https://203.0.113.11/hooks/b';
const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;
const WEBHOOK_KEYS = ['created_at', 'enabled', 'events', 'failure_count', 'format', 'id', 'last_triggered_at', 'url'];

async function register(ctx: SuiteContext, tenant: Tenant, body: unknown = { url: URL_A }) {
  return call(ctx.server, 'POST', '/v1/webhooks', { key: tenant.key, body });
}

describe.each(DATABASE_KINDS)('webhook endpoints on $kind', ({ kind, enabled }) => {
  describe.skipIf(!enabled)('', () => {
    // Documentation ranges are reserved, so they are allowed explicitly for these tests.
    const ctx = useServer(kind, { env: { PROMPTSCAN_WEBHOOK_ALLOWED_CIDRS: '203.0.113.0/24' } });

    it('registers with defaults, returning the secret once', async () => {
      const tenant = await ctx.tenant();
      const created = await register(ctx, tenant);
      expect(created.status).toBe(201);
      const webhook = created.body.webhook;
      expect(Object.keys(webhook).sort()).toEqual([...WEBHOOK_KEYS, 'secret'].sort());
      expect(webhook.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(webhook).toMatchObject({ url: URL_A, events: ['red_tier'], format: 'json', enabled: true, failure_count: 0, last_triggered_at: null });
      expect(webhook.secret).toMatch(SECRET);
      expect(Buffer.from(webhook.secret.slice(6), 'base64')).toHaveLength(32);
      expect(Date.parse(webhook.created_at)).not.toBeNaN();

      const list = await call(ctx.server, 'GET', '/v1/webhooks', { key: tenant.key });
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ webhooks: [{ ...webhook, secret: undefined }].map(({ secret: _s, ...rest }) => rest) });
      expect(JSON.stringify(list.body)).not.toContain('whsec_');
    });

    it('keeps the secret encrypted at rest', async () => {
      const tenant = await ctx.tenant();
      const created = await register(ctx, tenant);
      const row = await ctx.db.db.selectFrom('webhooks').selectAll().where('id', '=', created.body.webhook.id).executeTakeFirstOrThrow();
      expect(row.secret_ciphertext).not.toContain(created.body.webhook.secret);
      expect(row.secret_ciphertext).not.toContain(created.body.webhook.secret.slice(6));
      expect(row.secret_ciphertext).toMatch(/^v1\./);
    });

    it('registers with explicit events and format and lists oldest first', async () => {
      const tenant = await ctx.tenant();
      const first = await register(ctx, tenant, { url: URL_A, events: ['yellow_tier', 'red_tier'], format: 'json' });
      const second = await register(ctx, tenant, { url: URL_B });
      expect(first.body.webhook.events).toEqual(['yellow_tier', 'red_tier']);
      const list = await call(ctx.server, 'GET', '/v1/webhooks', { key: tenant.key });
      expect(list.body.webhooks.map((w: { id: string }) => w.id)).toEqual([first.body.webhook.id, second.body.webhook.id]);
    });

    it('updates url, events, format and enabled; {} changes nothing; never returns the secret', async () => {
      const tenant = await ctx.tenant();
      const { webhook } = (await register(ctx, tenant)).body;
      const path = `/v1/webhooks/${webhook.id}`;
      const noop = await call(ctx.server, 'PATCH', path, { key: tenant.key, body: {} });
      expect(noop.status).toBe(200);
      const { secret: _secret, ...withoutSecret } = webhook;
      expect(noop.body).toEqual({ webhook: withoutSecret });

      const changed = await call(ctx.server, 'PATCH', path, { key: tenant.key, body: { url: URL_B, events: ['yellow_tier'], format: 'json', enabled: false } });
      expect(changed.status).toBe(200);
      expect(changed.body.webhook).toEqual({ ...withoutSecret, url: URL_B, events: ['yellow_tier'], enabled: false });
      expect(changed.body.webhook.secret).toBeUndefined();
    });

    it('resets failure_count when re-enabled', async () => {
      const tenant = await ctx.tenant();
      const { webhook } = (await register(ctx, tenant)).body;
      await ctx.db.db.updateTable('webhooks').set({ failure_count: 7, enabled: 0 }).where('id', '=', webhook.id).execute();
      const enabledAgain = await call(ctx.server, 'PATCH', `/v1/webhooks/${webhook.id}`, { key: tenant.key, body: { enabled: true } });
      expect(enabledAgain.body.webhook).toMatchObject({ enabled: true, failure_count: 0 });
    });

    it('deletes, then the webhook is gone', async () => {
      const tenant = await ctx.tenant();
      const { webhook } = (await register(ctx, tenant)).body;
      const deleted = await call(ctx.server, 'DELETE', `/v1/webhooks/${webhook.id}`, { key: tenant.key });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ deleted: true });
      const again = await call(ctx.server, 'DELETE', `/v1/webhooks/${webhook.id}`, { key: tenant.key });
      expect(again.status).toBe(404);
      expect((await call(ctx.server, 'GET', '/v1/webhooks', { key: tenant.key })).body).toEqual({ webhooks: [] });
    });

    it("hides another organization's webhooks: list, update, delete and test are 404", async () => {
      const owner = await ctx.tenant();
      const other = await ctx.tenant();
      const { webhook } = (await register(ctx, owner)).body;
      expect((await call(ctx.server, 'GET', '/v1/webhooks', { key: other.key })).body).toEqual({ webhooks: [] });
      for (const [method, path, body] of [
        ['PATCH', `/v1/webhooks/${webhook.id}`, { enabled: false }],
        ['DELETE', `/v1/webhooks/${webhook.id}`, undefined],
        ['POST', `/v1/webhooks/${webhook.id}/test`, undefined],
      ] as const) {
        const response = await call(ctx.server, method, path, { key: other.key, ...(body === undefined ? {} : { body }) });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Webhook not found.', request_id: response.headers.get('x-request-id') } });
      }
      const still = await call(ctx.server, 'GET', '/v1/webhooks', { key: owner.key });
      expect(still.body.webhooks[0]).toMatchObject({ id: webhook.id, enabled: true });
    });

    it.each(['not-a-uuid', '7A1C3C1E-5D0E-4C7B-9A43-2F1D7C3E9B10', '00000000-0000-0000-0000-000000000000'])(
      'answers 404 for the id %s',
      async (id) => {
        const tenant = await ctx.tenant();
        const response = await call(ctx.server, 'PATCH', `/v1/webhooks/${id}`, { key: tenant.key, body: {} });
        expect(response.status).toBe(404);
        expect(response.body.error.code).toBe('NOT_FOUND');
      },
    );

    describe('validation (section 5): a 400 listing every problem, nothing written', () => {
      const cases: { name: string; body: unknown; details: { path: string; message: string }[] }[] = [
        { name: 'missing url', body: {}, details: [{ path: '/url', message: 'is required' }] },
        { name: 'http url', body: { url: 'http://203.0.113.10/' }, details: [{ path: '/url', message: 'url must use https' }] },
        { name: 'relative url', body: { url: '/hooks' }, details: [{ path: '/url', message: 'url must be an absolute URL' }] },
        { name: 'ftp url', body: { url: 'ftp://203.0.113.10/' }, details: [{ path: '/url', message: 'url must use https' }] },
        { name: 'user-info', body: { url: 'https://user:pass@203.0.113.10/' }, details: [{ path: '/url', message: 'url must not contain user information' }] },
        { name: 'a URL over 2,048 characters', body: { url: `https://203.0.113.10/${'a'.repeat(2_030)}` }, details: [{ path: '/url', message: 'must NOT have more than 2048 characters' }] },
        { name: 'loopback', body: { url: 'https://127.0.0.1/hook' }, details: [{ path: '/url', message: 'url points to a private or reserved address' }] },
        { name: 'private range', body: { url: 'https://10.1.2.3/hook' }, details: [{ path: '/url', message: 'url points to a private or reserved address' }] },
        { name: 'metadata address', body: { url: 'https://169.254.169.254/latest' }, details: [{ path: '/url', message: 'url points to a private or reserved address' }] },
        { name: 'IPv6 loopback', body: { url: 'https://[::1]/hook' }, details: [{ path: '/url', message: 'url points to a private or reserved address' }] },
        { name: 'localhost by name', body: { url: 'https://localhost/hook' }, details: [{ path: '/url', message: 'url resolves to a private or reserved address' }] },
        { name: 'a host that does not resolve', body: { url: 'https://no-such-host.invalid/hook' }, details: [{ path: '/url', message: 'url host could not be resolved' }] },
        { name: 'whitespace in url', body: { url: 'https://203.0.113.10/a b' }, details: [{ path: '/url', message: 'must match pattern "^[^\\u0000-\\u0020\\u007f-\\u009f]+$"' }] },
        { name: 'url not a string', body: { url: 42 }, details: [{ path: '/url', message: 'must be string' }] },
        { name: 'empty events', body: { url: URL_A, events: [] }, details: [{ path: '/events', message: 'must NOT have fewer than 1 items' }] },
        { name: 'the test event', body: { url: URL_A, events: ['test'] }, details: [{ path: '/events/0', message: 'must be one of: red_tier, yellow_tier' }] },
        { name: 'an unknown event', body: { url: URL_A, events: ['green_tier'] }, details: [{ path: '/events/0', message: 'must be one of: red_tier, yellow_tier' }] },
        {
          name: 'duplicate events', body: { url: URL_A, events: ['red_tier', 'red_tier'] },
          details: [{ path: '/events', message: 'must not contain duplicates' }],
        },
        { name: 'events not an array', body: { url: URL_A, events: 'red_tier' }, details: [{ path: '/events', message: 'must be array' }] },
        { name: 'format xml', body: { url: URL_A, format: 'xml' }, details: [{ path: '/format', message: 'must be one of: json' }] },
        { name: 'unknown field', body: { url: URL_A, secret: 'whsec_mine' }, details: [{ path: '/secret', message: 'is not a known field' }] },
        { name: 'enabled on create', body: { url: URL_A, enabled: false }, details: [{ path: '/enabled', message: 'is not a known field' }] },
        {
          name: 'several problems at once', body: { url: 7, events: ['nope'], format: 'xml', extra: 1 },
          details: [
            { path: '/extra', message: 'is not a known field' },
            { path: '/url', message: 'must be string' },
            { path: '/events/0', message: 'must be one of: red_tier, yellow_tier' },
            { path: '/format', message: 'must be one of: json' },
          ],
        },
      ];

      it.each(cases)('$name', async ({ body, details }) => {
        const tenant = await ctx.tenant();
        const response = await register(ctx, tenant, body);
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe('VALIDATION_ERROR');
        expect(response.body.error.request_id).toBe(response.headers.get('x-request-id'));
        expect(response.body.error.details).toEqual(details);
        expect((await call(ctx.server, 'GET', '/v1/webhooks', { key: tenant.key })).body).toEqual({ webhooks: [] });
      });

      it('validates updates the same way and leaves the webhook unchanged', async () => {
        const tenant = await ctx.tenant();
        const { webhook } = (await register(ctx, tenant)).body;
        for (const body of [{ url: 'https://10.0.0.1/' }, { events: [] }, { enabled: 'yes' }, { format: 'xml' }, { failure_count: 0 }]) {
          const response = await call(ctx.server, 'PATCH', `/v1/webhooks/${webhook.id}`, { key: tenant.key, body });
          expect(response.status).toBe(400);
          expect(response.body.error.code).toBe('VALIDATION_ERROR');
        }
        const list = await call(ctx.server, 'GET', '/v1/webhooks', { key: tenant.key });
        expect(list.body.webhooks[0]).toMatchObject({ url: URL_A, events: ['red_tier'], enabled: true });
      });
    });

    it('needs the webhookAlerts feature: every /v1/webhooks call from a free organization is 403', async () => {
      const tenant = await ctx.tenant('free');
      for (const [method, path] of [
        ['GET', '/v1/webhooks'],
        ['POST', '/v1/webhooks'],
        ['PATCH', '/v1/webhooks/7a1c3c1e-5d0e-4c7b-9a43-2f1d7c3e9b10'],
        ['DELETE', '/v1/webhooks/7a1c3c1e-5d0e-4c7b-9a43-2f1d7c3e9b10'],
        ['POST', '/v1/webhooks/7a1c3c1e-5d0e-4c7b-9a43-2f1d7c3e9b10/test'],
      ] as const) {
        const response = await call(ctx.server, method, path, { key: tenant.key, ...(method === 'POST' || method === 'PATCH' ? { body: { url: URL_A } } : {}) });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({
          error: {
            code: 'FEATURE_NOT_AVAILABLE',
            message: 'Webhook alerts are not available on the free plan; upgrade to Professional or Enterprise.',
            request_id: response.headers.get('x-request-id'),
          },
        });
      }
    });

    it("enforces the plan's maximum number of webhooks, with the organization's override", async () => {
      const tenant = await ctx.tenant('professional');
      const { orgs } = createAdminServices(ctx.db);
      await orgs.setLimits(tenant.orgId, { max_webhooks: 2 });
      expect((await register(ctx, tenant)).status).toBe(201);
      expect((await register(ctx, tenant)).status).toBe(201);
      const third = await register(ctx, tenant);
      expect(third.status).toBe(409);
      expect(third.body).toEqual({
        error: { code: 'LIMIT_EXCEEDED', message: 'The plan allows at most 2 webhooks.', request_id: third.headers.get('x-request-id') },
      });
      expect((await call(ctx.server, 'GET', '/v1/webhooks', { key: tenant.key })).body.webhooks).toHaveLength(2);
    });

    it('holds the limit under concurrent registrations', async () => {
      const tenant = await ctx.tenant('professional');
      await createAdminServices(ctx.db).orgs.setLimits(tenant.orgId, { max_webhooks: 3 });
      const responses = await Promise.all(Array.from({ length: 8 }, () => register(ctx, tenant)));
      expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
      expect(responses.filter((r) => r.status === 409)).toHaveLength(5);
    });

    it('accepts an empty body or {} with any content type on body-less endpoints, and refuses anything else', async () => {
      const tenant = await ctx.tenant();
      const list1 = await call(ctx.server, 'GET', '/v1/webhooks', { key: tenant.key, contentType: 'text/plain' });
      expect(list1.status).toBe(200);
      const { webhook } = (await register(ctx, tenant)).body;
      const del = await call(ctx.server, 'DELETE', `/v1/webhooks/${webhook.id}`, { key: tenant.key, rawBody: '{}', contentType: 'text/plain' });
      expect(del.status).toBe(200);
      const second = (await register(ctx, tenant)).body.webhook;
      const withBody = await call(ctx.server, 'DELETE', `/v1/webhooks/${second.id}`, { key: tenant.key, body: { force: true } });
      expect(withBody.status).toBe(400);
      expect(withBody.body.error.code).toBe('VALIDATION_ERROR');
      const emptyJson = await call(ctx.server, 'DELETE', `/v1/webhooks/${second.id}`, { key: tenant.key, rawBody: '', contentType: 'application/json' });
      expect(emptyJson.status).toBe(200);
    });
  });
});
