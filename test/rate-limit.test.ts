import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminServices } from '../src/main.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { call, createTenant, startTestServer, type TestServer } from './support/server.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? '';

async function burst(server: TestServer, key: string, count: number) {
  return Promise.all(Array.from({ length: count }, () => call(server, 'POST', '/v1/scan', { key, body: { prompt: 'hello' } })));
}

describe('rate limits per organization, in memory', () => {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    server = await startTestServer(database.url);
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('answers 429 with Retry-After and RateLimit headers beyond the limit, per organization', async () => {
    const busy = await createTenant(server.runtime.database, 'professional');
    const quiet = await createTenant(server.runtime.database, 'professional');
    await createAdminServices(server.runtime.database).orgs.setLimits(busy.orgId, { scans_per_second: 5 });
    const responses = await burst(server, busy.key, 12);
    const limited = responses.filter((r) => r.status === 429);
    expect(responses.filter((r) => r.status === 200).length).toBeLessThanOrEqual(5);
    expect(limited.length).toBeGreaterThanOrEqual(7);
    const [first] = limited;
    expect(first?.body).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Rate limit of 5 requests per second exceeded; retry after 1 s\.$/),
        request_id: first?.headers.get('x-request-id'),
      },
    });
    expect(first?.headers.get('retry-after')).toBe('1');
    expect(first?.headers.get('ratelimit-limit')).toBe('5');
    expect(first?.headers.get('ratelimit-remaining')).toBe('0');
    const ok = responses.find((r) => r.status === 200);
    expect(ok?.headers.get('ratelimit-limit')).toBe('5');

    const other = await call(server, 'POST', '/v1/scan', { key: quiet.key, body: { prompt: 'hello' } });
    expect(other.status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = await call(server, 'POST', '/v1/scan', { key: busy.key, body: { prompt: 'hello' } });
    expect(later.status).toBe(200);
  });

  it('uses the plan default when there is no override (free: 20 per second)', async () => {
    const tenant = await createTenant(server.runtime.database, 'free');
    const responses = await burst(server, tenant.key, 30);
    expect(responses.filter((r) => r.status === 200).length).toBeLessThanOrEqual(20);
    expect(responses.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(10);
  });
});

describe.skipIf(REDIS_URL === '')('rate limits shared through Redis', () => {
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    // Both instances share one namespace (as production instances do); it is
    // unique to this run so other runs on the same Redis do not interfere.
    const namespace = `promptscan-test:${randomBytes(6).toString('hex')}:`;
    first = await startTestServer(database.url, { env: { REDIS_URL }, rateLimitNamespace: namespace });
    second = await startTestServer(database.url, { env: { REDIS_URL }, rateLimitNamespace: namespace });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it('makes two instances share one budget', async () => {
    const tenant = await createTenant(first.runtime.database, 'professional');
    await createAdminServices(first.runtime.database).orgs.setLimits(tenant.orgId, { scans_per_second: 6 });
    // Wait for the start of a fresh second so the burst falls in one window.
    await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000) + 20));
    const [a, b] = await Promise.all([burst(first, tenant.key, 6), burst(second, tenant.key, 6)]);
    const all = [...a, ...b];
    expect(all.filter((r) => r.status === 200).length).toBeLessThanOrEqual(6);
    expect(all.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(6);
    expect(a.some((r) => r.status === 429) || b.some((r) => r.status === 429)).toBe(true);
  });
});
