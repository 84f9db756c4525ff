import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.js';
import { createAdminServices, createRuntime, type Runtime } from '../../src/main.js';
import type { PlanName } from '../../src/orgs/plans.js';
import type { WorkerOptions } from '../../src/webhooks/worker.js';

/** A real promptscan server listening on a random local port. */
export interface TestServer {
  baseUrl: string;
  runtime: Runtime;
  /** The environment the server was configured from (for CLI processes on the same database). */
  env: Record<string, string>;
  close(deadlineMs?: number): Promise<void>;
}

/** An organization and a working key for it. */
export interface Tenant {
  orgId: string;
  keyId: string;
  key: string;
}

/** A secret key shared by every server of a test run. */
export const TEST_SECRET_KEY = randomBytes(32).toString('base64');

/** Starts the real app on a database, configured like production but for the given overrides. */
export async function startTestServer(
  databaseUrl: string,
  options: { env?: Record<string, string>; webhookCa?: string; rateLimitNamespace?: string; workerOptions?: Partial<WorkerOptions> } = {},
): Promise<TestServer> {
  const env = {
    DATABASE_URL: databaseUrl,
    PROMPTSCAN_SECRET_KEY: TEST_SECRET_KEY,
    PORT: '0',
    ...options.env,
  };
  const config = loadConfig(env);
  const runtime = await createRuntime(config, {
    logger: false,
    ...(options.webhookCa === undefined ? {} : { webhookCa: options.webhookCa }),
    rateLimitNamespace: options.rateLimitNamespace ?? `promptscan-test:${randomBytes(4).toString('hex')}:`,
    // Retries in tests come within a second, so the worker looks for them often.
    workerOptions: { pollMs: 100, ...options.workerOptions },
  });
  await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = runtime.app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, runtime, env, close: (deadlineMs?: number) => runtime.close(deadlineMs) };
}

/** Creates an organization with a key through the same services the CLI uses. */
export async function createTenant(database: DatabaseHandle, plan: PlanName = 'professional'): Promise<Tenant> {
  const { orgs, keys } = createAdminServices(database);
  const org = await orgs.create(`org-${randomBytes(6).toString('hex')}`, plan);
  if (!org.ok) throw new Error('could not create organization');
  const key = await keys.create(org.value.id, 'test');
  return { orgId: org.value.id, keyId: key.id, key: key.key };
}

/** Opens a second handle on a test database (for seeding or checking rows directly). */
export function openTestDatabase(url: string): DatabaseHandle {
  return openDatabase(url, { poolSize: 2 });
}

/** Sends a request to a test server and returns status, headers and parsed JSON body. */
export async function call(
  server: TestServer,
  method: string,
  path: string,
  options: { key?: string | null; body?: unknown; rawBody?: string; contentType?: string | null; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  const contentType = options.contentType === undefined ? (payload === undefined ? null : 'application/json') : options.contentType;
  if (contentType !== null) headers['content-type'] = contentType;
  const response = await fetch(server.baseUrl + path, { method, headers, body: payload });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body };
}
