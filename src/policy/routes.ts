import type { FastifyInstance } from 'fastify';
import { principalOf } from '../http/auth.js';
import { validationError } from '../http/errors.js';
import { COMMON_API_ERRORS, errorResponses } from '../http/schemas.js';
import { Policy, PolicyResponse } from './schema.js';
import type { PolicyService } from './service.js';

/** `GET /v1/policy` and `PUT /v1/policy`. */
export function registerPolicyRoutes(app: FastifyInstance, policies: PolicyService): void {
  app.get('/v1/policy', {
    config: { body: 'none' },
    schema: { tags: ['policy'], summary: "The organization's scan policy", response: { 200: PolicyResponse, ...errorResponses('VALIDATION_ERROR', ...COMMON_API_ERRORS) } },
  }, async (request) => policies.get(principalOf(request).orgId));

  app.put('/v1/policy', {
    config: { body: 'json' },
    // The body schema documents the shape; validatePolicy checks it (with the
    // regular-expression safety rules a schema cannot express), listing every problem.
    validatorCompiler: () => () => true,
    schema: {
      tags: ['policy'], summary: 'Replace the scan policy (fields left out take their defaults)', body: Policy,
      response: { 200: PolicyResponse, ...errorResponses('VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', ...COMMON_API_ERRORS) },
    },
  }, async (request) => {
    const result = await policies.put(principalOf(request).orgId, request.body);
    if (!result.ok) throw validationError(result.details);
    return result.view;
  });
}
