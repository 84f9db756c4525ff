import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constantTimeEqual } from '../lib/crypto.js';
import { AppError } from '../http/errors.js';
import { canManage } from '../users/roles.js';
import type { AccountService, DashboardSession, NewSession } from './accounts.js';
import type { Actor } from './audit.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in dashboard user; null when there is none or outside /dashboard/api. */
    dashboardSession: DashboardSession | null;
  }
}

/** The session cookie's name. */
export const SESSION_COOKIE = 'promptscan_session';

/** The header that carries the session's CSRF token on every change. */
export const CSRF_HEADER = 'x-csrf-token';

/** Whether the session cookie is marked `Secure`: always, or when the request came over HTTPS. */
export type SecureCookies = 'auto' | 'always';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The attributes of the session cookie; `Secure` when the request came over HTTPS (or always, if configured). */
export function sessionCookieOptions(protocol: string, secure: SecureCookies, expires?: Date) {
  return {
    path: '/dashboard',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secure === 'always' || protocol === 'https',
    ...(expires === undefined ? {} : { expires }),
  };
}

/**
 * Loads the session of every /dashboard/api request and enforces CSRF protection:
 * a change (any method but GET/HEAD/OPTIONS) made with a session must carry the
 * session's token in `x-csrf-token`; a change made without one (sign-in, setup)
 * must come from this origin when the browser says where it comes from. The
 * cookie is also SameSite=Strict, so cross-site requests do not carry it at all.
 */
export async function registerSessions(scope: FastifyInstance, accounts: AccountService): Promise<void> {
  await scope.register(cookie);
  scope.decorateRequest('dashboardSession', null);
  scope.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/dashboard/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    request.dashboardSession = token === undefined || token === '' ? null : await accounts.resolve(token, request.ip);
    if (SAFE_METHODS.has(request.method)) return;
    const session = request.dashboardSession;
    if (session !== null) {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !constantTimeEqual(sent, session.csrfToken)) {
        throw new AppError('FORBIDDEN', 'The CSRF token is missing or invalid: reload the page and try again.');
      }
    } else if (!sameOrigin(request)) {
      throw new AppError('FORBIDDEN', 'Cross-origin requests are not accepted.');
    }
  });
}

/** Sets the session cookie after sign-in or setup. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: NewSession, secure: SecureCookies): void {
  reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(request.protocol, secure, session.expiresAt));
}

/** Expires the session cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, secure: SecureCookies): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request.protocol, secure));
}

/** The signed-in user, or a 401. */
export function sessionOf(request: FastifyRequest): DashboardSession {
  if (request.dashboardSession === null) throw new AppError('AUTHENTICATION_ERROR', 'Sign in to continue.');
  return request.dashboardSession;
}

/** The signed-in user when they may manage the organization (owner, admin), or a 403. */
export function managerOf(request: FastifyRequest): DashboardSession {
  const session = sessionOf(request);
  if (!canManage(session.role)) throw new AppError('FORBIDDEN', 'Your role can only view this organization.');
  return session;
}

/** The audit actor of a session. */
export function actorOf(session: DashboardSession): Actor {
  return { orgId: session.orgId, userId: session.userId, email: session.email, ip: session.ip };
}

function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
