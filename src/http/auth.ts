import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerKey } from '../keys/api-key.js';
import type { KeyService, Principal, VerifyResult } from '../keys/service.js';
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
  // A callback hook, not an async one: a key verified moments ago is answered
  // without a lookup, so most requests pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (!isApiPath(request.url)) {
      done();
      return;
    }
    const rawKey = bearerKey(request.headers.authorization);
    if (rawKey === null) {
      done(authenticationError());
      return;
    }
    const accept = (verified: VerifyResult) => {
      if (!verified.ok) {
        done(authenticationError());
        return;
      }
      request.principal = verified.principal;
      done();
    };
    keys.verifyWithCache(rawKey, (error, verified) => {
      if (verified === undefined) done(error instanceof Error ? error : new Error(String(error)));
      else accept(verified);
    });
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
