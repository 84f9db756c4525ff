import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { rootCertificates } from 'node:tls';
import { Agent, request } from 'undici';
import { isForbiddenAddress } from './address-guard.js';
import type { CidrList } from './address-guard.js';

/** Why an attempt got no HTTP answer. */
export const SEND_ERRORS = [
  'blocked_address',
  'dns_failure',
  'connection_refused',
  'timeout',
  'tls_error',
  'invalid_url',
  'network_error',
] as const;

/** One of `SEND_ERRORS`. */
export type SendError = (typeof SEND_ERRORS)[number];

/** Result of one POST: any HTTP answer (whatever its status) is `ok: true`. */
export type SendOutcome =
  | { ok: true; status: number; durationMs: number; responseExcerpt: string; retryAfter: string | null }
  | { ok: false; error: SendError; durationMs: number; message: string };

/** Options of `createWebhookSender`. */
export type WebhookSenderOptions = {
  allowedCidrs: CidrList;
  allowHttp: boolean;
  /** Bound on the whole attempt: connect, headers and body. Default 10,000. */
  timeoutMs?: number;
  /** Extra CA to trust besides the system store (tests). */
  ca?: string | Buffer;
  /** Response bytes read before the rest is dropped. Default 65,536. */
  maxResponseBytes?: number;
  userAgent?: string;
};

/** A reusable outbound webhook client with its own keep-alive connection pool. */
export type WebhookSender = {
  post(url: string, body: string, headers: Record<string, string>): Promise<SendOutcome>;
  close(): Promise<void>;
  /** Closes at once, aborting requests in flight (their posts resolve as failures). */
  destroy(): Promise<void>;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024;
const EXCERPT_BYTES = 1024;
const DEFAULT_USER_AGENT = 'promptscan-webhooks/1';
const BLOCKED_CODE = 'ERR_PROMPTSCAN_BLOCKED_ADDRESS';

// Constant, user-safe messages: error.message from the network stack can carry the URL (and
// with it a token in the query string), so it is never passed on.
const MESSAGES: Record<SendError, string> = {
  blocked_address: 'target address is not allowed (private, reserved or metadata range)',
  dns_failure: 'target host could not be resolved',
  connection_refused: 'target refused the connection',
  timeout: 'target did not answer in time',
  tls_error: 'TLS handshake with the target failed',
  invalid_url: 'target URL is not a valid webhook URL',
  network_error: 'network error while contacting the target',
};

/**
 * net.connect calls this for hostnames (not for IP literals). Checking here, on the very
 * addresses the socket will use, is what makes the guard safe against DNS rebinding: a second
 * resolution at send time could differ from the one we checked.
 */
function guardedLookup(allowed: CidrList): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      // Refuse if ANY address is forbidden, like registration does: a name mixing public and
      // private addresses is an attack or a misconfiguration either way.
      const first = addresses[0];
      if (first === undefined || addresses.some((entry) => isForbiddenAddress(entry.address, allowed))) {
        const blocked: NodeJS.ErrnoException = new Error(MESSAGES.blocked_address);
        blocked.code = BLOCKED_CODE;
        return callback(blocked, '', 0);
      }
      if (options.all === true) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

function collectCodes(error: unknown, codes: string[] = [], depth = 0): string[] {
  if (depth > 5 || typeof error !== 'object' || error === null) return codes;
  const { code, name, cause, errors } = error as { code?: unknown; name?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') codes.push(code);
  if (name === 'AbortError' || name === 'TimeoutError') codes.push(name);
  collectCodes(cause, codes, depth + 1);
  // Happy-eyeballs connects (autoSelectFamily) fail with an AggregateError of per-address errors.
  if (Array.isArray(errors)) for (const inner of errors) collectCodes(inner, codes, depth + 1);
  return codes;
}

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'EAI_NODATA', 'ENODATA', 'ESERVFAIL']);
const TIMEOUT_CODES = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_ABORTED',
  'AbortError',
  'TimeoutError',
]);

function isTlsCode(code: string): boolean {
  // Node's own TLS codes, OpenSSL's, and certificate verification results such as
  // UNABLE_TO_VERIFY_LEAF_SIGNATURE, DEPTH_ZERO_SELF_SIGNED_CERT or CERT_HAS_EXPIRED.
  return /^ERR_(TLS|SSL)_|CERT|_SIGNATURE|ISSUER/u.test(code);
}

