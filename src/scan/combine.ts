import type { CompiledPolicy } from './compile-policy.js';
import { isClassifierSignal } from './detect.js';
import { ACTION_FOR_TIER } from './types.js';
import type { Signal, Tier, Verdict } from './types.js';

/** Tier of a score under the policy thresholds. */
export function tierOf(score: number, policy: CompiledPolicy): Tier {
  if (score >= policy.red) return 'red';
  if (score >= policy.yellow) return 'yellow';
  return 'green';
}

const TIER_RANK = { green: 0, yellow: 1, red: 2 } as const;

/** Highest score that still falls in `tier` (the ceiling a capped signal is clipped to). */
function ceilingOf(tier: Tier, policy: CompiledPolicy): number {
  if (tier === 'red') return 1;
  return (tier === 'yellow' ? policy.red : policy.yellow) - 0.0001;
}

function round4(x: number): number {
  return Math.round(Math.min(1, Math.max(0, x)) * 10_000) / 10_000;
}

/**
 * Combines signals into a verdict:
 *   risk_score = max(g(baseline) capped at green, max over enabled signals of min(r(s), ceiling(max_tier[type])))
 * where r(s) = g(s.score) for the classifier's signals and r(s) = s.score for every other detector
 * (rules, concepts, decoders, pii, secrets, the normalizer, the organization's rules: their scores
 * are documented weights, each set as the detector's precision); g is the model's isotonic
 * calibration of classifier probabilities (identity without a model), `baseline` the classifier
 * probability (reported even when it raised no signal), and ceiling(t) the highest score inside
 * tier t. The tier follows the risk score.
 */
export function combine(signals: Signal[], baseline: number, policy: CompiledPolicy, g: (raw: number) => number = (x) => x): Verdict {
  const kept = signals.filter((s) => policy.enabled[s.type]);
  let risk = Math.min(g(baseline), ceilingOf('green', policy));
  for (const s of kept) {
    const calibrated = isClassifierSignal(s) ? g(s.score) : s.score;
    const capped = Math.min(calibrated, ceilingOf(policy.maxTier[s.type], policy));
    if (capped > risk) risk = capped;
  }
  for (const s of kept) s.score = round4(s.score);
  kept.sort((a, b) => b.score - a.score || TIER_RANK[policy.maxTier[b.type]] - TIER_RANK[policy.maxTier[a.type]]);
  const risk_score = round4(risk);
  const tier = tierOf(risk_score, policy);
  return { tier, action: ACTION_FOR_TIER[tier], risk_score, signals: kept };
}
