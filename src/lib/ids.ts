import { randomBytes, randomUUID } from 'node:crypto';

/** Type prefixes of the ids the service hands out. */
export const ID_PREFIX = {
  org: 'org_',
  user: 'usr_',
  key: 'key_',
  scan: 'scan_',
  request: 'req_',
  event: 'evt_',
  delivery: 'dlv_',
  attempt: 'att_',
  worker: 'wrk_',
} as const;

// Ids are made on every request; one call to the CSPRNG per 4 KiB of ids is
// much cheaper than one per id, and the bytes are just as random.
const POOL_SIZE = 4_096;
const ID_BYTES = 12;
let pool = randomBytes(POOL_SIZE);
let offset = 0;

function randomHex(bytes: number): string {
  if (offset + bytes > POOL_SIZE) {
    pool = randomBytes(POOL_SIZE);
    offset = 0;
  }
  const hex = pool.toString('hex', offset, offset + bytes);
  offset += bytes;
  return hex;
}

/** A new random id with a type prefix, e.g. `scan_3f9c...` (96 random bits). */
export function newId(kind: keyof typeof ID_PREFIX): string {
  return ID_PREFIX[kind] + randomHex(ID_BYTES);
}

/** A new webhook id: the specification asks for UUIDs there. */
export function newWebhookId(): string {
  return randomUUID();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True when the text is a lowercase canonical UUID. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
