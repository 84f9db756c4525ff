import { createServer as createHttpsServer } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { getTestTls } from './tls.js';

/** One request as the receiver saw it; header names are lower-case, repeated headers joined. */
export type ReceivedRequest = {
  method: string;
  /** Path plus query string, e.g. `/hook`. */
  path: string;
  headers: Record<string, string>;
  /** The raw body decoded as UTF-8 (what a webhook verifier needs). */
  body: string;
  receivedAt: Date;
};

/** What the receiver answers to one request; `stall` sends status, headers and body but never ends it. */
export type ReceiverResponse = { status: number; headers?: Record<string, string>; body?: string; stall?: boolean };

/** Decides the answer to the `index`-th (0-based) request; `'hang'` never answers. */
export type RespondFn = (
  req: ReceivedRequest,
  index: number,
) => ReceiverResponse | 'hang' | Promise<ReceiverResponse | 'hang'>;

/** Options of `startHttpsReceiver`. */
export type HttpsReceiverOptions = {
  /** Default: 200 with body `ok` for every request. */
  respond?: RespondFn;
  /** Listen address; default `127.0.0.1`. */
  host?: '127.0.0.1' | '::1';
};

/** A running local HTTPS webhook target. */
export type HttpsReceiver = {
  /** `https://127.0.0.1:PORT/hook` (or `https://[::1]:PORT/hook`). */
  url: string;
  port: number;
  /** PEM of the CA that signed the receiver's certificate. */
  caPem: string;
  /** Every request received so far, in arrival order (live array). */
  requests: ReceivedRequest[];
  /** Resolves with `requests` once at least `n` arrived; rejects after `timeoutMs` (default 5 s). */
  waitForRequests(n: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  /** Stops listening and destroys every open socket, hanging ones included. */
  close(): Promise<void>;
};

const defaultRespond: RespondFn = () => ({ status: 200, body: 'ok' });

function flattenHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts a real HTTPS server, certified by the test CA from `getTestTls()`, on a random port.
 * Use it as a webhook target: it records every request and answers with `respond`. Always
 * `close()` it (e.g. in `afterEach`): close does not wait for hanging requests.
 */
export async function startHttpsReceiver(options: HttpsReceiverOptions = {}): Promise<HttpsReceiver> {
  const { caPem, certPem, keyPem } = await getTestTls();
  const respond = options.respond ?? defaultRespond;
  const host = options.host ?? '127.0.0.1';
  const requests: ReceivedRequest[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const received: ReceivedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: flattenHeaders(req),
      body: await readBody(req),
      receivedAt: new Date(),
    };
    const index = requests.push(received) - 1;
    for (const wake of waiters) wake();
    const answer = await respond(received, index);
    if (answer === 'hang') return;
    res.writeHead(answer.status, answer.headers);
    if (answer.stall === true) {
      res.write(answer.body ?? '');
      return;
    }
    res.end(answer.body ?? '');
  };

  const server = createHttpsServer({ cert: certPem, key: keyPem }, (req, res) => {
    handle(req, res).catch(() => {
      // A throwing respond() is a test bug; answer 500 so the client under test does not hang.
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Handshake failures (e.g. a client that rejects our certificate) are expected in tests.
  server.on('tlsClientError', () => undefined);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `https://${host.includes(':') ? `[${host}]` : host}:${port}/hook`;

  const waitForRequests = (n: number, timeoutMs = 5_000): Promise<ReceivedRequest[]> =>
    new Promise((resolve, reject) => {
      const check = (): boolean => {
        if (requests.length < n) return false;
        cleanup();
        resolve(requests);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`expected ${n} request(s) within ${timeoutMs} ms, received ${requests.length}`));
      }, timeoutMs);
      const wake = (): void => {
        check();
      };
      const cleanup = (): void => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      if (!check()) waiters.add(wake);
    });

  let closed: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closed ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
    });
    return closed;
  };

  return { url, port, caPem, requests, waitForRequests, close };
}

/** A localhost port with nothing listening (bound, then released), for "connection refused" tests. */
export async function refusedPort(host = '127.0.0.1'): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
