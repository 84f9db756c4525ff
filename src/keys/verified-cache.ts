/**
 * Verification results kept by key hash, each tagged with the credential change
 * counter (migration 0005) read before its lookup. An entry is used only while
 * the counter still has that value: any change to a key or an organization,
 * committed by any process, moves the counter, so a revoked key or a new plan
 * takes effect on the very next request. Tagging with the value read before the
 * lookup errs on the safe side: a change committed in between only costs one
 * more lookup.
 */
export interface VerifiedKeyCache<T> {
  /** The counter now, or null when nothing may be read from or written to the cache. */
  version(): number | null;
  /**
   * Calls back with the counter as read after this call. The callers of one
   * event-loop turn share a single read, made once the turn's I/O callbacks
   * have run: every request parsed in that turn has arrived before the read,
   * so a change committed before any of them arrived is seen by all of them.
   */
  versionSoon(callback: (version: number | null) => void): void;
  get(keyHash: string, version: number | null): T | undefined;
  set(keyHash: string, version: number | null, value: T): void;
}

// A guard against unbounded growth, not a tuning knob: a process serves a few
// thousand keys at most, and emptying the map only costs a lookup per key.
const MAX_ENTRIES = 10_000;

/** A cache over a counter reader; with no reader (PostgreSQL) it never holds anything. */
export function createVerifiedKeyCache<T>(readVersion: (() => number | null) | null): VerifiedKeyCache<T> {
  const entries = new Map<string, { version: number; value: T }>();
  const version = () => (readVersion === null ? null : readVersion());
  let waiting: ((version: number | null) => void)[] = [];
  // setImmediate runs after the poll phase, where a busy server parses many
  // requests per turn; one read then serves them all.
  const readForWaiting = () => {
    const callbacks = waiting;
    waiting = [];
    const now = version();
    for (const callback of callbacks) callback(now);
  };
  return {
    version,
    versionSoon(callback) {
      if (waiting.push(callback) === 1) setImmediate(readForWaiting);
    },
    get(keyHash, version) {
      if (version === null) return undefined;
      const entry = entries.get(keyHash);
      return entry !== undefined && entry.version === version ? entry.value : undefined;
    },
    set(keyHash, version, value) {
      if (version === null) return;
      if (entries.size >= MAX_ENTRIES && !entries.has(keyHash)) entries.clear();
      entries.set(keyHash, { version, value });
    },
  };
}
