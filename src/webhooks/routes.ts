import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { principalOf } from '../http/auth.js';
import { AppError, notFound, validationError } from '../http/errors.js';
import { COMMON_API_ERRORS, errorResponses } from '../http/schemas.js';
import type { WebhookFailure, WebhookService } from './service.js';
import { CreateWebhookBody, TestResponse, UpdateWebhookBody, Webhook, WebhookList, WebhookParams, WebhookWithSecret } from './schema.js';
import { Type } from 'typebox';

const GATED_ERRORS = [...COMMON_API_ERRORS, 'FEATURE_NOT_AVAILABLE'] as const;

/** The webhook endpoints of decisions.md section 2, all behind the `webhookAlerts` plan feature. */
export function registerWebhookRoutes(app: FastifyInstance, webhooks: WebhookService): void {
  // Any /v1/webhooks* request, known path or not, is refused on a plan without the feature.
  // A callback hook: it runs on every request, and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const principal = request.principal;
    if (principal !== null && !principal.limits.webhookAlerts && isWebhookPath(request.url)) {
      done(new AppError('FEATURE_NOT_AVAILABLE', `Webhook alerts are not available on the ${principal.plan} plan; upgrade to Professional or Enterprise.`));
      return;
    }
    done();
  });

  app.get('/v1/webhooks', {
    config: { body: 'none' },
    schema: { tags: ['webhooks'], summary: 'List webhooks', response: { 200: WebhookList, ...errorResponses('VALIDATION_ERROR', ...GATED_ERRORS) } },
  }, async (request) => ({ webhooks: await webhooks.list(principalOf(request)) }));

  app.post<{ Body: Static<typeof CreateWebhookBody> }>('/v1/webhooks', {
    config: { body: 'json' },
    schema: {
      tags: ['webhooks'], summary: 'Register a webhook', body: CreateWebhookBody,
      response: { 201: Type.Object({ webhook: WebhookWithSecret }), ...errorResponses('VALIDATION_ERROR', 'LIMIT_EXCEEDED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', ...GATED_ERRORS) },
    },
  }, async (request, reply) => {
    const result = await webhooks.create(principalOf(request), request.body);
    if (!result.ok) throw failure(result);
    return reply.code(201).send({ webhook: result.webhook });
  });

  app.patch<{ Body: Static<typeof UpdateWebhookBody>; Params: Static<typeof WebhookParams> }>('/v1/webhooks/:id', {
    config: { body: 'json' },
    schema: {
      tags: ['webhooks'], summary: 'Update a webhook', params: WebhookParams, body: UpdateWebhookBody,
      response: { 200: Type.Object({ webhook: Webhook }), ...errorResponses('VALIDATION_ERROR', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', ...GATED_ERRORS) },
    },
  }, async (request) => {
    const result = await webhooks.update(principalOf(request), request.params.id, request.body);
    if (!result.ok) throw failure(result);
    return { webhook: result.webhook };
  });

  app.delete<{ Params: Static<typeof WebhookParams> }>('/v1/webhooks/:id', {
    config: { body: 'none' },
    schema: {
      tags: ['webhooks'], summary: 'Delete a webhook', params: WebhookParams,
      response: { 200: Type.Object({ deleted: Type.Literal(true) }), ...errorResponses('VALIDATION_ERROR', 'NOT_FOUND', ...GATED_ERRORS) },
    },
  }, async (request) => {
    const result = await webhooks.remove(principalOf(request), request.params.id);
    if (!result.ok) throw failure(result);
    return { deleted: true as const };
  });

  app.post<{ Params: Static<typeof WebhookParams> }>('/v1/webhooks/:id/test', {
    config: { body: 'none' },
    schema: {
      tags: ['webhooks'], summary: 'Send a test event', params: WebhookParams,
      description: 'Sends the test payload, signed, and reports the HTTP status; success:false when the target is unreachable, blocked or silent for 10 s.',
      response: { 200: TestResponse, ...errorResponses('VALIDATION_ERROR', 'NOT_FOUND', ...GATED_ERRORS) },
    },
  }, async (request) => {
    const result = await webhooks.test(principalOf(request), request.params.id);
    if (!result.ok) throw failure(result);
    return result.result;
  });
}

function isWebhookPath(url: string): boolean {
  return url === '/v1/webhooks' || url.startsWith('/v1/webhooks/') || url.startsWith('/v1/webhooks?');
}

function failure(result: WebhookFailure): AppError {
  switch (result.reason) {
    case 'not_found':
      return notFound('Webhook');
    case 'invalid_url':
      return validationError([{ path: '/url', message: result.message }]);
    case 'limit_reached':
      return new AppError('LIMIT_EXCEEDED', `The plan allows at most ${result.max} webhook${result.max === 1 ? '' : 's'}.`);
  }
}
