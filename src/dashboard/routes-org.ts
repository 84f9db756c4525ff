import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { AppError, notFound, validationError } from '../http/errors.js';
import type { OrgService } from '../orgs/service.js';
import { PLANS } from '../orgs/plans.js';
import { readAudit, recordAudit } from './audit.js';
import type { MemberFailure, MemberService } from './members.js';
import { AddMemberBody, AlertsBody, CursorQuery, IdParams, RoleBody } from './schema.js';
import { actorOf, managerOf, sessionOf } from './session.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AuditResponse, MemberList, MemberResponse, OrganizationResponse } from './responses.js';

const HIDE = { hide: true } as const;
const AUDIT_PAGE = 50;

/** The organization, its plan, members and audit log. */
export function registerOrgRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; orgs: OrgService; members: MemberService }): void {
  const { members } = deps;

  app.get('/dashboard/api/organization', { config: { body: 'none' }, schema: { ...HIDE, response: { 200: OrganizationResponse } } }, async (request) => {
    const org = await deps.orgs.find(sessionOf(request).orgId);
    if (org === undefined) throw notFound('Organization');
    return { organization: org, plans: PLANS };
  });

  // Whether webhook alerts carry a redacted excerpt of the prompt (off by default).
  app.put<{ Body: Static<typeof AlertsBody> }>('/dashboard/api/organization/alerts', {
    config: { body: 'json' }, schema: { ...HIDE, body: AlertsBody, response: { 200: OrganizationResponse } },
  }, async (request) => {
    const session = managerOf(request);
    const result = await deps.orgs.setAlertPromptExcerpt(session.orgId, request.body.prompt_excerpt);
    if (!result.ok) throw notFound('Organization');
    await recordAudit(deps.db, actorOf(session), 'alerts.updated', `prompt excerpt ${request.body.prompt_excerpt ? 'on' : 'off'}`);
    return { organization: result.value, plans: PLANS };
  });

  app.get('/dashboard/api/members', { config: { body: 'none' }, schema: { ...HIDE, response: { 200: MemberList } } }, async (request) => ({ members: await members.list(sessionOf(request)) }));

  app.post<{ Body: Static<typeof AddMemberBody> }>('/dashboard/api/members', { config: { body: 'json' }, schema: { ...HIDE, body: AddMemberBody, response: { 201: MemberResponse } } }, async (request, reply) => {
    const result = await members.add(managerOf(request), { ...request.body, password: request.body.password ?? '' });
    if (!result.ok) throw failure(result);
    return reply.code(201).send({ member: result.member });
  });

  app.patch<{ Params: Static<typeof IdParams>; Body: Static<typeof RoleBody> }>('/dashboard/api/members/:id', {
    config: { body: 'json' }, schema: { ...HIDE, params: IdParams, body: RoleBody },
  }, async (request) => {
    const result = await members.changeRole(managerOf(request), request.params.id, request.body.role);
    if (!result.ok) throw failure(result);
    return { ok: true };
  });

  app.delete<{ Params: Static<typeof IdParams> }>('/dashboard/api/members/:id', { config: { body: 'none' }, schema: { ...HIDE, params: IdParams } }, async (request) => {
    const result = await members.remove(managerOf(request), request.params.id);
    if (!result.ok) throw failure(result);
    return { ok: true };
  });

  app.get<{ Querystring: Static<typeof CursorQuery> }>('/dashboard/api/audit', { config: { body: 'none' }, schema: { ...HIDE, querystring: CursorQuery, response: { 200: AuditResponse } } }, async (request) => {
    const page = await readAudit(deps.db, sessionOf(request).orgId, AUDIT_PAGE, request.query.cursor);
    if (page === null) throw validationError([{ path: '/cursor', message: 'is not a cursor from a previous page' }]);
    return page;
  });
}

function failure(result: MemberFailure): AppError {
  switch (result.reason) {
    case 'not_found':
      return notFound('Member');
    case 'invalid_email':
      return validationError([{ path: '/email', message: 'is not an e-mail address' }]);
    case 'weak_password':
      return validationError([{ path: '/password', message: 'a new user needs a first password of 10 to 1024 characters' }]);
    case 'already_member':
      return new AppError('CONFLICT', 'That user is already a member.');
    case 'last_owner':
      return new AppError('CONFLICT', 'An organization needs at least one owner.');
    case 'owner_only':
      return new AppError('FORBIDDEN', 'Only an owner can grant, change or remove the owner role.');
  }
}
