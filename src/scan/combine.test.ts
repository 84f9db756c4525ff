import { describe, expect, it } from 'vitest';
import { combine } from './combine.js';
import { compilePolicy } from './compile-policy.js';
import { DEFAULT_POLICY } from './policy.js';
import type { Signal } from './types.js';

const policy = compilePolicy(DEFAULT_POLICY);
// A calibration that makes every non-zero probability look certain, to see where it is applied.
const certain = (x: number): number => (x > 0 ? 0.99 : 0);

function signal(type: Signal['type'], detector: string, score: number): Signal {
  return { type, detector, score, message: `${detector} finding`, spans: [{ start: 0, end: 1 }] };
}

describe('combine', () => {
  it.each([
    ['a classifier signal goes through the calibration', signal('jailbreak', 'classifier', 0.6), 0.99, 'red'],
    ['a rule keeps its documented weight', signal('prompt_injection', 'rules', 0.6), 0.6, 'yellow'],
    ['a concept rule keeps its weight', signal('prompt_injection', 'concepts', 0.75), 0.75, 'yellow'],
    ['a decoder finding keeps its score', signal('obfuscation', 'decoder', 0.6), 0.6, 'yellow'],
    ['personal data keeps its score', signal('pii', 'pii', 0.35), 0.35, 'green'],
  ])('%s', (_name, finding, risk, tier) => {
    const verdict = combine([finding], 0, policy, certain);
    expect(verdict.risk_score).toBe(risk);
    expect(verdict.tier).toBe(tier);
    // The signal itself is listed with its own score, calibrated or not.
    expect(verdict.signals[0]?.score).toBe(finding.score);
  });

  it('caps the calibrated baseline at green when nothing was found', () => {
    const verdict = combine([], 0.9, policy, certain);
    expect(verdict.tier).toBe('green');
    expect(verdict.risk_score).toBe(0.4999);
  });

  it('takes the highest of the calibrated classifier and the rules', () => {
    const verdict = combine([signal('prompt_injection', 'rules', 0.92), signal('jailbreak', 'classifier', 0.2)], 0.2, policy, (x) => x / 2);
    expect(verdict.risk_score).toBe(0.92);
    expect(verdict.signals.map((s) => s.detector)).toEqual(['rules', 'classifier']);
  });
});
