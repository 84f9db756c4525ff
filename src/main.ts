import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ConfigError, type Config } from './config.js';
import { openDatabase, pingDatabase, type DatabaseHandle } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { buildApp } from './http/app.js';
import { createKeyService } from './keys/service.js';
import { VERSION } from './lib/version.js';
import { createOrgService } from './orgs/service.js';
import { loadEngine, warmUp, type Engine } from './scan/index.js';
import { createScanService } from './scans/service.js';
import { createPolicyService } from './policy/service.js';
import { createDeliveryLogService } from './webhooks/delivery-log.js';
import { createWebhookSender, type WebhookSender } from './webhooks/outbound.js';
import { createWebhookService } from './webhooks/service.js';
import { startDeliveryWorker, type DeliveryWorker, type WorkerOptions } from './webhooks/worker.js';

/** Everything a running process holds, so that it can be closed in order. */
export interface Runtime {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The delivery worker, when this process runs one. */
  worker: DeliveryWorker | null;
  /** Stops taking requests, lets work in flight finish until the deadline, then closes everything. */
  close(deadlineMs?: number): Promise<void>;
}

/** Options beyond the configuration, used by the CLI, tests and benchmarks. */
export interface RuntimeOptions {
  logger: Logger | false;
  engine?: Engine;
  /** Run the webhook delivery worker in this process (default true). */
  worker?: boolean;
  workerOptions?: Partial<WorkerOptions>;
  /** Extra CA trusted for webhook targets (test receivers). */
  webhookCa?: string;
  rateLimitNamespace?: string;
  /** Apply pending migrations at start (default true; a cluster's primary has done it for its workers). */
  migrate?: boolean;
  /** How many processes serve the API side by side, each enforcing its share of the in-memory rate limit (default 1). */
  servingProcesses?: number;
  /** Told when a scan queued webhook deliveries and this process runs no delivery worker (a cluster worker tells its primary). */
  onDeliveriesQueued?: () => void;
}

/** How long in-flight webhook attempts get to finish at shutdown: one request timeout and a margin. */
export const SHUTDOWN_DEADLINE_MS = 12_000;

/** Composition root: config -> database -> migrations -> services -> HTTP app and worker. */
export async function createRuntime(config: Config, options: RuntimeOptions): Promise<Runtime> {
  const secretKey = requireSecretKey(config);
  const database = options.migrate === false ? openDatabase(config.databaseUrl) : await openMigrated(config);
  const sender = createSender(config, options);
  const worker = options.worker === false ? null : startWorker(config, database, sender, secretKey, options);
  const notifyWorker = worker === null ? (options.onDeliveriesQueued ?? (() => undefined)) : () => worker.notify();
  const redis = config.redisUrl === null ? null : new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis?.on('error', (error: Error) => options.logger && options.logger.warn({ err: error }, 'redis error'));

  const webhooks = createWebhookService({
    db: database.db, dialect: database.dialect, secretKey, sender, allowHttp: config.webhookAllowHttp, allowedCidrs: config.webhookAllowedCidrs,
  });
  const engine = options.engine ?? loadEngine();
  // Before the server listens: a fresh engine's first scans took over a second (warm-up.ts).
  const warmMs = warmUp(engine);
  if (options.logger) options.logger.debug({ ms: Math.round(warmMs) }, 'detection engine warmed up');
  const policies = createPolicyService({ db: database.db, engine });
  const keys = createKeyService(database.db, { credentialVersion: database.credentialVersion });
  const deliveryLog = createDeliveryLogService({ db: database.db, onRequeued: notifyWorker });
  const app = await buildApp({
    version: VERSION,
    logger: options.logger,
    keys,
    scans: createScanService({
      db: database.db, engine, compiledPolicy: policies.compiled, retrySchedule: config.webhookRetrySchedule, onDeliveriesQueued: notifyWorker,
    }),
    policies,
    webhooks,
    deliveryLog,
    dashboard: { db: database.db, keys, webhooks, deliveryLog, policies, secureCookies: config.dashboardSecureCookies },
    databaseReachable: () => pingDatabase(database.db),
    redis,
    ...(options.rateLimitNamespace === undefined ? {} : { rateLimitNamespace: options.rateLimitNamespace }),
    servingProcesses: options.servingProcesses ?? 1,
  });

  return {
    app,
    database,
    worker,
    async close(deadlineMs = SHUTDOWN_DEADLINE_MS) {
      await app.close();
      await worker?.stop(deadlineMs);
      // Past the deadline nothing in flight is waited for any longer.
      await sender.destroy();
      redis?.disconnect();
      await database.close();
    },
  };
}

/** A process that only delivers webhooks (`promptscan worker`, and the primary of `serve --workers N`). */
export async function createWorkerRuntime(config: Config, options: RuntimeOptions): Promise<{ worker: DeliveryWorker; close(deadlineMs?: number): Promise<void> }> {
  const secretKey = requireSecretKey(config);
  const database = await openMigrated(config);
  const sender = createSender(config, options);
  const worker = startWorker(config, database, sender, secretKey, options);
  return {
    worker,
    async close(deadlineMs = SHUTDOWN_DEADLINE_MS) {
      await worker.stop(deadlineMs);
      await sender.destroy();
      await database.close();
    },
  };
}

/** Applies pending migrations and closes the database (the primary of `serve --workers N --no-worker`). */
export async function migrateOnly(config: Config): Promise<void> {
  const database = await openMigrated(config);
  await database.close();
}

/** Services the CLI uses directly on the database. */
export function createAdminServices(database: DatabaseHandle) {
  return { orgs: createOrgService(database.db), keys: createKeyService(database.db) };
}

function requireSecretKey(config: Config): Buffer {
  if (config.secretKey === null) throw new ConfigError(['PROMPTSCAN_SECRET_KEY is required to serve']);
  return config.secretKey;
}

async function openMigrated(config: Config): Promise<DatabaseHandle> {
  const database = openDatabase(config.databaseUrl);
  const migrated = await migrateToLatest(database.db);
  if (!migrated.ok) {
    await database.close();
    throw new Error('database migration failed', { cause: migrated.error });
  }
  return database;
}

function createSender(config: Config, options: RuntimeOptions): WebhookSender {
  return createWebhookSender({
    allowedCidrs: config.webhookAllowedCidrs,
    allowHttp: config.webhookAllowHttp,
    timeoutMs: 10_000,
    ...(options.webhookCa === undefined ? {} : { ca: options.webhookCa }),
  });
}

function startWorker(config: Config, database: DatabaseHandle, sender: WebhookSender, secretKey: Buffer, options: RuntimeOptions): DeliveryWorker {
  return startDeliveryWorker({
    db: database.db,
    dialect: database.dialect,
    sender,
    secretKey,
    schedule: config.webhookRetrySchedule,
    disablePolicy: { afterFailures: config.webhookDisableAfterFailures, afterSeconds: config.webhookDisableAfterSeconds },
    logger: options.logger,
    ...(options.workerOptions === undefined ? {} : { options: options.workerOptions }),
  });
}
