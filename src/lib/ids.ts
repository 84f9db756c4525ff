import { randomBytes, randomUUID } from 'node:crypto';
import { perMillisecond } from './time.js';

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
// much cheaper than one per id, and the bytes are just as random. The pool is
// kept as hex text, so taking an id's random part is a slice, not an encoding.
const POOL_SIZE = 4_096;
const ID_BYTES = 12;
let pool = randomBytes(POOL_SIZE).toString('hex');
let offset = 0;

function randomHex(bytes: number): string {
  const chars = bytes * 2;
  if (offset + chars > pool.length) {
    pool = randomBytes(POOL_SIZE).toString('hex');
    offset = 0;
  }
  const hex = pool.slice(offset, offset + chars);
  offset += chars;
  return hex;
}

// The time part is the same for every id of one millisecond.
const timeHexNow = perMillisecond((ms) => ms.toString(16).padStart(12, '0'));

/**
 * A new id with a type prefix, e.g. `scan_019a4f...`: 48 bits of milliseconds
 * since 1970 then 48 random bits. Ids made later sort later, so rows are
 * appended at the end of primary-key indexes instead of at random places; that
 * keeps inserts from dirtying a different page per row, which made random ids
 * several times slower to write under load. 48 random bits per millisecond make
 * a collision practically impossible.
 */
export function newId(kind: keyof typeof ID_PREFIX): string {
  return ID_PREFIX[kind] + timeHexNow() + randomHex(ID_BYTES - 6);
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
