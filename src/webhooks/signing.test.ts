import { createHmac } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, signatureHeaders } from './signing.js';

const body = JSON.stringify({ event: 'test', tier: 'green', action: 'allow', risk_score: 0, signals: [] });
const msgId = '5f0c7c53-3b6b-4a43-9b43-0a8f1b7c2d11';

describe('generateWebhookSecret', () => {
  it('is whsec_ + base64 of 32 random bytes', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/u);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
  });

  it('is different every time', () => {
    const secrets = new Set(Array.from({ length: 50 }, generateWebhookSecret));
    expect(secrets.size).toBe(50);
  });
});

describe('signatureHeaders', () => {
  it('is accepted by the standardwebhooks verifier', () => {
    const secret = generateWebhookSecret();
    const headers = signatureHeaders([secret], msgId, new Date(), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('matches the specification by hand: unix seconds and v1,base64(HMAC-SHA256("{id}.{ts}.{body}"))', () => {
    const secret = generateWebhookSecret();
    const at = new Date('2026-11-22T10:00:00.999Z');
    const headers = signatureHeaders([secret], msgId, at, body);
    const seconds = Math.floor(at.getTime() / 1000);
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`${msgId}.${seconds}.${body}`).digest('base64');
    expect(headers).toEqual({
      'webhook-id': msgId,
      'webhook-timestamp': String(seconds),
      'webhook-signature': `v1,${expected}`,
    });
  });

  it('signs with every secret during rotation, and each secret verifies on its own', () => {
    const [oldSecret, newSecret] = [generateWebhookSecret(), generateWebhookSecret()];
    const headers = signatureHeaders([oldSecret, newSecret], msgId, new Date(), body);
    expect(headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/u);
    expect(new Webhook(oldSecret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(newSecret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('does not verify with another secret, a changed body, or a changed id', () => {
    const secret = generateWebhookSecret();
    const headers = signatureHeaders([secret], msgId, new Date(), body);
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'other' })).toThrow(
      WebhookVerificationError,
    );
  });

  it('signs non-ASCII bodies as UTF-8', () => {
    const secret = generateWebhookSecret();
    const unicode = JSON.stringify({ message: 'Überschreibe 指示 🚨' });
    const headers = signatureHeaders([secret], msgId, new Date(), unicode);
    expect(new Webhook(secret).verify(unicode, headers)).toEqual(JSON.parse(unicode));
  });

  it('refuses a missing or malformed secret without echoing it', () => {
    expect(() => signatureHeaders([], msgId, new Date(), body)).toThrow('at least one secret');
    expect(() => signatureHeaders(['not-a-secret-value'], msgId, new Date(), body)).toThrow(/^(?!.*not-a-secret-value)/u);
    expect(() => signatureHeaders(['whsec_'], msgId, new Date(), body)).toThrow();
  });
});
