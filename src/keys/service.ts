import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema.js';
import { constantTimeEqual, sha256Hex } from '../lib/crypto.js';
import { newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import { effectiveLimits, type EffectiveLimits } from '../orgs/plans.js';
import { generateApiKey, keyHint } from './api-key.js';
import { findKeyByHash, type KeyWithOrganization, findKeyById, insertKey, listKeys, revokeKey, touchKey } from './repo.js';
import { createVerifiedKeyCache } from './verified-cache.js';

/** Who a request acts for once its key is verified. */
export interface Principal {
  keyId: string;
  orgId: string;
  plan: string;
  limits: EffectiveLimits;
  /** Whether this organization's alerts carry a redacted prompt excerpt. */
  alertPromptExcerpt: boolean;
  /** The organization's policy as stored (JSON), or null for the default; read with the key so a policy change applies on the next request. */
  policyJson: string | null;
}

/** Outcome of verifying a raw key. */
export type VerifyResult = { ok: true; principal: Principal } | { ok: false; reason: 'unknown' | 'revoked' };

/** A key as listed: never its raw value or hash. */
export interface KeyView {
  id: string;
  org_id: string;
  name: string;
  hint: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A newly created key: the only time the raw value exists outside the caller. */
export interface CreatedKey extends KeyView {
  key: string;
}

/** The longest key name accepted. */
export const MAX_KEY_NAME_LENGTH = 100;

// last_used_at is written at most this often per key and process, so a busy key
// does not turn every scan into a write.
const TOUCH_INTERVAL_MS = 60_000;

/** How the key service may avoid a database lookup per request. */
export interface KeyServiceOptions {
  /** Reads the credential change counter (DatabaseHandle.credentialVersion); null looks every key up. */
  credentialVersion?: (() => number | null) | null;
}

/** API key creation, verification and revocation. */
export function createKeyService(db: Kysely<Database>, options: KeyServiceOptions = {}) {
  const lastTouched = new Map<string, number>();
  const verified = createVerifiedKeyCache<VerifyResult>(options.credentialVersion ?? null);

  return {
    async create(orgId: string, name: string): Promise<CreatedKey> {
      const key = generateApiKey();
      const row: Row<'api_keys'> = {
        id: newId('key'), org_id: orgId, name, key_hash: sha256Hex(key), hint: keyHint(key),
        created_at: nowIso(), last_used_at: null, revoked_at: null,
      };
      await insertKey(db, row);
      return { ...toView(row), key };
    },

    /**
     * Verifies a well-formed raw key against the database, or against a result
     * that no change to keys or organizations has touched since (see
     * verified-cache.ts), so revocation is immediate.
     */
    async verify(rawKey: string): Promise<VerifyResult> {
      return verifyHash(sha256Hex(rawKey));
    },

    /**
     * Calls back with what verify() answers. When the key's result is cached
     * under the counter read after this call (see versionSoon in
     * verified-cache.ts) and its last_used_at is not due for a write, that result
     * comes without a lookup or a promise, and the requests of one event-loop
     * turn share one read of the counter: nearly every request takes this path.
     * Otherwise the key is looked up as verify() does, without hashing it again.
     */
    verifyWithCache(rawKey: string, callback: (error: unknown, result?: VerifyResult) => void): void {
      const hash = sha256Hex(rawKey);
      verified.versionSoon((version) => {
        const result = verified.get(hash, version);
        if (result !== undefined && !(result.ok && touchDue(result.principal.keyId, Date.now()))) callback(null, result);
        else verifyHash(hash).then((looked) => callback(null, looked), callback);
      });
    },

    async revoke(id: string, orgId?: string): Promise<{ ok: true } | { ok: false; reason: 'not_found' | 'already_revoked' }> {
      const existing = await findKeyById(db, id, orgId);
      if (existing === undefined) return { ok: false, reason: 'not_found' };
      const revoked = await revokeKey(db, id, nowIso(), orgId);
      return revoked ? { ok: true } : { ok: false, reason: 'already_revoked' };
    },

    async list(orgId: string): Promise<KeyView[]> {
      return (await listKeys(db, orgId)).map(toView);
    },
  };

  async function verifyHash(hash: string): Promise<VerifyResult> {
    const version = verified.version();
    // A map lookup by hash is not constant-time, but the hash of a guess tells
    // an attacker nothing about the hash of a real key.
    let result = verified.get(hash, version);
    if (result === undefined) {
      const found = await findKeyByHash(db, hash);
      if (found === undefined || !constantTimeEqual(found.key_hash, hash)) return { ok: false, reason: 'unknown' };
      result = toVerifyResult(found);
      // Unknown keys are not kept: anyone can send any number of them.
      verified.set(hash, version, result);
    }
    if (result.ok) await touch(result.principal.keyId);
    return result;
  }

  function touchDue(keyId: string, now: number): boolean {
    const last = lastTouched.get(keyId);
    return last === undefined || now - last >= TOUCH_INTERVAL_MS;
  }

  async function touch(keyId: string): Promise<void> {
    const now = Date.now();
    if (!touchDue(keyId, now)) return;
    lastTouched.set(keyId, now);
    await touchKey(db, keyId, nowIso(new Date(now)));
  }
}

/** The key service's interface. */
export type KeyService = ReturnType<typeof createKeyService>;

function toVerifyResult(found: KeyWithOrganization): VerifyResult {
  if (found.revoked_at !== null) return { ok: false, reason: 'revoked' };
  return {
    ok: true,
    principal: {
      keyId: found.id,
      orgId: found.org_id,
      plan: found.plan,
      limits: effectiveLimits(found.plan, found),
      alertPromptExcerpt: found.alert_prompt_excerpt === 1,
      policyJson: found.policy,
    },
  };
}

function toView(row: Row<'api_keys'>): KeyView {
  const { key_hash: _hash, ...view } = row;
  return view;
}
