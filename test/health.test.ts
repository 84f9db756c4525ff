import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/http/app.js';
import { openDatabase, pingDatabase } from '../src/db/connection.js';
import { createKeyService } from '../src/keys/service.js';
import { createScanService } from '../src/scans/service.js';
import { createPolicyService } from '../src/policy/service.js';
import { createWebhookService } from '../src/webhooks/service.js';
import { createWebhookSender } from '../src/webhooks/outbound.js';
import { createDeliveryLogService } from '../src/webhooks/delivery-log.js';
import { loadEngine } from '../src/scan/index.js';
import { VERSION } from '../src/lib/version.js';
import { DATABASE_KINDS } from './support/databases.js';
import { call } from './support/server.js';
import { useServer } from './support/suite.js';
import type { AddressInfo } from 'node:net';

describe.each(DATABASE_KINDS)('GET /health on $kind', ({ kind, enabled }) => {
  describe.skipIf(!enabled)('', () => {
    const ctx = useServer(kind);

    it('answers ok with a real database check and a request id', async () => {
      const response = await call(ctx.server, 'GET', '/health');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok', version: VERSION, checks: { database: 'ok' } });
      expect(response.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{24}$/);
    });

    it('answers a URL that cannot be decoded with the documented error body', async () => {
      const response = await call(ctx.server, 'GET', '/v1/%');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: {
          code: 'VALIDATION_ERROR',
          message: 'The request URL is malformed',
          request_id: response.headers.get('x-request-id'),
          details: [{ path: '', message: 'the request URL is malformed' }],
        },
      });
    });

    it('gives every response its own request id', async () => {
      const a = await call(ctx.server, 'GET', '/health');
      const b = await call(ctx.server, 'GET', '/health', { headers: { 'x-request-id': 'client-chosen' } });
      expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
      expect(b.headers.get('x-request-id')).toMatch(/^req_/);
    });
  });
});

describe('when the database is unreachable', () => {
  it('answers 503 on /health and SERVICE_UNAVAILABLE on the API', async () => {
    // A PostgreSQL URL where nothing listens: every query fails to connect.
    const database = openDatabase('postgres://postgres@127.0.0.1:9/none', { poolSize: 1 });
    const engine = loadEngine();
    const policies = createPolicyService({ db: database.db, engine });
    const sender = createWebhookSender({ allowedCidrs: [], allowHttp: false, timeoutMs: 1_000 });
    const app = await buildApp({
      version: VERSION,
      logger: false,
      keys: createKeyService(database.db),
      scans: createScanService({ db: database.db, engine, compiledPolicy: policies.compiled, retrySchedule: [0] }),
      policies,
      deliveryLog: createDeliveryLogService({ db: database.db, onRequeued: () => undefined }),
      webhooks: createWebhookService({ db: database.db, dialect: 'postgres', secretKey: Buffer.alloc(32), sender, allowHttp: false, allowedCidrs: [] }),
      databaseReachable: () => pingDatabase(database.db),
      redis: null,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const server = { baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` } as Parameters<typeof call>[0];
    try {
      const health = await call(server, 'GET', '/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'unavailable', version: VERSION, checks: { database: 'unavailable' } });

      const scan = await call(server, 'POST', '/v1/scan', { key: `svc_sk_${'a'.repeat(48)}`, body: { prompt: 'hi' } });
      expect(scan.status).toBe(503);
      expect(scan.body).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unreachable; try again shortly.', request_id: scan.headers.get('x-request-id') },
      });
    } finally {
      await app.close();
      await sender.close();
      await database.close();
    }
  });
});
