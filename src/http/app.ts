import Fastify, { LogController, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { newId } from '../lib/ids.js';
import type { KeyService } from '../keys/service.js';
import type { ScanService } from '../scans/service.js';
import { registerScanRoutes } from '../scans/routes.js';
import type { WebhookService } from '../webhooks/service.js';
import { registerWebhookRoutes } from '../webhooks/routes.js';
import type { DeliveryLogService } from '../webhooks/delivery-log.js';
import { registerDeliveryRoutes } from '../webhooks/delivery-routes.js';
import type { PolicyService } from '../policy/service.js';
import { registerPolicyRoutes } from '../policy/routes.js';
import { registerDashboard, type DashboardDeps } from '../dashboard/index.js';
import { registerAuthentication } from './auth.js';
import { registerBodyHandling } from './body.js';
import { registerErrorHandler, sendError } from './error-handler.js';
import { validationError } from './errors.js';
import { registerHealthRoute } from './health.js';
import { registerRateLimit } from './rate-limit.js';
import { registerFallbacks } from './routing.js';
import { ErrorBody } from './schemas.js';

/** The largest request body accepted (decisions.md section 2). */
export const BODY_LIMIT_BYTES = 1_048_576;

/** Everything the HTTP app is built from; tests pass real services over a test database. */
export interface AppDeps {
  version: string;
  logger: Logger | false;
  keys: KeyService;
  scans: ScanService;
  webhooks: WebhookService;
  deliveryLog: DeliveryLogService;
  policies: PolicyService;
  databaseReachable(): Promise<boolean>;
  redis: Redis | null;
  rateLimitNamespace?: string;
  /** Processes serving the API side by side; without Redis each enforces its share of an organization's rate limit. */
  servingProcesses?: number;
  /** The web dashboard at /dashboard, when served. */
  dashboard?: DashboardDeps;
}

/** Builds the Fastify app: hooks in the order auth, plan gate, rate limit, body checks, validation. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger === false ? undefined : deps.logger,
    logger: deps.logger === false ? false : undefined,
    genReqId: () => newId('request'),
    // Ids from clients are not trusted: every request gets one of ours.
    requestIdHeader: false,
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'request_id' }),
    bodyLimit: BODY_LIMIT_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    // A URL that cannot be decoded never reaches routing; it still gets our error body.
    frameworkErrors: (_error, request, reply) => {
      sendError(request, reply, validationError([{ path: '', message: 'the request URL is malformed' }]));
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true, useDefaults: false } },
  }) as unknown as FastifyInstance;

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'promptscan API',
        version: deps.version,
        description: 'Scan prompts for injection, jailbreaks, extraction, obfuscation, secrets and personal data; manage webhook alerts.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'svc_sk_ followed by 48 hex characters' } } },
      security: [{ bearerAuth: [] }],
    },
    // Shared schemas appear under their $id (ErrorBody) rather than def-N.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`) },
  });
  app.addSchema(ErrorBody);

  // A callback hook rather than an async one: it runs on every request, and needs no promise.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 100) / 100 },
      'request completed',
    );
    done();
  });
  registerErrorHandler(app, { databaseReachable: deps.databaseReachable });
  registerFallbacks(app);
  registerAuthentication(app, deps.keys);
  registerBodyHandling(app);
  await registerRateLimit(app, { redis: deps.redis, namespace: deps.rateLimitNamespace, processes: deps.servingProcesses ?? 1 });

  registerHealthRoute(app, { version: deps.version, databaseReachable: deps.databaseReachable });
  registerScanRoutes(app, deps.scans);
  registerWebhookRoutes(app, deps.webhooks);
  registerDeliveryRoutes(app, deps.deliveryLog, deps.webhooks);
  registerPolicyRoutes(app, deps.policies);
  if (deps.dashboard !== undefined) await registerDashboard(app, deps.dashboard);
  return app;
}
