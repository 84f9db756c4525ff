import type { SendError, SendOutcome } from './outbound.js';

/** What one attempt came to, as the retry policy sees it. */
export type AttemptResult =
  | { kind: 'success'; status: number }
  | { kind: 'gone'; status: 410 }
  | { kind: 'failure'; status: number | null; error: SendError | null; retryAfterSeconds: number | null };

/** What to do after an attempt. */
export type NextStep =
  | { kind: 'done' }
  | { kind: 'retry'; at: Date; delaySeconds: number }
  | { kind: 'give_up' }
  | { kind: 'disable_endpoint' };

/** A Retry-After longer than this is cut to it, so one answer cannot park an endpoint for days. */
export const MAX_RETRY_AFTER_SECONDS = 3_600;

/** Scheduled delays are spread by this fraction either way, so retries of a burst do not arrive together. */
export const JITTER = 0.2;

/**
 * Classifies an HTTP outcome: 2xx succeeds; 410 Gone asks us to stop; anything
 * else, 3xx included (redirects are not followed), and every network error fails.
 */
export function classifyOutcome(outcome: SendOutcome, now: Date): AttemptResult {
  if (!outcome.ok) return { kind: 'failure', status: null, error: outcome.error, retryAfterSeconds: null };
  if (outcome.status >= 200 && outcome.status < 300) return { kind: 'success', status: outcome.status };
  if (outcome.status === 410) return { kind: 'gone', status: 410 };
  const honoursRetryAfter = outcome.status === 429 || outcome.status === 503;
  return {
    kind: 'failure',
    status: outcome.status,
    error: null,
    retryAfterSeconds: honoursRetryAfter ? parseRetryAfter(outcome.retryAfter, now) : null,
  };
}

/** Parses Retry-After as delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: Date): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (Number.isNaN(date) || !/[a-z]/i.test(text)) return null;
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

/**
 * The retry policy as a pure function. `attempt` is the 1-based number of the
 * attempt just made; `schedule[k]` is the wait before attempt k+1, so after
 * attempt k fails the next waits `schedule[k]` seconds (+-20 %), or, for a
 * 429/503 with Retry-After, at least that long (capped at an hour). When the
 * schedule is used up the delivery is given up.
 */
export function nextAttempt(
  result: AttemptResult,
  attempt: number,
  now: Date,
  schedule: readonly number[],
  random: () => number = Math.random,
): NextStep {
  if (result.kind === 'success') return { kind: 'done' };
  if (result.kind === 'gone') return { kind: 'disable_endpoint' };
  const scheduled = schedule[attempt];
  if (scheduled === undefined) return { kind: 'give_up' };
  let delay = jittered(scheduled, random);
  if (result.retryAfterSeconds !== null) delay = Math.max(delay, Math.min(result.retryAfterSeconds, MAX_RETRY_AFTER_SECONDS));
  return { kind: 'retry', at: new Date(now.getTime() + delay * 1000), delaySeconds: delay };
}

/** The delay before the first attempt of a new delivery. */
export function firstAttemptAt(now: Date, schedule: readonly number[], random: () => number = Math.random): Date {
  return new Date(now.getTime() + jittered(schedule[0] ?? 0, random) * 1000);
}

function jittered(seconds: number, random: () => number): number {
  const factor = 1 - JITTER + 2 * JITTER * random();
  return Math.round(seconds * factor * 1000) / 1000;
}

/** An endpoint's failure bookkeeping. */
export interface EndpointHealth {
  failure_count: number;
  /** When the current run of failures began; null while healthy. */
  failing_since: string | null;
}

/** Thresholds of automatic disabling: both must be reached. */
export interface DisablePolicy {
  afterFailures: number;
  afterSeconds: number;
}

/**
 * Updates an endpoint's health after a real attempt (decisions.md section 5):
 * 2xx resets it; a failure or 410 counts one more; the endpoint is disabled by
 * 410 at once, or when it has failed `afterFailures` times in a row over at least
 * `afterSeconds`.
 */
export function healthAfterAttempt(
  health: EndpointHealth,
  result: AttemptResult,
  now: Date,
  policy: DisablePolicy,
): EndpointHealth & { disable: boolean } {
  if (result.kind === 'success') return { failure_count: 0, failing_since: null, disable: false };
  const failureCount = health.failure_count + 1;
  const failingSince = health.failing_since ?? now.toISOString();
  const failingForSeconds = (now.getTime() - Date.parse(failingSince)) / 1000;
  const disable = result.kind === 'gone' || (failureCount >= policy.afterFailures && failingForSeconds >= policy.afterSeconds);
  return { failure_count: failureCount, failing_since: failingSince, disable };
}
