import FindMyWay from 'find-my-way';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Answers requests no route takes: 405 with an `Allow` header when the path is
 * known under other methods, else 404. A second router holds the registered
 * paths because Fastify's own cannot be asked which methods a path has.
 */
export function registerFallbacks(app: FastifyInstance): void {
  const known = FindMyWay();
  const seen = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const id = `${method} ${route.url}`;
      if (seen.has(id)) continue;
      seen.add(id);
      known.on(method as (typeof METHODS)[number], route.url, () => undefined);
    }
  });

  app.setNotFoundHandler(async (request) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const allowed = METHODS.filter((method) => known.find(method, path) !== null);
    if (allowed.length > 0) {
      throw new AppError('METHOD_NOT_ALLOWED', `${request.method} is not allowed on this path.`, undefined, {
        allow: allowed.join(', '),
      });
    }
    throw new AppError('NOT_FOUND', 'No such route.');
  });
}
