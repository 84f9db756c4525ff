import type { TestServer } from '../support/server.js';

/** A response of the dashboard API. */
export interface DashboardResponse {
  status: number;
  headers: Headers;
  // Tests read whatever the route answered.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A browser-like client of the dashboard API: keeps the session cookie and sends the CSRF token. */
export class DashboardClient {
  cookie: string | null = null;
  csrf: string | null = null;

  constructor(readonly server: TestServer) {}

  async request(method: string, path: string, body?: unknown, options: { csrf?: string | null; headers?: Record<string, string> } = {}): Promise<DashboardResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie !== null) headers.cookie = this.cookie;
    const csrf = options.csrf === undefined ? this.csrf : options.csrf;
    if (csrf !== null && method !== 'GET') headers['x-csrf-token'] = csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(this.server.baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie !== null) {
      const pair = setCookie.split(';', 1)[0] ?? '';
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  /** Signs in and loads the CSRF token. */
  async login(email: string, password: string): Promise<DashboardResponse> {
    const response = await this.request('POST', '/dashboard/api/login', { email, password });
    if (response.status === 200) await this.loadSession();
    return response;
  }

  async loadSession(): Promise<DashboardResponse> {
    const session = await this.request('GET', '/dashboard/api/session');
    this.csrf = session.status === 200 ? (session.body.csrf_token as string) : null;
    return session;
  }
}
