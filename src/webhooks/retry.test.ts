import { describe, expect, it } from 'vitest';
import { classifyOutcome, healthAfterAttempt, nextAttempt, parseRetryAfter, type AttemptResult } from './retry.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const SCHEDULE = [0, 5, 300, 1800];
const MIDDLE = () => 0.5; // no jitter
const failure = (retryAfterSeconds: number | null = null): AttemptResult => ({ kind: 'failure', status: 500, error: null, retryAfterSeconds });

describe('classifyOutcome', () => {
  const ok = (status: number, retryAfter: string | null = null) =>
    classifyOutcome({ ok: true, status, durationMs: 3, responseExcerpt: '', retryAfter }, NOW);
  it.each([
    [200, { kind: 'success', status: 200 }],
    [204, { kind: 'success', status: 204 }],
    [299, { kind: 'success', status: 299 }],
    [301, { kind: 'failure', status: 301, error: null, retryAfterSeconds: null }],
    [302, { kind: 'failure', status: 302, error: null, retryAfterSeconds: null }],
    [400, { kind: 'failure', status: 400, error: null, retryAfterSeconds: null }],
    [410, { kind: 'gone', status: 410 }],
    [500, { kind: 'failure', status: 500, error: null, retryAfterSeconds: null }],
  ])('status %i', (status, expected) => {
    expect(ok(status)).toEqual(expected);
  });

  it('reads Retry-After only on 429 and 503', () => {
    expect(ok(429, '30')).toMatchObject({ retryAfterSeconds: 30 });
    expect(ok(503, '7')).toMatchObject({ retryAfterSeconds: 7 });
    expect(ok(500, '30')).toMatchObject({ retryAfterSeconds: null });
  });

  it('fails on network errors with their kind', () => {
    expect(classifyOutcome({ ok: false, error: 'timeout', durationMs: 10_000, message: 'x' }, NOW)).toEqual({
      kind: 'failure', status: null, error: 'timeout', retryAfterSeconds: null,
    });
  });
});

describe('parseRetryAfter', () => {
  it.each([
    [null, null],
    ['', null],
    ['120', 120],
    [' 5 ', 5],
    ['-3', null],
    ['1.5', null],
    ['soon', null],
    ['Sun, 22 Nov 2026 10:01:00 GMT', 60],
    ['Sun, 22 Nov 2026 09:00:00 GMT', 0],
  ])('%j -> %j', (header, expected) => {
    expect(parseRetryAfter(header, NOW)).toBe(expected);
  });
});

describe('nextAttempt', () => {
  it.each([
    ['success is done', { kind: 'success', status: 200 } as AttemptResult, 1, { kind: 'done' }],
    ['410 disables the endpoint', { kind: 'gone', status: 410 } as AttemptResult, 1, { kind: 'disable_endpoint' }],
    ['after attempt 1 waits schedule[1]', failure(), 1, { kind: 'retry', at: new Date(NOW.getTime() + 5_000), delaySeconds: 5 }],
    ['after attempt 3 waits schedule[3]', failure(), 3, { kind: 'retry', at: new Date(NOW.getTime() + 1_800_000), delaySeconds: 1800 }],
    ['gives up when the schedule is used up', failure(), 4, { kind: 'give_up' }],
    ['Retry-After longer than the schedule wins', failure(60), 1, { kind: 'retry', at: new Date(NOW.getTime() + 60_000), delaySeconds: 60 }],
    ['Retry-After shorter than the schedule does not hurry', failure(1), 2, { kind: 'retry', at: new Date(NOW.getTime() + 300_000), delaySeconds: 300 }],
    ['Retry-After is capped at an hour', failure(86_400), 1, { kind: 'retry', at: new Date(NOW.getTime() + 3_600_000), delaySeconds: 3600 }],
    ['Retry-After does not extend a used-up schedule', failure(60), 4, { kind: 'give_up' }],
  ])('%s', (_name, result, attempt, expected) => {
    expect(nextAttempt(result, attempt, NOW, SCHEDULE, MIDDLE)).toEqual(expected);
  });

  it('spreads delays by +-20 %', () => {
    const low = nextAttempt(failure(), 2, NOW, SCHEDULE, () => 0);
    const high = nextAttempt(failure(), 2, NOW, SCHEDULE, () => 0.999_999);
    expect(low).toMatchObject({ delaySeconds: 240 });
    expect(high.kind === 'retry' && high.delaySeconds).toBeCloseTo(360, 2);
  });
});

describe('healthAfterAttempt', () => {
  const policy = { afterFailures: 3, afterSeconds: 3600 };
  const healthy = { failure_count: 0, failing_since: null };

  it('resets on success', () => {
    expect(healthAfterAttempt({ failure_count: 5, failing_since: '2026-11-21T00:00:00.000Z' }, { kind: 'success', status: 200 }, NOW, policy)).toEqual({
      failure_count: 0, failing_since: null, disable: false,
    });
  });

  it('counts a failure and remembers when the run began', () => {
    expect(healthAfterAttempt(healthy, failure(), NOW, policy)).toEqual({ failure_count: 1, failing_since: NOW.toISOString(), disable: false });
  });

  it('needs both thresholds to disable', () => {
    const recent = { failure_count: 9, failing_since: new Date(NOW.getTime() - 60_000).toISOString() };
    expect(healthAfterAttempt(recent, failure(), NOW, policy).disable).toBe(false);
    const old = { failure_count: 1, failing_since: new Date(NOW.getTime() - 7_200_000).toISOString() };
    expect(healthAfterAttempt(old, failure(), NOW, policy).disable).toBe(false);
    const both = { failure_count: 2, failing_since: new Date(NOW.getTime() - 3_600_000).toISOString() };
    expect(healthAfterAttempt(both, failure(), NOW, policy)).toMatchObject({ failure_count: 3, disable: true });
  });

  it('disables at once on 410, counting it as one failure', () => {
    expect(healthAfterAttempt(healthy, { kind: 'gone', status: 410 }, NOW, policy)).toEqual({ failure_count: 1, failing_since: NOW.toISOString(), disable: true });
  });
});
