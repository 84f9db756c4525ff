import { Type } from 'typebox';
import { ERROR_STATUS, type ErrorCode } from './errors.js';

/** The body of every error response. */
export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ enum: Object.keys(ERROR_STATUS) }),
      message: Type.String(),
      request_id: Type.String(),
      details: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
    }),
  },
  { $id: 'ErrorBody', description: 'An error: one of the documented codes, a message and the request id' },
);

/** Response schemas for the given error codes, keyed by their status, for a route's `schema.response`. */
export function errorResponses(...codes: ErrorCode[]): Record<number, typeof ErrorBody> {
  const responses: Record<number, typeof ErrorBody> = {};
  for (const code of codes) responses[ERROR_STATUS[code]] = ErrorBody;
  return responses;
}

/** Errors every authenticated route can answer with. */
export const COMMON_API_ERRORS: ErrorCode[] = ['AUTHENTICATION_ERROR', 'RATE_LIMITED', 'INTERNAL_ERROR', 'SERVICE_UNAVAILABLE'];

/** A nullable string. */
export const NullableString = Type.Union([Type.String(), Type.Null()]);
