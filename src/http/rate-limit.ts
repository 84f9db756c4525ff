import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors.js';

/**
 * Limits each organization to its plan's requests per second over all /v1
 * routes (fixed one-second windows). With Redis the counters are shared by every
 * instance; without it each process counts alone. A Redis outage lets requests
 * through rather than failing every scan; the error is logged.
 */
export async function registerRateLimit(app: FastifyInstance, options: { redis: Redis | null; namespace?: string }): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    timeWindow: 1_000,
    max: (request) => request.principal?.limits.scansPerSecond ?? 0,
    keyGenerator: (request) => request.principal?.orgId ?? `ip:${request.ip}`,
    allowList: (request) => request.principal === null,
    enableDraftSpec: true,
    skipOnError: true,
    ...(options.redis === null ? {} : { redis: options.redis, nameSpace: options.namespace ?? 'promptscan:rate:' }),
    onExceeded: () => undefined,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('RATE_LIMITED', `Rate limit of ${context.max} requests per second exceeded; retry after ${seconds} s.`, undefined, {
        'retry-after': String(seconds),
      });
    },
  });
}
