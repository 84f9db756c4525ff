import { randomBytes } from 'node:crypto';

/** The fixed prefix of every API key. */
export const API_KEY_PREFIX = 'svc_sk_';

const API_KEY_FORMAT = /^svc_sk_[0-9a-f]{48}$/;

/** A new raw API key: the prefix and 48 lowercase hex characters from the CSPRNG. */
export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(24).toString('hex');
}

/**
 * True when the text has the key format. The specification says "hexadecimal";
 * we issue lowercase only, so uppercase is refused rather than hashed to a miss.
 */
export function isApiKeyFormat(text: string): boolean {
  return API_KEY_FORMAT.test(text);
}

/** The display hint of a key: prefix, first 4 and last 4 characters. */
export function keyHint(rawKey: string): string {
  const body = rawKey.slice(API_KEY_PREFIX.length);
  return `${API_KEY_PREFIX}${body.slice(0, 4)}...${body.slice(-4)}`;
}

/** Extracts the key from an `Authorization: Bearer ...` header, or null when absent or malformed. */
export function bearerKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  const key = match?.[1];
  return key !== undefined && isApiKeyFormat(key) ? key : null;
}
