import { SIGNAL_TYPES, TIERS } from './types.js';
import type { SignalType, Tier } from './types.js';
import { checkUserRegex } from './safe-regex.js';

/** Score thresholds that split risk scores into tiers: green < yellow <= yellow-tier < red <= red-tier. */
export interface PolicyThresholds {
  yellow: number;
  red: number;
}

/** Per signal type switch and ceiling: a capped type can never push a verdict above `max_tier`. */
export interface SignalPolicy {
  enabled: boolean;
  max_tier: Tier;
}

/** An organization's own rule, reported as a `custom_rule` signal; exactly one of phrase or regex. */
export interface DenyRule {
  id?: string;
  phrase?: string;
  regex?: string;
  tier?: 'yellow' | 'red';
  message?: string;
}

/** The JSON policy stored per organization (snake_case keys: it is an HTTP body). */
export interface ScanPolicy {
  thresholds: PolicyThresholds;
  signals: Record<SignalType, SignalPolicy>;
  deny_rules: DenyRule[];
  allow_phrases: string[];
}

/** One reason why a policy was rejected; `path` is a JSON-pointer-like dotted path. */
export interface PolicyProblem {
  path: string;
  message: string;
}

/** Limits on every policy input, so a policy cannot make scans slow or the stored row huge. */
export const POLICY_LIMITS = {
  maxDenyRules: 100,
  maxAllowPhrases: 100,
  maxPhraseLength: 200,
  minPhraseLength: 2,
  maxRegexLength: 200,
  maxMessageLength: 200,
  maxIdLength: 64,
} as const;

const ID_PATTERN = /^[A-Za-z0-9_.:-]+$/;

function defaultSignals(): Record<SignalType, SignalPolicy> {
  const out = {} as Record<SignalType, SignalPolicy>;
  for (const type of SIGNAL_TYPES) out[type] = { enabled: true, max_tier: 'red' };
  // Personal data in a prompt is worth a flag, never a block on its own.
  out.pii = { enabled: true, max_tier: 'yellow' };
  // Hidden characters alone are common in pasted text; what they hide is scored by the other detectors.
  out.invisible_text = { enabled: true, max_tier: 'yellow' };
  return out;
}

/** The policy used when an organization has none. */
export const DEFAULT_POLICY: ScanPolicy = Object.freeze({
  thresholds: Object.freeze({ yellow: 0.5, red: 0.8 }),
  signals: Object.freeze(defaultSignals()),
  deny_rules: Object.freeze([]) as unknown as DenyRule[],
  allow_phrases: Object.freeze([]) as unknown as string[],
}) as ScanPolicy;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unknownKeys(obj: Record<string, unknown>, allowed: readonly string[], path: string, problems: PolicyProblem[]): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) problems.push({ path: path ? `${path}.${key}` : key, message: 'unknown field' });
  }
}

function checkString(value: unknown, path: string, min: number, max: number, problems: PolicyProblem[]): value is string {
  if (typeof value !== 'string') {
    problems.push({ path, message: 'must be a string' });
    return false;
  }
  if (value.trim().length < min) {
    problems.push({ path, message: `must be at least ${min} non-blank characters` });
    return false;
  }
  if (value.length > max) {
    problems.push({ path, message: `must be at most ${max} characters` });
    return false;
  }
  return true;
}

function validateThresholds(input: unknown, problems: PolicyProblem[]): PolicyThresholds {
  const out = { ...DEFAULT_POLICY.thresholds };
  if (input === undefined) return out;
  if (!isObject(input)) {
    problems.push({ path: 'thresholds', message: 'must be an object' });
    return out;
  }
  unknownKeys(input, ['yellow', 'red'], 'thresholds', problems);
  for (const key of ['yellow', 'red'] as const) {
    const v = input[key];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || v > 1) {
      problems.push({ path: `thresholds.${key}`, message: 'must be a number in (0, 1]' });
    } else {
      out[key] = v;
    }
  }
  if (!(out.yellow < out.red)) problems.push({ path: 'thresholds', message: 'yellow must be lower than red' });
  return out;
}

