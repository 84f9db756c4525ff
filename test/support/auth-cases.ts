import { expect } from 'vitest';
import { call, type TestServer } from './server.js';

/** The 401 cases every authenticated route must answer identically. */
export const AUTH_FAILURES: { name: string; authorization: string | null }[] = [
  { name: 'no Authorization header', authorization: null },
  { name: 'empty bearer', authorization: 'Bearer ' },
  { name: 'wrong scheme', authorization: 'Basic c3ZjX3NrXzE6Mg==' },
  { name: 'malformed key (short)', authorization: 'Bearer svc_sk_1234' },
  { name: 'malformed key (non-hex)', authorization: `Bearer svc_sk_${'z'.repeat(48)}` },
  { name: 'malformed key (49 hex)', authorization: `Bearer svc_sk_${'a'.repeat(49)}` },
  { name: 'wrong prefix', authorization: `Bearer sk_live_${'a'.repeat(48)}` },
  { name: 'unknown key', authorization: `Bearer svc_sk_${'0'.repeat(48)}` },
];

/** Asserts a whole 401 body and that its request id matches the header. */
export function expectAuthenticationError(response: { status: number; headers: Headers; body: any }): void {
  expect(response.status).toBe(401);
  const requestId = response.headers.get('x-request-id');
  expect(requestId).toMatch(/^req_[0-9a-f]{24}$/);
  expect(response.body).toEqual({
    error: { code: 'AUTHENTICATION_ERROR', message: 'The API key is invalid or missing.', request_id: requestId },
  });
}

/** Sends a request with a raw Authorization header (or none). */
export async function callWithAuthorization(
  server: TestServer,
  method: string,
  path: string,
  authorization: string | null,
  body?: unknown,
): Promise<{ status: number; headers: Headers; body: any }> {
  const headers: Record<string, string> = {};
  if (authorization !== null) headers.authorization = authorization;
  return call(server, method, path, { headers, ...(body === undefined ? {} : { body }) });
}
