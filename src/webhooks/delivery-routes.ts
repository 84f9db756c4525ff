import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { principalOf } from '../http/auth.js';
import { AppError, notFound, validationError } from '../http/errors.js';
import { COMMON_API_ERRORS, errorResponses } from '../http/schemas.js';
import type { DeliveryLogService, LogFailure } from './delivery-log.js';
import { DeliveryLog, DeliveryLogQuery, DeliveryParams, LOG_PAGE, RetryResponse } from './delivery-schema.js';
import { WebhookParams, WebhookWithSecret } from './schema.js';
import type { WebhookService } from './service.js';

const GATED_ERRORS = [...COMMON_API_ERRORS, 'FEATURE_NOT_AVAILABLE'] as const;

/** The delivery log, manual retries and secret rotation (beyond the specification). */
export function registerDeliveryRoutes(app: FastifyInstance, log: DeliveryLogService, webhooks: WebhookService): void {
  app.get<{ Params: Static<typeof WebhookParams>; Querystring: Static<typeof DeliveryLogQuery> }>('/v1/webhooks/:id/deliveries', {
    config: { body: 'none' },
    schema: {
      tags: ['webhooks'], summary: "List an endpoint's delivery attempts, newest first", params: WebhookParams, querystring: DeliveryLogQuery,
      response: { 200: DeliveryLog, ...errorResponses('VALIDATION_ERROR', 'NOT_FOUND', ...GATED_ERRORS) },
    },
  }, async (request) => {
    const { limit, outcome, cursor } = request.query;
    const pageSize = limit === undefined ? LOG_PAGE.default : Number(limit);
    if (pageSize > LOG_PAGE.max) throw validationError([{ path: '/limit', message: `must be at most ${LOG_PAGE.max}` }]);
    const result = await log.list(principalOf(request), request.params.id, {
      limit: pageSize,
      ...(outcome === undefined ? {} : { outcome: outcome as 'success' | 'failure' }),
      ...(cursor === undefined ? {} : { cursor }),
    });
    if (!result.ok) throw failure(result);
    return result.page;
  });

  app.post<{ Params: Static<typeof DeliveryParams> }>('/v1/webhooks/:id/deliveries/:delivery_id/retry', {
    config: { body: 'none' },
    schema: {
      tags: ['webhooks'], summary: 'Send a delivery once more', params: DeliveryParams,
      response: { 202: RetryResponse, ...errorResponses('VALIDATION_ERROR', 'NOT_FOUND', 'CONFLICT', ...GATED_ERRORS) },
    },
  }, async (request, reply) => {
    const result = await log.retry(principalOf(request), request.params.id, request.params.delivery_id);
    if (!result.ok) throw failure(result);
    return reply.code(202).send({ delivery: result.delivery });
  });

  app.post<{ Params: Static<typeof WebhookParams> }>('/v1/webhooks/:id/rotate-secret', {
    config: { body: 'none' },
    schema: {
      tags: ['webhooks'], summary: 'Replace the signing secret; the old one signs too for 24 hours', params: WebhookParams,
      response: {
        200: Type.Object({ webhook: WebhookWithSecret, previous_secret_expires_at: Type.String({ format: 'date-time' }) }),
        ...errorResponses('VALIDATION_ERROR', 'NOT_FOUND', ...GATED_ERRORS),
      },
    },
  }, async (request) => {
    const result = await webhooks.rotateSecret(principalOf(request), request.params.id);
    if (!result.ok) throw notFound('Webhook');
    return { webhook: result.webhook, previous_secret_expires_at: result.previous_secret_expires_at };
  });
}

function failure(result: LogFailure): AppError {
  switch (result.reason) {
    case 'not_found':
      return notFound('Webhook or delivery');
    case 'bad_cursor':
      return validationError([{ path: '/cursor', message: 'is not a cursor this endpoint returned' }]);
    case 'endpoint_disabled':
      return new AppError('CONFLICT', 'The webhook is disabled; enable it before retrying deliveries.');
    case 'in_flight':
      return new AppError('CONFLICT', 'An attempt of this delivery is in flight; try again when it has finished.');
  }
}
