import type { CompiledPolicy } from './compile-policy.js';
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
 *   risk_score = max(baseline, max over enabled signals of min(score, ceiling(max_tier[type])))
 * where `baseline` is the calibrated classifier probability (reported even when it raised no
 * signal) and ceiling(t) is the highest score inside tier t. The tier follows the risk score.
 */
export function combine(signals: Signal[], baseline: number, policy: CompiledPolicy): Verdict {
  const kept = signals.filter((s) => policy.enabled[s.type]);
  let risk = Math.min(baseline, ceilingOf('green', policy));
  for (const s of kept) {
    const capped = Math.min(s.score, ceilingOf(policy.maxTier[s.type], policy));
    if (capped > risk) risk = capped;
  }
  for (const s of kept) s.score = round4(s.score);
  kept.sort((a, b) => b.score - a.score || TIER_RANK[policy.maxTier[b.type]] - TIER_RANK[policy.maxTier[a.type]]);
  const risk_score = round4(risk);
  const tier = tierOf(risk_score, policy);
  return { tier, action: ACTION_FOR_TIER[tier], risk_score, signals: kept };
}
