/** The closed set of error codes and the HTTP status each one maps to (decisions.md section 2). */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  AUTHENTICATION_ERROR: 401,
  FEATURE_NOT_AVAILABLE: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  LIMIT_EXCEEDED: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

/** One of the error codes. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** One problem found in a request, located by a JSON pointer such as `/events/0`. */
export interface ErrorDetail {
  path: string;
  message: string;
}

/** An error the client is meant to see: its code, message and details go into the body. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

/** The message of every 401: one body for missing, malformed, unknown and revoked keys. */
export const AUTHENTICATION_MESSAGE = 'The API key is invalid or missing.';

/** A 400 listing every problem. */
export function validationError(details: ErrorDetail[]): AppError {
  const first = details[0];
  // A problem of the whole request reads as a sentence; one of a field names the field.
  const summary = first === undefined ? 'The request is invalid.' : first.path === '' ? capitalize(first.message) : `${first.path}: ${first.message}`;
  const more = details.length > 1 ? ` (and ${details.length - 1} more problem${details.length > 2 ? 's' : ''})` : '';
  return new AppError('VALIDATION_ERROR', summary + more, details);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A 404 for a resource the caller cannot see, whether it does not exist or belongs to someone else. */
export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found.`);
}