/** Maps a network-stack error to a `SendError`; exported for the delivery worker's tests. */
export function classifySendError(error: unknown): SendError {
  const codes = collectCodes(error);
  if (codes.includes(BLOCKED_CODE)) return 'blocked_address';
  if (codes.some(isTlsCode)) return 'tls_error';
  if (codes.includes('ECONNREFUSED')) return 'connection_refused';
  if (codes.some((code) => DNS_CODES.has(code))) return 'dns_failure';
  if (codes.some((code) => TIMEOUT_CODES.has(code))) return 'timeout';
  if (codes.includes('ERR_INVALID_URL') || codes.includes('UND_ERR_INVALID_ARG')) return 'invalid_url';
  return 'network_error';
}

async function readLimited(body: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    const room = limit - total;
    chunks.push(buffer.length > room ? buffer.subarray(0, room) : buffer);
    total += Math.min(buffer.length, room);
    // Leaving the loop destroys the stream, so the rest is never buffered (the socket is dropped).
    if (total >= limit) break;
  }
  return Buffer.concat(chunks, total);
}

function excerpt(bytes: Buffer): string {
  // stream: true holds back a multi-byte character cut at the boundary instead of emitting U+FFFD.
  return new TextDecoder('utf-8').decode(bytes.subarray(0, EXCERPT_BYTES), { stream: true });
}

function headerValue(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

type Target = { ok: true; url: URL } | { ok: false; error: SendError };

function checkTarget(raw: string, allowHttp: boolean, allowed: CidrList): Target {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, error: 'invalid_url' };
  }
  const schemeOk = url.protocol === 'https:' || (url.protocol === 'http:' && allowHttp);
  if (!schemeOk || url.username !== '' || url.password !== '' || url.hostname === '') {
    return { ok: false, error: 'invalid_url' };
  }
  // net.connect skips the lookup function for IP literals, so they are checked here instead.
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host) !== 0 && isForbiddenAddress(host, allowed)) return { ok: false, error: 'blocked_address' };
  return { ok: true, url };
}

/**
 * Creates the outbound client for webhook deliveries and tests. It never follows redirects,
 * never throws for network outcomes, and bounds every attempt by `timeoutMs` in total.
 */
export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const allowed = options.allowedCidrs;
  const agent = new Agent({
    connect: {
      lookup: guardedLookup(allowed),
      timeout: timeoutMs,
      // A TLS `ca` replaces the default store, so the extra CA is appended to the system roots.
      ...(options.ca === undefined ? {} : { ca: [...rootCertificates, options.ca.toString()] }),
    },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });

  const attempt = async (url: URL, body: string, headers: Record<string, string>, signal: AbortSignal) => {
    const lowerCased = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const response = await request(url, {
      method: 'POST',
      body,
      headers: { 'user-agent': userAgent, ...lowerCased, 'content-type': 'application/json' },
      dispatcher: agent,
      signal,
    });
    const bytes = await readLimited(response.body, maxResponseBytes);
    return {
      status: response.statusCode,
      responseExcerpt: excerpt(bytes),
      retryAfter: headerValue(response.headers['retry-after']),
    };
  };

  const post = async (url: string, body: string, headers: Record<string, string>): Promise<SendOutcome> => {
    const started = performance.now();
    const durationMs = (): number => Math.round(performance.now() - started);
    const failure = (error: SendError): SendOutcome => ({ ok: false, error, durationMs: durationMs(), message: MESSAGES[error] });

    const target = checkTarget(url, options.allowHttp, allowed);
    if (!target.ok) return failure(target.error);

    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    // Our own timer decides the outcome, so the answer comes at timeoutMs even if some stage of
    // the stack (a slow getaddrinfo, an abort that is not yet observed) would take longer.
    const timedOut = new Promise<SendOutcome>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(failure('timeout'));
      }, timeoutMs);
    });
    const answered = attempt(target.url, body, headers, controller.signal).then(
      (result): SendOutcome => ({ ok: true, durationMs: durationMs(), ...result }),
      (error: unknown) => failure(classifySendError(error)),
    );
    try {
      return await Promise.race([answered, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };

  return { post, close: () => agent.close(), destroy: () => agent.destroy() };
}
