import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from './support/databases.js';
import { call } from './support/server.js';
import { useServer } from './support/suite.js';

describe.each(DATABASE_KINDS)('GET and PUT /v1/policy on $kind', ({ kind, enabled }) => {
  describe.skipIf(!enabled)('', () => {
    const ctx = useServer(kind);

    it('starts with the default policy', async () => {
      const tenant = await ctx.tenant();
      const response = await call(ctx.server, 'GET', '/v1/policy', { key: tenant.key });
      expect(response.status).toBe(200);
      expect(response.body.updated_at).toBeNull();
      expect(response.body.policy.thresholds).toEqual({ yellow: 0.5, red: 0.8 });
      expect(response.body.policy.signals.pii).toEqual({ enabled: true, max_tier: 'yellow' });
      expect(response.body.policy.deny_rules).toEqual([]);
      expect(response.body.policy.allow_phrases).toEqual([]);
    });

    it('stores a policy, fills what is left out, and applies it to the next scan of that organization only', async () => {
      const tenant = await ctx.tenant();
      const other = await ctx.tenant();
      const prompt = 'Please summarise Project Nightingale for the board.';
      expect((await call(ctx.server, 'POST', '/v1/scan', { key: tenant.key, body: { prompt } })).body.tier).toBe('green');

      const put = await call(ctx.server, 'PUT', '/v1/policy', {
        key: tenant.key,
        body: { deny_rules: [{ id: 'codename', phrase: 'project nightingale', tier: 'red', message: 'Internal code name' }] },
      });
      expect(put.status).toBe(200);
      expect(put.body.policy.deny_rules).toEqual([{ id: 'codename', phrase: 'project nightingale', tier: 'red', message: 'Internal code name' }]);
      expect(put.body.policy.thresholds).toEqual({ yellow: 0.5, red: 0.8 });
      expect(Date.parse(put.body.updated_at)).not.toBeNaN();
      expect((await call(ctx.server, 'GET', '/v1/policy', { key: tenant.key })).body).toEqual(put.body);

      const scan = await call(ctx.server, 'POST', '/v1/scan', { key: tenant.key, body: { prompt } });
      expect(scan.body.tier).toBe('red');
      const rule = scan.body.signals.find((s: { type: string }) => s.type === 'custom_rule');
      expect(rule).toMatchObject({ message: 'Internal code name' });
      expect(prompt.slice(rule.spans[0].start, rule.spans[0].end).toLowerCase()).toBe('project nightingale');

      expect((await call(ctx.server, 'POST', '/v1/scan', { key: other.key, body: { prompt } })).body.tier).toBe('green');
    });

    it('caps and switches off signal types', async () => {
      const tenant = await ctx.tenant();
      const prompt = 'My card is 4111 1111 1111 1111.';
      expect((await call(ctx.server, 'POST', '/v1/scan', { key: tenant.key, body: { prompt } })).body.tier).toBe('yellow');
      await call(ctx.server, 'PUT', '/v1/policy', { key: tenant.key, body: { signals: { pii: { enabled: true, max_tier: 'green' } } } });
      expect((await call(ctx.server, 'POST', '/v1/scan', { key: tenant.key, body: { prompt } })).body.tier).toBe('green');
      await call(ctx.server, 'PUT', '/v1/policy', { key: tenant.key, body: { signals: { pii: { enabled: false, max_tier: 'red' } } } });
      const off = await call(ctx.server, 'POST', '/v1/scan', { key: tenant.key, body: { prompt } });
      expect(off.body.signals.map((s: { type: string }) => s.type)).not.toContain('pii');
    });

    it('lists every problem of a bad policy with JSON pointers, and keeps the old one', async () => {
      const tenant = await ctx.tenant();
      const response = await call(ctx.server, 'PUT', '/v1/policy', {
        key: tenant.key,
        body: {
          thresholds: { yellow: 0.9, red: 0.4 },
          signals: { pii: { enabled: 'yes' }, telepathy: { enabled: true } },
          deny_rules: [{ regex: '(a+)+$' }, { phrase: 'x', regex: 'y' }],
          colour: 'blue',
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      const paths = response.body.error.details.map((d: { path: string }) => d.path);
      expect(paths).toEqual(expect.arrayContaining(['/colour', '/thresholds', '/signals/telepathy', '/signals/pii/enabled', '/deny_rules/0/regex', '/deny_rules/1']));
      expect((await call(ctx.server, 'GET', '/v1/policy', { key: tenant.key })).body.updated_at).toBeNull();
    });

    it.each([
      ['a JSON array', ['x'], 400],
      ['malformed JSON', undefined, 400],
    ])('refuses %s', async (_name, body, status) => {
      const tenant = await ctx.tenant();
      const response = await call(ctx.server, 'PUT', '/v1/policy', { key: tenant.key, ...(body === undefined ? { rawBody: '{"thresholds":' } : { body }) });
      expect(response.status).toBe(status);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
    });

    it('needs JSON', async () => {
      const tenant = await ctx.tenant();
      const response = await call(ctx.server, 'PUT', '/v1/policy', { key: tenant.key, rawBody: 'thresholds=1', contentType: 'text/plain' });
      expect(response.status).toBe(415);
    });
  });
});
