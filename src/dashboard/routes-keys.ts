import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { AppError, notFound } from '../http/errors.js';
import type { ManageService } from './manage.js';
import { CreateKeyBody, IdParams } from './schema.js';
import { managerOf, sessionOf } from './session.js';
import { CreatedKeyResponse, KeyList } from './responses.js';

const HIDE = { hide: true } as const;

/** API keys: list, create (the raw key is in this one answer only), revoke. */
export function registerKeyRoutes(app: FastifyInstance, manage: ManageService): void {
  app.get('/dashboard/api/keys', { config: { body: 'none' }, schema: { ...HIDE, response: { 200: KeyList } } }, async (request) => ({ keys: await manage.listKeys(sessionOf(request)) }));

  app.post<{ Body: Static<typeof CreateKeyBody> }>('/dashboard/api/keys', { config: { body: 'json' }, schema: { ...HIDE, body: CreateKeyBody, response: { 201: CreatedKeyResponse } } }, async (request, reply) => {
    const key = await manage.createKey(managerOf(request), request.body.name.trim());
    return reply.code(201).send({ key });
  });

  app.delete<{ Params: Static<typeof IdParams> }>('/dashboard/api/keys/:id', { config: { body: 'none' }, schema: { ...HIDE, params: IdParams } }, async (request) => {
    const result = await manage.revokeKey(managerOf(request), request.params.id);
    if (!result.ok && result.reason === 'not_found') throw notFound('Key');
    if (!result.ok) throw new AppError('CONFLICT', 'The key is already revoked.');
    return { revoked: true };
  });
}
