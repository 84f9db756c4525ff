/** An error answer of the dashboard API, in the service's error format. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;

/** Remembers the session's CSRF token, sent with every change. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Calls the dashboard API under /dashboard/api; throws ApiError on an error answer. */
export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken !== null) headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`/dashboard/api${path}`, { method, headers, credentials: 'same-origin', body: body === undefined ? null : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server could not be reached. Check your connection and try again.');
  }
  const text = await response.text();
  const parsed: unknown = text === '' ? undefined : JSON.parse(text);
  if (!response.ok) {
    const error = (parsed as { error?: { code?: string; message?: string; details?: { path: string; message: string }[] } } | undefined)?.error;
    throw new ApiError(response.status, error?.code ?? 'UNKNOWN', error?.message ?? `Request failed (${response.status}).`, error?.details ?? []);
  }
  return parsed as T;
}

/** The message to show for any thrown value. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const detail = error.details.length > 1 ? ` ${error.details.map((d) => `${d.path || 'body'}: ${d.message}`).join('; ')}` : '';
    return error.message + detail;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}
