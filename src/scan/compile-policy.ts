import { RE2JS } from 're2js';
import { normalize } from './normalize.js';
import { validatePolicy } from './policy.js';
import type { ScanPolicy } from './policy.js';
import type { SignalType, Tier } from './types.js';

/** An organization rule ready to run. */
export interface CompiledDenyRule {
  id: string;
  score: number;
  message: string;
  /** Normalized phrase, matched as a substring of the normalized prompt. */
  phrase: string | null;
  /** Linear-time matcher over the original prompt (case-insensitive). */
  regex: RE2JS | null;
}

/** A validated policy with its rules compiled; build once per organization with compilePolicy. */
export interface CompiledPolicy {
  readonly policy: ScanPolicy;
  readonly yellow: number;
  readonly red: number;
  readonly enabled: Readonly<Record<SignalType, boolean>>;
  readonly maxTier: Readonly<Record<SignalType, Tier>>;
  readonly denyRules: readonly CompiledDenyRule[];
  /** Normalized allow phrases. */
  readonly allowPhrases: readonly string[];
}

/**
 * Validates and compiles a policy. Throws an Error listing every problem when it is invalid,
 * because an invalid stored policy is a bug the caller cannot recover from per scan.
 */
export function compilePolicy(policy: ScanPolicy): CompiledPolicy {
  const checked = validatePolicy(policy);
  if (!checked.ok) {
    const list = checked.problems.map((p) => `${p.path || '(root)'}: ${p.message}`).join('; ');
    throw new Error(`invalid scan policy: ${list}`);
  }
  const p = checked.policy;
  const enabled = {} as Record<SignalType, boolean>;
  const maxTier = {} as Record<SignalType, Tier>;
  for (const [type, sp] of Object.entries(p.signals) as [SignalType, { enabled: boolean; max_tier: Tier }][]) {
    enabled[type] = sp.enabled;
    maxTier[type] = sp.max_tier;
  }
  const { yellow, red } = p.thresholds;
  const denyRules = p.deny_rules.map((r, i): CompiledDenyRule => {
    const tier = r.tier ?? 'red';
    return {
      id: r.id ?? `rule_${i + 1}`,
      // A red rule scores 1; a yellow rule sits in the middle of the yellow band.
      score: tier === 'red' ? 1 : (yellow + red) / 2,
      message: r.message ?? `Matched organization rule ${r.id ?? i + 1}`,
      phrase: r.phrase !== undefined ? normalize(r.phrase).text : null,
      regex: r.regex !== undefined ? RE2JS.compile(r.regex, RE2JS.CASE_INSENSITIVE) : null,
    };
  });
  const allowPhrases = p.allow_phrases.map((a) => normalize(a).text).filter((a) => a.length > 0);
  return Object.freeze({ policy: p, yellow, red, enabled, maxTier, denyRules, allowPhrases });
}
