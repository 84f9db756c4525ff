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
import { loadEngine, type Engine } from './scan/index.js';
import { createScanService } from './scans/service.js';
import { createWebhookSender } from './webhooks/outbound.js';
import { createWebhookService } from './webhooks/service.js';

/** Everything a running server holds, so that it can be closed in order. */
export interface Runtime {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Options beyond the configuration, used by tests and benchmarks. */
export interface RuntimeOptions {
  logger: Logger | false;
  engine?: Engine;
  /** Extra CA trusted for webhook targets (test receivers). */
  webhookCa?: string;
  rateLimitNamespace?: string;
}

/** Composition root: config -> database -> migrations -> services -> HTTP app. */
export async function createRuntime(config: Config, options: RuntimeOptions): Promise<Runtime> {
  const secretKey = config.secretKey;
  if (secretKey === null) throw new ConfigError(['PROMPTSCAN_SECRET_KEY is required to serve']);
  const database = openDatabase(config.databaseUrl);
  const migrated = await migrateToLatest(database.db);
  if (!migrated.ok) {
    await database.close();
    throw new Error('database migration failed', { cause: migrated.error });
  }
  const engine = options.engine ?? loadEngine();
  const sender = createWebhookSender({
    allowedCidrs: config.webhookAllowedCidrs,
    allowHttp: config.webhookAllowHttp,
    timeoutMs: 10_000,
    ...(options.webhookCa === undefined ? {} : { ca: options.webhookCa }),
  });
  const redis = config.redisUrl === null ? null : new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis?.on('error', (error: Error) => options.logger && options.logger.warn({ err: error }, 'redis error'));

  const keys = createKeyService(database.db);
  const app = await buildApp({
    version: VERSION,
    logger: options.logger,
    keys,
    scans: createScanService({ db: database.db, engine }),
    webhooks: createWebhookService({
      db: database.db,
      dialect: database.dialect,
      secretKey,
      sender,
      allowHttp: config.webhookAllowHttp,
      allowedCidrs: config.webhookAllowedCidrs,
    }),
    databaseReachable: () => pingDatabase(database.db),
    redis,
    ...(options.rateLimitNamespace === undefined ? {} : { rateLimitNamespace: options.rateLimitNamespace }),
  });

  return {
    app,
    database,
    async close() {
      await app.close();
      await sender.close();
      redis?.disconnect();
      await database.close();
    },
  };
}

/** Services the CLI uses directly on the database. */
export function createAdminServices(database: DatabaseHandle) {
  return { orgs: createOrgService(database.db), keys: createKeyService(database.db) };
}
