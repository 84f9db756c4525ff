// First, so that every regex of the engine is compiled to machine code (native-regexps.ts).
import './native-regexps.js';
import { combine } from './combine.js';
import { compilePolicy } from './compile-policy.js';
import type { CompiledPolicy } from './compile-policy.js';
import { detect } from './detect.js';
import type { TextClassifier } from './detect.js';
import type { Findings } from './findings.js';
import { releaseNormalized, toOriginalSpan } from './normalize.js';
import type { NormalizedText } from './normalize.js';
import { DEFAULT_POLICY } from './policy.js';
import { overlapsAny } from './spans.js';
import type { Signal, Span, Verdict } from './types.js';

/** The detection engine the service calls; `scan` is pure, synchronous and never throws. */
export interface Engine {
  readonly modelVersion: string;
  scan(prompt: string, policy?: CompiledPolicy): Verdict;
}

let defaultCompiled: CompiledPolicy | undefined;

/** The compiled default policy, built once. */
export function defaultCompiledPolicy(): CompiledPolicy {
  defaultCompiled ??= compilePolicy(DEFAULT_POLICY);
  return defaultCompiled;
}

/** Occurrences of the policy's allow phrases, as original-prompt spans. */
function allowSpans(norm: NormalizedText, policy: CompiledPolicy): Span[] {
  const spans: Span[] = [];
  for (const phrase of policy.allowPhrases) {
    let at = norm.text.indexOf(phrase);
    while (at >= 0 && spans.length < 1000) {
      spans.push(toOriginalSpan(norm, at, at + phrase.length));
      at = norm.text.indexOf(phrase, at + phrase.length);
    }
  }
  return spans;
}

function applyDenyRules(prompt: string, norm: NormalizedText, policy: CompiledPolicy, findings: Findings): void {
  for (const rule of policy.denyRules) {
    const spans: Span[] = [];
    if (rule.phrase !== null && rule.phrase.length > 0) {
      let at = norm.text.indexOf(rule.phrase);
      while (at >= 0 && spans.length < 20) {
        spans.push(toOriginalSpan(norm, at, at + rule.phrase.length));
        at = norm.text.indexOf(rule.phrase, at + rule.phrase.length);
      }
    } else if (rule.regex !== null) {
      const m = rule.regex.matcher(prompt);
      while (spans.length < 20 && m.find()) {
        const start = m.start();
        const end = m.end();
        if (end > start) spans.push({ start, end });
      }
    }
    if (spans.length > 0) findings.add('custom_rule', 'policy', rule.message, rule.score, spans);
  }
}

/**
 * Allow phrases suppress span-based findings (rules, decoders, PII, secrets, organization rules)
 * whose span overlaps an occurrence of an allow phrase; a finding with no span left is dropped.
 * Classifier findings cover a whole window and are kept: an allow phrase cannot whitelist a window.
 */
function suppress(signals: Signal[], allowed: readonly Span[]): Signal[] {
  if (allowed.length === 0) return signals;
  const out: Signal[] = [];
  for (const s of signals) {
    if (s.detector.startsWith('classifier')) {
      out.push(s);
      continue;
    }
    const spans = s.spans.filter((sp) => !overlapsAny(allowed, sp.start, sp.end));
    if (spans.length > 0) out.push({ ...s, spans });
  }
  return out;
}

const FAILSAFE: Verdict = { tier: 'yellow', action: 'flag', risk_score: 0.5, signals: [] };

/** Builds an engine around an optional classifier (rules-only when it is null). */
export function createEngine(classifier: TextClassifier | null): Engine {
  const modelVersion = classifier ? classifier.version : 'rules-only';
  const riskMap = classifier ? (raw: number): number => classifier.calibrateRisk(raw) : (raw: number): number => raw;
  return {
    modelVersion,
    scan(prompt: string, policy?: CompiledPolicy): Verdict {
      const compiled = policy ?? defaultCompiledPolicy();
      const text = typeof prompt === 'string' ? prompt : String(prompt);
      try {
        const { findings, baseline, norm } = detect(text, classifier);
        applyDenyRules(text, norm, compiled, findings);
        const signals = suppress(findings.list(), allowSpans(norm, compiled));
        releaseNormalized(norm);
        return combine(signals, baseline, compiled, riskMap);
      } catch {
        // A detector bug must not turn into a 500 or an "allow": flag the prompt for review.
        return { ...FAILSAFE, signals: [] };
      }
    },
  };
}
