import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { AppError, notFound, validationError } from '../http/errors.js';
import type { OrgService } from '../orgs/service.js';
import { PLANS } from '../orgs/plans.js';
import type { AccountService } from './accounts.js';
import { LoginBody, PasswordBody, SetupBody, SwitchOrgBody } from './schema.js';
import { clearSessionCookie, sessionOf, setSessionCookie, type SecureCookies } from './session.js';
import { SessionResponse } from './responses.js';
import type { SessionInfo } from './view-types.js';

const HIDE = { hide: true } as const;

/** First-run setup, sign-in, sign-out and the current session. */
export function registerAccountRoutes(app: FastifyInstance, deps: { accounts: AccountService; orgs: OrgService; secureCookies: SecureCookies }): void {
  const { accounts } = deps;

  app.get('/dashboard/api/setup', { config: { body: 'none' }, schema: HIDE }, async () => ({ needed: await accounts.setupNeeded() }));

  app.post<{ Body: Static<typeof SetupBody> }>('/dashboard/api/setup', { config: { body: 'json' }, schema: { ...HIDE, body: SetupBody } }, async (request, reply) => {
    const { organization, email, password } = request.body;
    const result = await accounts.setup({ organization, email, password, plan: request.body.plan ?? 'free' }, request.ip);
    if (!result.ok) {
      if (result.reason === 'already_set_up') throw new AppError('CONFLICT', 'This dashboard is already set up: sign in instead.');
      if (result.reason === 'name_taken') throw validationError([{ path: '/organization', message: 'is already taken' }]);
      if (result.reason === 'weak_password') throw validationError([{ path: '/password', message: 'must be 10 to 1024 characters' }]);
      throw validationError([{ path: '/email', message: 'is not an e-mail address' }]);
    }
    setSessionCookie(request, reply, result.session, deps.secureCookies);
    return reply.code(201).send({ ok: true });
  });

  app.post<{ Body: Static<typeof LoginBody> }>('/dashboard/api/login', { config: { body: 'json' }, schema: { ...HIDE, body: LoginBody } }, async (request, reply) => {
    const result = await accounts.login(request.body.email, request.body.password, request.ip);
    if (!result.ok && result.reason === 'throttled') {
      throw new AppError('RATE_LIMITED', 'Too many failed sign-ins: wait and try again.', undefined, { 'retry-after': String(result.retryAfterSeconds) });
    }
    if (!result.ok) throw new AppError('AUTHENTICATION_ERROR', 'The e-mail or password is wrong.');
    setSessionCookie(request, reply, result.session, deps.secureCookies);
    return { ok: true };
  });

  app.post('/dashboard/api/logout', { config: { body: 'none' }, schema: HIDE }, async (request, reply) => {
    const session = request.dashboardSession;
    if (session !== null) await accounts.logout(session);
    clearSessionCookie(request, reply, deps.secureCookies);
    return { ok: true };
  });

  app.post<{ Body: Static<typeof PasswordBody> }>('/dashboard/api/password', { config: { body: 'json' }, schema: { ...HIDE, body: PasswordBody } }, async (request) => {
    const result = await accounts.changePassword(sessionOf(request), request.body.current_password, request.body.new_password);
    if (!result.ok && result.reason === 'throttled') {
      throw new AppError('RATE_LIMITED', 'Too many wrong passwords: wait and try again.', undefined, { 'retry-after': String(result.retryAfterSeconds) });
    }
    if (!result.ok && result.reason === 'wrong_password') throw validationError([{ path: '/current_password', message: 'is not your current password' }]);
    if (!result.ok) throw validationError([{ path: '/new_password', message: 'must be 10 to 1024 characters' }]);
    return { ok: true };
  });

  // Switching keeps the session (and its CSRF token); the role is read per request.
  app.put<{ Body: Static<typeof SwitchOrgBody> }>('/dashboard/api/session/organization', { config: { body: 'json' }, schema: { ...HIDE, body: SwitchOrgBody } }, async (request) => {
    if (!(await accounts.switchOrganization(sessionOf(request), request.body.org_id))) throw notFound('Organization');
    return { ok: true };
  });

  app.get('/dashboard/api/session', { config: { body: 'none' }, schema: { ...HIDE, response: { 200: SessionResponse } } }, async (request): Promise<SessionInfo> => {
    const session = sessionOf(request);
    const org = await deps.orgs.find(session.orgId);
    if (org === undefined) throw new AppError('AUTHENTICATION_ERROR', 'Sign in to continue.');
    return {
      user: { id: session.userId, email: session.email, role: session.role },
      organization: { id: org.id, name: org.name, plan: org.plan, limits: org.limits },
      organizations: await accounts.organizations(session),
      plans: PLANS,
      csrf_token: session.csrfToken,
    };
  });
}
