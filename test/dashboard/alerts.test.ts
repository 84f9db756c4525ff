import { describe, expect, it } from 'vitest';
import { createUserService } from '../../src/users/service.js';
import { useServer } from '../support/suite.js';
import { DashboardClient } from './client.js';

const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };

describe('alert settings in the dashboard', () => {
  const ctx = useServer('sqlite');

  it('lets a manager switch the prompt excerpt on and off, audited; a viewer may not', async () => {
    const owner = new DashboardClient(ctx.server);
    expect((await owner.request('POST', '/dashboard/api/setup', { organization: 'alerts', plan: 'professional', ...OWNER })).status).toBe(201);
    await owner.loadSession();
    expect((await owner.request('GET', '/dashboard/api/organization')).body.organization.alert_prompt_excerpt).toBe(false);

    const on = await owner.request('PUT', '/dashboard/api/organization/alerts', { prompt_excerpt: true });
    expect(on.status).toBe(200);
    expect(on.body.organization.alert_prompt_excerpt).toBe(true);
    const row = await ctx.db.db.selectFrom('organizations').select('alert_prompt_excerpt').where('name', '=', 'alerts').executeTakeFirstOrThrow();
    expect(row.alert_prompt_excerpt).toBe(1);
    const audit = await owner.request('GET', '/dashboard/api/audit');
    expect(audit.body.events[0]).toMatchObject({ action: 'alerts.updated', target: 'prompt excerpt on', actor_email: OWNER.email });

    expect((await owner.request('PUT', '/dashboard/api/organization/alerts', { prompt_excerpt: 'yes' })).status).toBe(400);
    expect((await owner.request('PUT', '/dashboard/api/organization/alerts', { prompt_excerpt: false, extra: 1 })).status).toBe(400);

    const orgId = (await owner.request('GET', '/dashboard/api/organization')).body.organization.id as string;
    await createUserService(ctx.db.db).addToOrganization(orgId, 'viewer@example.com', 'viewer', 'viewer password 1');
    const viewer = new DashboardClient(ctx.server);
    expect((await viewer.request('POST', '/dashboard/api/login', { email: 'viewer@example.com', password: 'viewer password 1' })).status).toBe(200);
    await viewer.loadSession();
    const refused = await viewer.request('PUT', '/dashboard/api/organization/alerts', { prompt_excerpt: false });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
  });
});
