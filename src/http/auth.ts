import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerKey } from '../keys/api-key.js';
import type { KeyService, Principal } from '../keys/service.js';
import { AppError, AUTHENTICATION_MESSAGE } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller of an API request; null outside /v1. */
    principal: Principal | null;
  }
}

/** True for paths under the versioned API, which all need a key. */
export function isApiPath(url: string): boolean {
  return url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?');
}

/**
 * Verifies the key of every /v1 request before anything else runs, including
 * for unknown paths (so a 404 tells nothing to a caller without a key).
 * Missing, malformed, unknown and revoked keys get one identical 401.
 */
export function registerAuthentication(app: FastifyInstance, keys: KeyService): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (!isApiPath(request.url)) return;
    const rawKey = bearerKey(request.headers.authorization);
    if (rawKey === null) throw authenticationError();
    const verified = await keys.verify(rawKey);
    if (!verified.ok) throw authenticationError();
    request.principal = verified.principal;
  });
}

/** The principal of an authenticated request; routes under /v1 always have one. */
export function principalOf(request: FastifyRequest): Principal {
  if (request.principal === null) throw authenticationError();
  return request.principal;
}

function authenticationError(): AppError {
  return new AppError('AUTHENTICATION_ERROR', AUTHENTICATION_MESSAGE, undefined, { 'www-authenticate': 'Bearer' });
}
