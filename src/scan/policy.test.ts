import { describe, expect, it } from 'vitest';
import { compilePolicy } from './compile-policy.js';
import { DEFAULT_POLICY, POLICY_LIMITS, validatePolicy } from './policy.js';
import { checkUserRegex } from './safe-regex.js';

describe('validatePolicy', () => {
  it('accepts an empty object and fills defaults', () => {
    const r = validatePolicy({});
    expect(r).toEqual({ ok: true, policy: DEFAULT_POLICY });
  });

  it('accepts a full policy', () => {
    const input = {
      thresholds: { yellow: 0.4, red: 0.9 },
      signals: { pii: { enabled: false, max_tier: 'green' }, secret: { max_tier: 'yellow' } },
      deny_rules: [
        { id: 'titan', phrase: 'Project Titan', tier: 'yellow', message: 'Internal code name' },
        { regex: 'acme-[0-9]{4}' },
      ],
      allow_phrases: ['ignore previous instructions in the test suite'],
    };
    const r = validatePolicy(input);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.policy.thresholds).toEqual({ yellow: 0.4, red: 0.9 });
      expect(r.policy.signals.pii).toEqual({ enabled: false, max_tier: 'green' });
      expect(r.policy.signals.secret).toEqual({ enabled: true, max_tier: 'yellow' });
      expect(r.policy.signals.jailbreak).toEqual({ enabled: true, max_tier: 'red' });
      expect(r.policy.deny_rules).toHaveLength(2);
    }
  });

  it.each([
    ['not an object', 'x', [{ path: '', message: 'policy must be a JSON object' }]],
    ['unknown top-level field', { foo: 1 }, [{ path: 'foo', message: 'unknown field' }]],
    ['threshold out of range', { thresholds: { yellow: 0 } }, [{ path: 'thresholds.yellow', message: 'must be a number in (0, 1]' }]],
    ['yellow above red', { thresholds: { yellow: 0.9, red: 0.5 } }, [{ path: 'thresholds', message: 'yellow must be lower than red' }]],
    ['unknown signal type', { signals: { spam: { enabled: true } } }, [{ path: 'signals.spam', message: 'unknown field' }]],
    ['bad max_tier', { signals: { pii: { max_tier: 'orange' } } }, [{ path: 'signals.pii.max_tier', message: 'must be one of green, yellow, red' }]],
    ['bad enabled', { signals: { pii: { enabled: 'yes' } } }, [{ path: 'signals.pii.enabled', message: 'must be a boolean' }]],
    ['rule with both phrase and regex', { deny_rules: [{ phrase: 'ab', regex: 'ab' }] }, [{ path: 'deny_rules.0', message: 'needs exactly one of phrase or regex' }]],
    ['rule with neither', { deny_rules: [{ tier: 'red' }] }, [{ path: 'deny_rules.0', message: 'needs exactly one of phrase or regex' }]],
    ['bad rule tier', { deny_rules: [{ phrase: 'ab', tier: 'green' }] }, [{ path: 'deny_rules.0.tier', message: 'must be yellow or red' }]],
    ['bad rule id', { deny_rules: [{ id: 'a b', phrase: 'ab' }] }, [{ path: 'deny_rules.0.id', message: 'may contain only letters, digits and _ . : -' }]],
    ['duplicate ids', { deny_rules: [{ id: 'a', phrase: 'ab' }, { id: 'a', phrase: 'cd' }] }, [{ path: 'deny_rules.1.id', message: 'duplicate id' }]],
    ['unknown rule field', { deny_rules: [{ phrase: 'ab', flags: 'i' }] }, [{ path: 'deny_rules.0.flags', message: 'unknown field' }]],
    ['too long phrase', { deny_rules: [{ phrase: 'a'.repeat(201) }] }, [{ path: 'deny_rules.0.phrase', message: 'must be at most 200 characters' }]],
    ['allow phrase not a string', { allow_phrases: [1] }, [{ path: 'allow_phrases.0', message: 'must be a string' }]],
    ['too many rules', { deny_rules: Array.from({ length: POLICY_LIMITS.maxDenyRules + 1 }, () => ({ phrase: 'ab' })) }, [{ path: 'deny_rules', message: 'must have at most 100 entries' }]],
    ['dangerous regex', { deny_rules: [{ regex: '(a+)+$' }] }, [{ path: 'deny_rules.0.regex', message: 'nested quantifiers such as (a+)+ are not allowed' }]],
  ])('rejects %s', (_name, input, problems) => {
    expect(validatePolicy(input)).toEqual({ ok: false, problems });
  });

  it('lists every problem at once', () => {
    const r = validatePolicy({ foo: 1, thresholds: { yellow: 2 }, allow_phrases: 'x' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.path)).toEqual(['foo', 'thresholds.yellow', 'allow_phrases']);
  });
});

describe('checkUserRegex', () => {
  it.each([
    ['acme-[0-9]{4}', undefined],
    ['project\\s+titan', undefined],
    ['(foo|bar)baz', undefined],
    ['\\(a+\\)+', undefined],
    ['[(a+)+]', undefined],
    ['(a+)+', 'nested quantifiers such as (a+)+ are not allowed'],
    ['((ab)*c)+', 'nested quantifiers such as (a+)+ are not allowed'],
    ['(a{2,5}){3}', 'nested quantifiers such as (a+)+ are not allowed'],
    ['(a)\\1', 'backreferences (\\1 ...) are not allowed'],
    ['(?<n>a)\\k<n>', 'named backreferences (\\k<name>) are not allowed'],
    ['foo(?=bar)', 'lookahead and lookbehind assertions are not allowed'],
    ['(?<!x)foo', 'lookahead and lookbehind assertions are not allowed'],
    ['a{1000}', 'repetition counts above 100 are not allowed'],
    ['a*', 'must not match the empty string'],
  ])('%s', (pattern, problem) => {
    expect(checkUserRegex(pattern)).toBe(problem);
  });

  it('reports syntax errors', () => {
    expect(checkUserRegex('(abc')).toMatch(/^invalid regular expression/);
  });
});

describe('compilePolicy', () => {
  it('throws a clear error on an invalid policy', () => {
    expect(() => compilePolicy({ ...DEFAULT_POLICY, thresholds: { yellow: 0.9, red: 0.1 } })).toThrow(/invalid scan policy: thresholds: yellow must be lower than red/);
  });

  it('compiles rules with their scores', () => {
    const c = compilePolicy({ ...DEFAULT_POLICY, deny_rules: [{ phrase: 'Ｐroject Titan', tier: 'yellow' }, { id: 'r', regex: 'x{2}' }] });
    expect(c.denyRules.map((r) => [r.id, r.score, r.phrase])).toEqual([
      ['rule_1', 0.65, 'project titan'],
      ['r', 1, null],
    ]);
  });
});
