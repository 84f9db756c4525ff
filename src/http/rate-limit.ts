import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors.js';

/**
 * Limits each organization to its plan's requests per second over all /v1
 * routes (fixed one-second windows). With Redis the counters are shared by every
 * instance; without it each process counts alone, and when several processes
 * serve side by side (`serve --workers N`) each allows its share of the budget,
 * rounded up, so that together they allow about the organization's limit. A
 * Redis outage lets requests through rather than failing every scan; the error
 * is logged.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { redis: Redis | null; namespace?: string; processes?: number },
): Promise<void> {
  const processes = options.redis === null ? Math.max(1, options.processes ?? 1) : 1;
  const organizationLimit = (request: FastifyRequest) => request.principal?.limits.scansPerSecond ?? 0;
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    timeWindow: 1_000,
    max: (request) => Math.ceil(organizationLimit(request) / processes),
    keyGenerator: (request) => request.principal?.orgId ?? `ip:${request.ip}`,
    allowList: (request) => request.principal === null,
    enableDraftSpec: true,
    skipOnError: true,
    ...(options.redis === null ? {} : { redis: options.redis, nameSpace: options.namespace ?? 'promptscan:rate:' }),
    onExceeded: () => undefined,
    errorResponseBuilder: (request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      // The organization's limit, which the caller knows, rather than this process's share of it.
      return new AppError('RATE_LIMITED', `Rate limit of ${organizationLimit(request)} requests per second exceeded; retry after ${seconds} s.`, undefined, {
        'retry-after': String(seconds),
      });
    },
  });
}
