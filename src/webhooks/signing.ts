import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The three Standard Webhooks v1 headers sent with every delivery attempt. */
export type SignatureHeaders = Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>;

const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: `whsec_` + base64 of 32 bytes from the CSPRNG. */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * Standard Webhooks v1 headers for one attempt. Several secrets (during rotation) give one
 * space-separated `v1,<sig>` per secret, so receivers holding either secret can verify.
 * Signing goes through the standardwebhooks package itself, so we cannot drift from what its
 * verifier (and every other Standard Webhooks library) accepts. Throws on a missing or malformed
 * secret: that is a bug or corrupt storage, not a delivery outcome. Messages never echo secrets.
 */
export function signatureHeaders(
  secrets: readonly string[],
  msgId: string,
  timestamp: Date,
  body: string,
): SignatureHeaders {
  if (secrets.length === 0) throw new Error('signatureHeaders needs at least one secret');
  const signatures = secrets.map((secret, index) => {
    if (!secret.startsWith(SECRET_PREFIX) || secret.length === SECRET_PREFIX.length) {
      throw new Error(`webhook secret #${index} must be "${SECRET_PREFIX}" followed by base64`);
    }
    return new Webhook(secret).sign(msgId, timestamp, body);
  });
  return {
    'webhook-id': msgId,
    // The package signs with floor(ms / 1000); the header must carry the same number.
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
