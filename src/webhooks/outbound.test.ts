import { afterEach, describe, expect, it } from 'vitest';
import { refusedPort, startHttpsReceiver } from '../../test/support/https-receiver.js';
import type { HttpsReceiver, HttpsReceiverOptions } from '../../test/support/https-receiver.js';
import { getTestTls } from '../../test/support/tls.js';
import { parseCidrList } from './address-guard.js';
import type { CidrList } from './address-guard.js';
import { classifySendError, createWebhookSender } from './outbound.js';
import type { WebhookSender, WebhookSenderOptions } from './outbound.js';

function cidrs(text: string): CidrList {
  const parsed = parseCidrList(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.cidrs;
}

const LOCAL = cidrs('127.0.0.0/8,::1/128');
const payload = JSON.stringify({ event: 'test', tier: 'green' });

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function receiver(options?: HttpsReceiverOptions): Promise<HttpsReceiver> {
  const started = await startHttpsReceiver(options);
  cleanups.push(() => started.close());
  return started;
}

async function sender(overrides: Partial<WebhookSenderOptions> = {}): Promise<WebhookSender> {
  const { caPem } = await getTestTls();
  const created = createWebhookSender({ allowedCidrs: LOCAL, allowHttp: false, timeoutMs: 5_000, ca: caPem, ...overrides });
  cleanups.push(() => created.close());
  return created;
}

describe('createWebhookSender against real HTTPS receivers', () => {
  it('POSTs JSON with the given headers and returns status and body excerpt', async () => {
    const target = await receiver({ respond: () => ({ status: 200, body: '{"received":true}' }) });
    const outcome = await (await sender()).post(target.url, payload, { 'webhook-id': 'abc', 'X-Custom': 'yes' });
    expect(outcome).toMatchObject({ ok: true, status: 200, responseExcerpt: '{"received":true}', retryAfter: null });
    const [seen] = await target.waitForRequests(1);
    expect(seen).toMatchObject({ method: 'POST', path: '/hook', body: payload });
    expect(seen?.headers).toMatchObject({
      'content-type': 'application/json',
      'webhook-id': 'abc',
      'x-custom': 'yes',
      'user-agent': 'promptscan-webhooks/1',
    });
  });

  it('reuses one keep-alive connection across posts', async () => {
    const target = await receiver();
    const client = await sender();
    await client.post(target.url, payload, {});
    await client.post(target.url, payload, {});
    const [first, second] = await target.waitForRequests(2);
    expect(first?.headers.connection).toBe('keep-alive');
    expect(second?.headers.connection).toBe('keep-alive');
  });

  it('treats a 500 as an HTTP answer and passes Retry-After through', async () => {
    const target = await receiver({ respond: () => ({ status: 503, headers: { 'retry-after': '120' }, body: 'busy' }) });
    const outcome = await (await sender()).post(target.url, payload, {});
    expect(outcome).toMatchObject({ ok: true, status: 503, responseExcerpt: 'busy', retryAfter: '120' });
    const plain500 = await receiver({ respond: () => ({ status: 500 }) });
    expect(await (await sender()).post(plain500.url, payload, {})).toMatchObject({ ok: true, status: 500 });
  });

  it('does not follow a redirect', async () => {
    const elsewhere = await receiver();
    const target = await receiver({ respond: () => ({ status: 302, headers: { location: elsewhere.url } }) });
    const outcome = await (await sender()).post(target.url, payload, {});
    expect(outcome).toMatchObject({ ok: true, status: 302 });
    expect(target.requests).toHaveLength(1);
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('gives up on a target that accepts and hangs at timeoutMs', async () => {
    const target = await receiver({ respond: () => 'hang' });
    const started = Date.now();
    const outcome = await (await sender({ timeoutMs: 1_000 })).post(target.url, payload, {});
    const elapsed = Date.now() - started;
    expect(outcome).toMatchObject({ ok: false, error: 'timeout', message: 'target did not answer in time' });
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(3_000);
    expect(target.requests).toHaveLength(1);
  });

  it('times out a target that sends headers and then stalls the body', async () => {
    const target = await receiver({ respond: () => ({ status: 200, body: 'partial', stall: true }) });
    const outcome = await (await sender({ timeoutMs: 1_000 })).post(target.url, payload, {});
    expect(outcome).toMatchObject({ ok: false, error: 'timeout' });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(900);
    expect(outcome.durationMs).toBeLessThan(3_000);
  });

  it('reports a refused port as connection_refused', async () => {
    const port = await refusedPort();
    const outcome = await (await sender()).post(`https://127.0.0.1:${port}/hook`, payload, {});
    expect(outcome).toMatchObject({ ok: false, error: 'connection_refused' });
  });

  it('blocks 127.0.0.1 without allowed CIDRs before connecting', async () => {
    const target = await receiver();
    const outcome = await (await sender({ allowedCidrs: [] })).post(target.url, payload, {});
    expect(outcome).toMatchObject({ ok: false, error: 'blocked_address' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(target.requests).toHaveLength(0);
  });

  it('blocks localhost (resolved at connect time) unless loopback is allowed', async () => {
    const target = await receiver();
    const url = `https://localhost:${target.port}/hook`;
    expect(await (await sender({ allowedCidrs: [] })).post(url, payload, {})).toMatchObject({
      ok: false,
      error: 'blocked_address',
    });
    expect(target.requests).toHaveLength(0);
    expect(await (await sender()).post(url, payload, {})).toMatchObject({ ok: true, status: 200 });
    expect(target.requests).toHaveLength(1);
  });

  it('fails TLS against a certificate from an untrusted CA', async () => {
    const target = await receiver();
    const outcome = await (await sender({ ca: undefined })).post(target.url, payload, {});
    expect(outcome).toMatchObject({ ok: false, error: 'tls_error' });
    expect(target.requests).toHaveLength(0);
  });

  it('reads at most maxResponseBytes and excerpts about 1 KiB without splitting a character', async () => {
    const huge = `${'é'.repeat(600)}${'x'.repeat(5_000_000)}`;
    const target = await receiver({ respond: () => ({ status: 200, body: huge }) });
    const outcome = await (await sender({ maxResponseBytes: 4096 })).post(target.url, payload, {});
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // 1024 bytes = 512 two-byte characters exactly; the next boundary test uses an odd offset.
    expect(outcome.responseExcerpt).toBe('é'.repeat(512));
    const odd = await receiver({ respond: () => ({ status: 200, body: `a${'é'.repeat(600)}` }) });
    const cut = await (await sender()).post(odd.url, payload, {});
    expect(cut.ok && cut.responseExcerpt).toBe(`a${'é'.repeat(511)}`);
  });

  it('rejects invalid or non-https URLs without connecting', async () => {
    const client = await sender();
    expect(await client.post('not a url', payload, {})).toMatchObject({ ok: false, error: 'invalid_url' });
    expect(await client.post('http://127.0.0.1:1/hook', payload, {})).toMatchObject({ ok: false, error: 'invalid_url' });
    expect(await client.post('https://u:p@127.0.0.1/hook', payload, {})).toMatchObject({ ok: false, error: 'invalid_url' });
  });

  it('blocks IP literal forms of private addresses', async () => {
    const client = await sender({ allowedCidrs: [] });
    for (const url of ['https://[::1]/', 'https://0x7f.1/', 'https://2130706433/', 'https://169.254.169.254/', 'https://[::ffff:a9fe:a9fe]/']) {
      expect(await client.post(url, payload, {})).toMatchObject({ ok: false, error: 'blocked_address' });
    }
  });

  it('reports an unresolvable host as dns_failure with a message free of the URL', async () => {
    const url = 'https://no-such-host.promptscan.invalid/hook?token=s3cret';
    const outcome = await (await sender()).post(url, payload, {});
    expect(outcome).toMatchObject({ ok: false, error: 'dns_failure' });
    expect(outcome.ok === false && outcome.message).not.toContain('s3cret');
  });
});

describe('classifySendError', () => {
  const withCode = (code: string): Error => Object.assign(new Error(code), { code });
  it.each([
    [withCode('ECONNREFUSED'), 'connection_refused'],
    [new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), 'connection_refused'],
    [withCode('ENOTFOUND'), 'dns_failure'],
    [withCode('EAI_AGAIN'), 'dns_failure'],
    [withCode('UND_ERR_CONNECT_TIMEOUT'), 'timeout'],
    [withCode('UND_ERR_HEADERS_TIMEOUT'), 'timeout'],
    [withCode('DEPTH_ZERO_SELF_SIGNED_CERT'), 'tls_error'],
    [withCode('ERR_TLS_CERT_ALTNAME_INVALID'), 'tls_error'],
    [withCode('ERR_SSL_WRONG_VERSION_NUMBER'), 'tls_error'],
    [new Error('wrapped', { cause: withCode('CERT_HAS_EXPIRED') }), 'tls_error'],
    [withCode('ECONNRESET'), 'network_error'],
    ['a string', 'network_error'],
  ] as const)('%s -> %s', (error, expected) => {
    expect(classifySendError(error)).toBe(expected);
  });
});
