import { decryptSecret } from '../lib/crypto.js';

/** The encrypted secrets of an endpoint, as stored. */
export interface StoredSecrets {
  secret_ciphertext: string;
  previous_secret_ciphertext: string | null;
  previous_secret_expires_at: string | null;
}

/** The secrets that sign a request now: the current one, and the replaced one during its grace day. */
export function signingSecrets(key: Buffer, webhookId: string, stored: StoredSecrets, now: Date): string[] {
  const secrets = [decryptSecret(key, stored.secret_ciphertext, webhookId)];
  const { previous_secret_ciphertext: previous, previous_secret_expires_at: expires } = stored;
  if (previous !== null && expires !== null && expires > now.toISOString()) {
    secrets.push(decryptSecret(key, previous, `${webhookId}:previous`));
  }
  return secrets;
}
