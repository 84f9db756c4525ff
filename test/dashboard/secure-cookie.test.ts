import { describe, expect, it } from 'vitest';
import { useServer } from '../support/suite.js';
import { DashboardClient } from './client.js';

describe('PROMPTSCAN_DASHBOARD_SECURE_COOKIES=always', () => {
  const ctx = useServer('sqlite', { env: { PROMPTSCAN_DASHBOARD_SECURE_COOKIES: 'always' } });

  it('marks the session cookie Secure even on a plain-HTTP hop (behind a TLS-terminating proxy)', async () => {
    const client = new DashboardClient(ctx.server);
    const setup = await client.request('POST', '/dashboard/api/setup', {
      organization: 'proxied', plan: 'free', email: 'owner@example.com', password: 'correct horse battery',
    });
    expect(setup.status).toBe(201);
    const cookie = setup.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
  });
});
