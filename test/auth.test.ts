import { describe, expect, it } from 'vitest';
import { createAdminServices } from '../src/main.js';
import { AUTH_FAILURES, callWithAuthorization, expectAuthenticationError } from './support/auth-cases.js';
import { DATABASE_KINDS } from './support/databases.js';
import { call } from './support/server.js';
import { useServer } from './support/suite.js';

const SOME_UUID = '7a1c3c1e-5d0e-4c7b-9a43-2f1d7c3e9b10';

/** Every authenticated route, with a body that would be valid. */
const ROUTES: { method: string; path: string; body?: unknown }[] = [
  { method: 'POST', path: '/v1/scan', body: { prompt: 'hello' } },
  { method: 'GET', path: '/v1/webhooks' },
  { method: 'POST', path: '/v1/webhooks', body: { url: 'https://example.com/hook' } },
  { method: 'PATCH', path: `/v1/webhooks/${SOME_UUID}`, body: { enabled: false } },
  { method: 'DELETE', path: `/v1/webhooks/${SOME_UUID}` },
  { method: 'POST', path: `/v1/webhooks/${SOME_UUID}/test` },
  { method: 'GET', path: `/v1/webhooks/${SOME_UUID}/deliveries` },
  { method: 'POST', path: `/v1/webhooks/${SOME_UUID}/deliveries/dlv_0/retry` },
  { method: 'POST', path: `/v1/webhooks/${SOME_UUID}/rotate-secret` },
  { method: 'GET', path: '/v1/policy' },
  { method: 'PUT', path: '/v1/policy', body: {} },
  { method: 'GET', path: '/v1/unknown-path' },
  { method: 'DELETE', path: '/v1/scan' },
];

describe.each(DATABASE_KINDS)('authentication on $kind', ({ kind, enabled }) => {
  describe.skipIf(!enabled)('', () => {
    const ctx = useServer(kind);

    describe.each(ROUTES)('$method $path', (route) => {
      it.each(AUTH_FAILURES)('refuses $name with the one 401 body', async ({ authorization }) => {
        expectAuthenticationError(await callWithAuthorization(ctx.server, route.method, route.path, authorization, route.body));
      });

      it('refuses a revoked key on the very next request', async () => {
        const tenant = await ctx.tenant();
        const before = await call(ctx.server, 'POST', '/v1/scan', { key: tenant.key, body: { prompt: 'hi' } });
        expect(before.status).toBe(200);
        expect(await createAdminServices(ctx.db).keys.revoke(tenant.keyId)).toEqual({ ok: true });
        expectAuthenticationError(await callWithAuthorization(ctx.server, route.method, route.path, `Bearer ${tenant.key}`, route.body));
      });
    });

    it('accepts the scheme name in any case', async () => {
      const tenant = await ctx.tenant();
      const response = await callWithAuthorization(ctx.server, 'POST', '/v1/scan', `bearer ${tenant.key}`, { prompt: 'hi' });
      expect(response.status).toBe(200);
    });

    it('refuses an uppercase key: keys are issued lowercase', async () => {
      const tenant = await ctx.tenant();
      const upper = `svc_sk_${tenant.key.slice(7).toUpperCase()}`;
      expectAuthenticationError(await callWithAuthorization(ctx.server, 'POST', '/v1/scan', `Bearer ${upper}`, { prompt: 'hi' }));
    });

    it('answers 404 for an unknown /v1 path once authenticated', async () => {
      const tenant = await ctx.tenant();
      const response = await call(ctx.server, 'GET', '/v1/nothing-here', { key: tenant.key });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        error: { code: 'NOT_FOUND', message: 'No such route.', request_id: response.headers.get('x-request-id') },
      });
    });

    it('answers 405 with Allow for a known path and another method', async () => {
      const tenant = await ctx.tenant();
      const response = await call(ctx.server, 'GET', '/v1/scan', { key: tenant.key });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(response.body).toEqual({
        error: { code: 'METHOD_NOT_ALLOWED', message: 'GET is not allowed on this path.', request_id: response.headers.get('x-request-id') },
      });
      const put = await call(ctx.server, 'PUT', `/v1/webhooks/${SOME_UUID}`, { key: tenant.key, body: {} });
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toBe('PATCH, DELETE');
    });

    it('does not need a key for /health and answers 404 elsewhere outside /v1', async () => {
      const health = await call(ctx.server, 'GET', '/health');
      expect(health.status).toBe(200);
      const other = await call(ctx.server, 'GET', '/nope');
      expect(other.status).toBe(404);
      expect(other.body.error.code).toBe('NOT_FOUND');
    });

    it('stores only the SHA-256 of a key, never the key', async () => {
      const tenant = await ctx.tenant();
      const row = await ctx.db.db.selectFrom('api_keys').selectAll().where('id', '=', tenant.keyId).executeTakeFirstOrThrow();
      const { createHash } = await import('node:crypto');
      expect(row.key_hash).toBe(createHash('sha256').update(tenant.key).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(tenant.key.slice(7));
      expect(row.hint).toBe(`svc_sk_${tenant.key.slice(7, 11)}...${tenant.key.slice(-4)}`);
    });

    it('records last_used_at when a key is used', async () => {
      const tenant = await ctx.tenant();
      await call(ctx.server, 'POST', '/v1/scan', { key: tenant.key, body: { prompt: 'hi' } });
      const row = await ctx.db.db.selectFrom('api_keys').select('last_used_at').where('id', '=', tenant.keyId).executeTakeFirstOrThrow();
      expect(row.last_used_at).not.toBeNull();
    });
  });
});
