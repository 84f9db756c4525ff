/** What the throttle says about a sign-in attempt. */
export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Tuning of the login throttle. */
export interface ThrottleOptions {
  /** Failures allowed before any delay applies. */
  freeFailures: number;
  /** The first lock-out; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Entries untouched this long are forgotten. */
  forgetAfterMs: number;
}

/** The defaults: 5 free failures, then 1 s, 2 s, 4 s ... up to 15 minutes. */
export const DEFAULT_THROTTLE: ThrottleOptions = { freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };

interface Entry {
  failures: number;
  lockedUntil: number;
  lastSeen: number;
}

// Bounds memory under an address-spraying attack; forgetting entries early only
// weakens the throttle for those keys, it never locks anyone out.
const MAX_ENTRIES = 50_000;

/**
 * Login throttling in memory, per IP address and e-mail together and per IP address
 * alone (ten times the allowance), with exponential back-off. Per process: several
 * instances each keep their own counts, which multiplies an attacker's budget by the
 * number of instances but needs no shared store.
 */
export function createLoginThrottle(options: ThrottleOptions = DEFAULT_THROTTLE, clock: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const keys = (ip: string, email: string) => [
    { key: `pair:${ip}|${email}`, free: options.freeFailures },
    { key: `ip:${ip}`, free: options.freeFailures * 10 },
  ];

  function prune(now: number): void {
    if (entries.size < MAX_ENTRIES) return;
    for (const [key, entry] of entries) if (now - entry.lastSeen > options.forgetAfterMs) entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.clear();
  }

  return {
    check(ip: string, email: string): ThrottleDecision {
      const now = clock();
      let wait = 0;
      for (const { key } of keys(ip, email)) {
        const entry = entries.get(key);
        if (entry !== undefined && entry.lockedUntil > now) wait = Math.max(wait, entry.lockedUntil - now);
      }
      return wait > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { allowed: true };
    },

    failed(ip: string, email: string): void {
      const now = clock();
      prune(now);
      for (const { key, free } of keys(ip, email)) {
        const entry = entries.get(key) ?? { failures: 0, lockedUntil: 0, lastSeen: now };
        entry.failures += 1;
        entry.lastSeen = now;
        const over = entry.failures - free;
        if (over > 0) entry.lockedUntil = now + Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (over - 1));
        entries.set(key, entry);
      }
    },

    succeeded(ip: string, email: string): void {
      entries.delete(`pair:${ip}|${email}`);
    },
  };
}

/** The login throttle's interface. */
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
