import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { call, createTenant } from '../support/server.js';
import { useServer } from '../support/suite.js';
import { createUserService } from '../../src/users/service.js';
import { DashboardClient } from './client.js';

const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };

for (const { kind, enabled } of DATABASE_KINDS) {
  describe.skipIf(!enabled)(`dashboard API (${kind})`, () => {
    const ctx = useServer(kind);

    it('offers first-run setup only while no user exists, and signs the owner in', async () => {
      const first = new DashboardClient(ctx.server);
      const second = new DashboardClient(ctx.server);
      expect((await first.request('GET', '/dashboard/api/setup')).body).toEqual({ needed: true });
      expect((await first.request('GET', '/dashboard/api/session')).status).toBe(401);
      // A double submit: exactly one setup wins.
      const body = { organization: 'acme', plan: 'professional', ...OWNER };
      const answers = await Promise.all([first.request('POST', '/dashboard/api/setup', body), second.request('POST', '/dashboard/api/setup', body)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const client = answers[0]?.status === 201 ? first : second;
      const setup = answers.find((a) => a.status === 201) ?? answers[0];
      if (setup === undefined) throw new Error('no setup answer');
      const cookie = setup.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^promptscan_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).toMatch(/; Path=\/dashboard/);
      // Served over plain HTTP here, so not Secure (see the unit test for HTTPS).
      expect(cookie).not.toMatch(/Secure/);
      const session = await client.loadSession();
      expect(session.body.user).toMatchObject({ email: OWNER.email, role: 'owner' });
      expect(session.body.organization).toMatchObject({ name: 'acme', plan: 'professional' });

      const again = await new DashboardClient(ctx.server).request('POST', '/dashboard/api/setup', { organization: 'evil', ...OWNER, email: 'x@example.com' });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('CONFLICT');
      expect((await client.request('GET', '/dashboard/api/setup')).body).toEqual({ needed: false });
    });

    it('rejects changes without the CSRF token and cross-origin sign-ins', async () => {
      const client = new DashboardClient(ctx.server);
      await client.login(OWNER.email, OWNER.password);
      const missing = await client.request('POST', '/dashboard/api/keys', { name: 'x' }, { csrf: null });
      expect(missing.status).toBe(403);
      expect(missing.body).toEqual({ error: { code: 'FORBIDDEN', message: expect.stringMatching(/CSRF/), request_id: missing.headers.get('x-request-id') } });
      expect((await client.request('POST', '/dashboard/api/keys', { name: 'x' }, { csrf: 'wrong' })).status).toBe(403);
      expect((await client.request('POST', '/dashboard/api/keys', { name: 'x' })).status).toBe(201);
      const foreign = await new DashboardClient(ctx.server).request('POST', '/dashboard/api/login', OWNER, { headers: { origin: 'https://evil.example' } });
      expect(foreign.status).toBe(403);
    });

    it('creates a key that works on /v1/scan until it is revoked', async () => {
      const client = new DashboardClient(ctx.server);
      await client.login(OWNER.email, OWNER.password);
      const created = await client.request('POST', '/dashboard/api/keys', { name: 'laptop' });
      expect(created.status).toBe(201);
      const { key, id } = created.body.key as { key: string; id: string };
      expect((await call(ctx.server, 'POST', '/v1/scan', { key, body: { prompt: 'hello' } })).status).toBe(200);
      const listed = await client.request('GET', '/dashboard/api/keys');
      expect(listed.body.keys.find((k: { id: string }) => k.id === id)).toMatchObject({ name: 'laptop', revoked_at: null });
      expect(JSON.stringify(listed.body)).not.toContain(key);
      expect((await client.request('DELETE', `/dashboard/api/keys/${id}`)).status).toBe(200);
      expect((await call(ctx.server, 'POST', '/v1/scan', { key, body: { prompt: 'hello' } })).status).toBe(401);
      const audit = await client.request('GET', '/dashboard/api/audit');
      const actions = (audit.body.events as { action: string; ip: string; actor_email: string }[]).map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['key.created', 'key.revoked', 'login.succeeded', 'setup.completed']));
      expect(audit.body.events[0]).toMatchObject({ actor_email: OWNER.email, ip: '127.0.0.1' });
    });

    it('lets a viewer read but not change anything', async () => {
      const owner = new DashboardClient(ctx.server);
      await owner.login(OWNER.email, OWNER.password);
      const added = await owner.request('POST', '/dashboard/api/members', { email: 'viewer@example.com', role: 'viewer', password: 'viewer password 1' });
      expect(added.status).toBe(201);
      const viewer = new DashboardClient(ctx.server);
      expect((await viewer.login('viewer@example.com', 'viewer password 1')).status).toBe(200);
      expect((await viewer.request('GET', '/dashboard/api/keys')).status).toBe(200);
      for (const [method, path, body] of [
        ['POST', '/dashboard/api/keys', { name: 'nope' }],
        ['PUT', '/dashboard/api/policy', {}],
        ['POST', '/dashboard/api/webhooks', { url: 'https://example.com/hook' }],
        ['POST', '/dashboard/api/members', { email: 'z@example.com', role: 'viewer', password: 'another password' }],
      ] as const) {
        const answer = await viewer.request(method, path, body);
        expect(answer.status, path).toBe(403);
        expect(answer.body.error.code).toBe('FORBIDDEN');
      }
    });

    it('keeps organizations apart', async () => {
      const other = await createTenant(ctx.db, 'professional');
      await createUserService(ctx.db.db).addToOrganization(other.orgId, 'b@example.com', 'owner', 'password of b 123');
      const b = new DashboardClient(ctx.server);
      await b.login('b@example.com', 'password of b 123');
      const keysOfB = await b.request('GET', '/dashboard/api/keys');
      expect(keysOfB.body.keys.map((k: { id: string }) => k.id)).toEqual([other.keyId]);
      const a = new DashboardClient(ctx.server);
      await a.login(OWNER.email, OWNER.password);
      expect((await a.request('GET', '/dashboard/api/keys')).body.keys.some((k: { id: string }) => k.id === other.keyId)).toBe(false);
      const revoke = await a.request('DELETE', `/dashboard/api/keys/${other.keyId}`);
      expect(revoke.status).toBe(404);
      expect((await call(ctx.server, 'POST', '/v1/scan', { key: other.key, body: { prompt: 'hi' } })).status).toBe(200);
    });

    it('logs out: the session stops working', async () => {
      const client = new DashboardClient(ctx.server);
      await client.login(OWNER.email, OWNER.password);
      const cookie = client.cookie;
      expect((await client.request('POST', '/dashboard/api/logout')).status).toBe(200);
      expect(client.cookie).toBeNull();
      client.cookie = cookie;
      expect((await client.request('GET', '/dashboard/api/keys')).status).toBe(401);
    });

    it('throttles repeated failed sign-ins per address and e-mail', async () => {
      const client = new DashboardClient(ctx.server);
      for (let i = 0; i < 5; i += 1) expect((await client.login('owner@example.com', 'wrong password')).status).toBe(401);
      const blocked = await client.login('owner@example.com', 'wrong password');
      expect(blocked.status).toBe(401);
      const locked = await client.login(OWNER.email, OWNER.password);
      expect(locked.status).toBe(429);
      expect(locked.body.error.code).toBe('RATE_LIMITED');
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('answers unknown dashboard API paths with the JSON 404 and serves the app with a strict CSP', async () => {
      const missing = await call(ctx.server, 'GET', '/dashboard/api/nope');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('NOT_FOUND');
      const page = await fetch(`${ctx.server.baseUrl}/dashboard/keys`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      expect(page.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|http/);
    });
  });
}
