import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { AppError, notFound, validationError } from '../http/errors.js';
import { DeliveryLog } from '../webhooks/delivery-schema.js';
import { CreateWebhookBody, UpdateWebhookBody } from '../webhooks/schema.js';
import type { LogFailure } from '../webhooks/delivery-log.js';
import type { WebhookFailure } from '../webhooks/service.js';
import type { DashboardSession } from './accounts.js';
import type { ManageService } from './manage.js';
import { CursorQuery, DeliveryParams, IdParams } from './schema.js';
import { managerOf, sessionOf } from './session.js';
import { WebhookOverview } from './responses.js';

const HIDE = { hide: true } as const;

/** Webhook endpoints, their delivery log, tests, retries and secret rotation. */
export function registerWebhookRoutes(app: FastifyInstance, manage: ManageService): void {
  // Reading shows what the plan lacks instead of failing; changing needs the feature.
  async function gated(request: FastifyRequest, manager: boolean): Promise<DashboardSession> {
    const session = manager ? managerOf(request) : sessionOf(request);
    const principal = await manage.principalFor(session);
    if (!principal.limits.webhookAlerts) {
      throw new AppError('FEATURE_NOT_AVAILABLE', `Webhook alerts are not available on the ${principal.plan} plan; upgrade to Professional or Enterprise.`);
    }
    return session;
  }

  app.get('/dashboard/api/webhooks', { config: { body: 'none' }, schema: { ...HIDE, response: { 200: WebhookOverview } } }, async (request) => {
    const principal = await manage.principalFor(sessionOf(request));
    if (!principal.limits.webhookAlerts) return { available: false, plan: principal.plan, max_webhooks: 0, webhooks: [] };
    const webhooks = await manage.listWebhooks(principal);
    return { available: true, plan: principal.plan, max_webhooks: principal.limits.maxWebhooks, webhooks };
  });

  app.post<{ Body: Static<typeof CreateWebhookBody> }>('/dashboard/api/webhooks', { config: { body: 'json' }, schema: { ...HIDE, body: CreateWebhookBody } }, async (request, reply) => {
    const result = await manage.createWebhook(await gated(request, true), request.body);
    if (!result.ok) throw failure(result);
    return reply.code(201).send({ webhook: result.webhook });
  });

  app.patch<{ Body: Static<typeof UpdateWebhookBody>; Params: Static<typeof IdParams> }>('/dashboard/api/webhooks/:id', {
    config: { body: 'json' }, schema: { ...HIDE, params: IdParams, body: UpdateWebhookBody },
  }, async (request) => {
    const result = await manage.updateWebhook(await gated(request, true), request.params.id, request.body);
    if (!result.ok) throw failure(result);
    return { webhook: result.webhook };
  });

  app.delete<{ Params: Static<typeof IdParams> }>('/dashboard/api/webhooks/:id', { config: { body: 'none' }, schema: { ...HIDE, params: IdParams } }, async (request) => {
    const result = await manage.deleteWebhook(await gated(request, true), request.params.id);
    if (!result.ok) throw failure(result);
    return { deleted: true };
  });

  app.post<{ Params: Static<typeof IdParams> }>('/dashboard/api/webhooks/:id/test', { config: { body: 'none' }, schema: { ...HIDE, params: IdParams } }, async (request) => {
    const result = await manage.testWebhook(await gated(request, true), request.params.id);
    if (!result.ok) throw failure(result);
    return result.result;
  });

  app.post<{ Params: Static<typeof IdParams> }>('/dashboard/api/webhooks/:id/rotate-secret', { config: { body: 'none' }, schema: { ...HIDE, params: IdParams } }, async (request) => {
    const result = await manage.rotateSecret(await gated(request, true), request.params.id);
    if (!result.ok) throw failure(result);
    return { webhook: result.webhook, previous_secret_expires_at: result.previous_secret_expires_at };
  });

  app.get<{ Params: Static<typeof IdParams>; Querystring: Static<typeof CursorQuery> }>('/dashboard/api/webhooks/:id/deliveries', {
    config: { body: 'none' }, schema: { ...HIDE, params: IdParams, querystring: CursorQuery, response: { 200: DeliveryLog } },
  }, async (request) => {
    const result = await manage.deliveries(await gated(request, false), request.params.id, request.query.cursor);
    if (!result.ok) throw logFailure(result);
    return result.page;
  });

  app.post<{ Params: Static<typeof DeliveryParams> }>('/dashboard/api/webhooks/:id/deliveries/:delivery_id/retry', {
    config: { body: 'none' }, schema: { ...HIDE, params: DeliveryParams },
  }, async (request, reply) => {
    const result = await manage.retryDelivery(await gated(request, true), request.params.id, request.params.delivery_id);
    if (!result.ok) throw logFailure(result);
    return reply.code(202).send({ delivery: result.delivery });
  });
}

function failure(result: WebhookFailure): AppError {
  if (result.reason === 'not_found') return notFound('Webhook');
  if (result.reason === 'invalid_url') return validationError([{ path: '/url', message: result.message }]);
  return new AppError('LIMIT_EXCEEDED', `The plan allows at most ${result.max} webhooks.`);
}

function logFailure(result: LogFailure): AppError {
  switch (result.reason) {
    case 'not_found':
      return notFound('Delivery');
    case 'bad_cursor':
      return validationError([{ path: '/cursor', message: 'is not a cursor from a previous page' }]);
    case 'endpoint_disabled':
      return new AppError('CONFLICT', 'Enable the endpoint before retrying its deliveries.');
    case 'in_flight':
      return new AppError('CONFLICT', 'The delivery is being attempted right now.');
  }
}
