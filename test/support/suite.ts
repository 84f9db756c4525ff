import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.js';
import { createTestDatabase, type TestDatabase } from './databases.js';
import { createTenant, startTestServer, type Tenant, type TestServer } from './server.js';
import type { PlanName } from '../../src/orgs/plans.js';
import type { WorkerOptions } from '../../src/webhooks/worker.js';

/** What a suite works with: a fresh database, a server on it, and a way to make tenants. */
export interface SuiteContext {
  database: TestDatabase;
  server: TestServer;
  /** The server's own database handle. */
  db: DatabaseHandle;
  tenant(plan?: PlanName): Promise<Tenant>;
}

/**
 * Registers beforeAll/afterAll hooks that create a database of the given kind
 * and start a server on it; the returned object is filled in before the tests run.
 */
export function useServer(
  kind: 'sqlite' | 'postgres',
  options: { env?: Record<string, string>; webhookCa?: () => Promise<string>; workerOptions?: Partial<WorkerOptions> } = {},
): SuiteContext {
  const context = {} as SuiteContext;
  beforeAll(async () => {
    context.database = await createTestDatabase(kind);
    const webhookCa = options.webhookCa === undefined ? undefined : await options.webhookCa();
    context.server = await startTestServer(context.database.url, {
      ...(options.env === undefined ? {} : { env: options.env }),
      ...(webhookCa === undefined ? {} : { webhookCa }),
      ...(options.workerOptions === undefined ? {} : { workerOptions: options.workerOptions }),
    });
    context.db = context.server.runtime.database;
    context.tenant = (plan) => createTenant(context.db, plan);
  });
  afterAll(async () => {
    await context.server?.close();
    await context.database?.drop();
  });
  return context;
}