function validateSignals(input: unknown, problems: PolicyProblem[]): Record<SignalType, SignalPolicy> {
  const out = defaultSignals();
  if (input === undefined) return out;
  if (!isObject(input)) {
    problems.push({ path: 'signals', message: 'must be an object keyed by signal type' });
    return out;
  }
  unknownKeys(input, SIGNAL_TYPES, 'signals', problems);
  for (const type of SIGNAL_TYPES) {
    const entry = input[type];
    if (entry === undefined) continue;
    const path = `signals.${type}`;
    if (!isObject(entry)) {
      problems.push({ path, message: 'must be an object with enabled and max_tier' });
      continue;
    }
    unknownKeys(entry, ['enabled', 'max_tier'], path, problems);
    if (entry.enabled !== undefined) {
      if (typeof entry.enabled === 'boolean') out[type].enabled = entry.enabled;
      else problems.push({ path: `${path}.enabled`, message: 'must be a boolean' });
    }
    if (entry.max_tier !== undefined) {
      if (typeof entry.max_tier === 'string' && (TIERS as readonly string[]).includes(entry.max_tier)) {
        out[type].max_tier = entry.max_tier as Tier;
      } else {
        problems.push({ path: `${path}.max_tier`, message: `must be one of ${TIERS.join(', ')}` });
      }
    }
  }
  return out;
}

function validateDenyRule(input: unknown, path: string, problems: PolicyProblem[]): DenyRule | undefined {
  if (!isObject(input)) {
    problems.push({ path, message: 'must be an object' });
    return undefined;
  }
  unknownKeys(input, ['id', 'phrase', 'regex', 'tier', 'message'], path, problems);
  const rule: DenyRule = {};
  const before = problems.length;
  if (input.id !== undefined && checkString(input.id, `${path}.id`, 1, POLICY_LIMITS.maxIdLength, problems)) {
    if (ID_PATTERN.test(input.id)) rule.id = input.id;
    else problems.push({ path: `${path}.id`, message: 'may contain only letters, digits and _ . : -' });
  }
  const hasPhrase = input.phrase !== undefined;
  const hasRegex = input.regex !== undefined;
  if (hasPhrase === hasRegex) problems.push({ path, message: 'needs exactly one of phrase or regex' });
  if (hasPhrase && checkString(input.phrase, `${path}.phrase`, POLICY_LIMITS.minPhraseLength, POLICY_LIMITS.maxPhraseLength, problems)) {
    rule.phrase = input.phrase;
  }
  if (hasRegex && checkString(input.regex, `${path}.regex`, 1, POLICY_LIMITS.maxRegexLength, problems)) {
    const problem = checkUserRegex(input.regex);
    if (problem) problems.push({ path: `${path}.regex`, message: problem });
    else rule.regex = input.regex;
  }
  if (input.tier !== undefined) {
    if (input.tier === 'yellow' || input.tier === 'red') rule.tier = input.tier;
    else problems.push({ path: `${path}.tier`, message: 'must be yellow or red' });
  }
  if (input.message !== undefined && checkString(input.message, `${path}.message`, 1, POLICY_LIMITS.maxMessageLength, problems)) {
    rule.message = input.message;
  }
  return problems.length === before ? rule : undefined;
}

function validateList(input: unknown, path: string, max: number, problems: PolicyProblem[]): unknown[] {
  if (input === undefined) return [];
  if (!Array.isArray(input)) {
    problems.push({ path, message: 'must be an array' });
    return [];
  }
  if (input.length > max) {
    problems.push({ path, message: `must have at most ${max} entries` });
    return [];
  }
  return input;
}

/**
 * Checks an untrusted policy body (PUT /v1/policy). Missing fields take their default value;
 * unknown fields are problems. Every problem is listed, not only the first.
 */
export function validatePolicy(input: unknown): { ok: true; policy: ScanPolicy } | { ok: false; problems: PolicyProblem[] } {
  const problems: PolicyProblem[] = [];
  if (!isObject(input)) return { ok: false, problems: [{ path: '', message: 'policy must be a JSON object' }] };
  unknownKeys(input, ['thresholds', 'signals', 'deny_rules', 'allow_phrases'], '', problems);
  const thresholds = validateThresholds(input.thresholds, problems);
  const signals = validateSignals(input.signals, problems);
  const denyRules: DenyRule[] = [];
  const ids = new Set<string>();
  validateList(input.deny_rules, 'deny_rules', POLICY_LIMITS.maxDenyRules, problems).forEach((raw, i) => {
    const rule = validateDenyRule(raw, `deny_rules.${i}`, problems);
    if (!rule) return;
    if (rule.id !== undefined) {
      if (ids.has(rule.id)) problems.push({ path: `deny_rules.${i}.id`, message: 'duplicate id' });
      ids.add(rule.id);
    }
    denyRules.push(rule);
  });
  const allowPhrases: string[] = [];
  validateList(input.allow_phrases, 'allow_phrases', POLICY_LIMITS.maxAllowPhrases, problems).forEach((raw, i) => {
    if (checkString(raw, `allow_phrases.${i}`, POLICY_LIMITS.minPhraseLength, POLICY_LIMITS.maxPhraseLength, problems)) {
      allowPhrases.push(raw);
    }
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, policy: { thresholds, signals, deny_rules: denyRules, allow_phrases: allowPhrases } };
}
