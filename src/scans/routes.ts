import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { principalOf } from '../http/auth.js';
import { AppError } from '../http/errors.js';
import { COMMON_API_ERRORS, errorResponses } from '../http/schemas.js';
import { MAX_PROMPT_LENGTH, ScanRequest, ScanResponse } from './schema.js';
import type { ScanService } from './service.js';

/** `POST /v1/scan`. */
export function registerScanRoutes(app: FastifyInstance, scans: ScanService): void {
  app.post<{ Body: Static<typeof ScanRequest> }>(
    '/v1/scan',
    {
      config: { body: 'json' },
      schema: {
        tags: ['scan'],
        summary: 'Scan a prompt',
        body: ScanRequest,
        response: {
          200: ScanResponse,
          ...errorResponses('VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', ...COMMON_API_ERRORS),
        },
      },
    },
    // Not async: it returns the service's promise as is, which spares the
    // microtask turns of resolving one promise with another on every scan.
    (request) => {
      const principal = principalOf(request);
      const { prompt } = request.body;
      if (prompt.length > MAX_PROMPT_LENGTH) {
        throw new AppError('PAYLOAD_TOO_LARGE', `prompt is longer than ${MAX_PROMPT_LENGTH} characters.`);
      }
      return scans.scan(principal, prompt);
    },
  );
}
