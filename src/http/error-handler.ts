import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, validationError, type ErrorDetail } from './errors.js';

/** One Ajv error as Fastify reports it. */
interface SchemaError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** What the error handler asks of the rest of the app. */
export interface ErrorHandlerDeps {
  /** Resolves false when the database cannot be reached, to tell a 503 from a 500. */
  databaseReachable(): Promise<boolean>;
}

/**
 * The one place that turns errors into `{error:{code,message,request_id,details?}}`.
 * Known errors keep their code; anything else is a generic 500 (or 503 when the
 * database is gone) whose real message and stack go only to the log.
 */
export function registerErrorHandler(app: FastifyInstance, deps: ErrorHandlerDeps): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const appError = toAppError(error) ?? (await unexpected(error, request, deps));
    return sendError(request, reply, appError);
  });
}

/** Writes an AppError as the documented error body. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  reply.header('x-request-id', request.id);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  const body = {
    error: {
      code: error.code,
      message: error.message,
      request_id: request.id,
      ...(error.details === undefined ? {} : { details: error.details }),
    },
  };
  return reply.code(error.statusCode).send(body);
}

function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (Array.isArray(error.validation)) {
    return validationError((error.validation as SchemaError[]).map(schemaDetail));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return validationError([{ path: '', message: 'the request body is not valid JSON' }]);
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return new AppError('NOT_FOUND', 'Not found.');
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json.');
  if (status === 503) return new AppError('SERVICE_UNAVAILABLE', 'The service is unavailable; try again shortly.');
  if (status >= 400 && status < 500) return validationError([{ path: '', message: 'the request is malformed' }]);
  return null;
}

async function unexpected(error: unknown, request: FastifyRequest, deps: ErrorHandlerDeps): Promise<AppError> {
  if (!(await deps.databaseReachable())) {
    request.log.error({ err: error }, 'database unreachable');
    return new AppError('SERVICE_UNAVAILABLE', 'The database is unreachable; try again shortly.');
  }
  request.log.error({ err: error }, 'unexpected error');
  return new AppError('INTERNAL_ERROR', 'An internal error occurred. Quote the request id if you contact support.');
}

function schemaDetail(error: SchemaError): ErrorDetail {
  const path = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return { path: `${path}/${String(error.params.missingProperty)}`, message: 'is required' };
    case 'additionalProperties':
      return { path: `${path}/${String(error.params.additionalProperty)}`, message: 'is not a known field' };
    case 'enum':
      return { path, message: `must be one of: ${(error.params.allowedValues as unknown[]).map(String).join(', ')}` };
    case 'uniqueItems':
      return { path, message: 'must not contain duplicates' };
    case 'const':
      return { path, message: `must be ${JSON.stringify(error.params.allowedValue)}` };
    case 'type':
      if (path === '') return { path, message: 'the request body must be a JSON object' };
      return { path, message: error.message ?? 'has the wrong type' };
    default:
      return { path, message: error.message ?? 'is invalid' };
  }
}
