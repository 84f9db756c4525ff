import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './throttle.js';

const OPTIONS = { freeFailures: 3, baseDelayMs: 1_000, maxDelayMs: 8_000, forgetAfterMs: 60_000 };

describe('login throttle', () => {
  it('allows the free failures, then backs off exponentially up to the cap', () => {
    let now = 0;
    const throttle = createLoginThrottle(OPTIONS, () => now);
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const decision = throttle.check('1.2.3.4', 'a@example.com');
      waits.push(decision.allowed ? 0 : decision.retryAfterSeconds);
      throttle.failed('1.2.3.4', 'a@example.com');
      now += 1; // the next attempt comes right away
    }
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8]);
  });

  it('counts an address and e-mail pair apart from other pairs, and forgets a pair on success', () => {
    let now = 0;
    const throttle = createLoginThrottle(OPTIONS, () => now);
    for (let i = 0; i < 4; i += 1) throttle.failed('1.2.3.4', 'a@example.com');
    expect(throttle.check('1.2.3.4', 'a@example.com').allowed).toBe(false);
    expect(throttle.check('5.6.7.8', 'a@example.com').allowed).toBe(true);
    expect(throttle.check('1.2.3.4', 'b@example.com').allowed).toBe(true);
    now += 2_000;
    expect(throttle.check('1.2.3.4', 'a@example.com').allowed).toBe(true);
    throttle.succeeded('1.2.3.4', 'a@example.com');
    throttle.failed('1.2.3.4', 'a@example.com');
    expect(throttle.check('1.2.3.4', 'a@example.com').allowed).toBe(true);
  });

  it('locks an address out after ten times the free failures across e-mails', () => {
    const throttle = createLoginThrottle(OPTIONS, () => 0);
    for (let i = 0; i < 31; i += 1) throttle.failed('1.2.3.4', `user${i}@example.com`);
    expect(throttle.check('1.2.3.4', 'new@example.com').allowed).toBe(false);
  });
});
