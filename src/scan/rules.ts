import { EN_RULES } from './rules-en.js';
import { EN_AI_ADDRESS_RULES } from './rules-en-ai-address.js';
import { EN_EXTRACTION_RULES } from './rules-en-extraction.js';
import { EN_AGENT_RULES } from './rules-en-agent.js';
import { EN_INDIRECT_RULES } from './rules-en-indirect.js';
import { EN_PHRASING_RULES } from './rules-en-phrasings.js';
import { HARM_RULES } from './rules-harm.js';
import { HARM_TASK_RULES } from './rules-harm-tasks.js';
import { HARM_HAZARD_RULES } from './rules-harm-hazards.js';
import { HARM_SELF_RULES } from './rules-harm-self.js';
import { HARM_SMEAR_RULES } from './rules-harm-smears.js';
import { HARM_SEXUAL_RULES, SEXUAL_SEQUENCE_RULES } from './rules-harm-sexual.js';
import { HARM_HATE_RULES, HATE_SEQUENCE_RULES } from './rules-harm-hate.js';
import { HARM_HATE_FR_RULES, HATE_SEQUENCE_RULES_FR } from './rules-harm-hate-fr.js';
import { runSequenceRules, sequenceRuleMatchesAt } from './sequence-rules.js';
import type { SequenceRule } from './sequence-rules.js';
import { HARM_CONSENT_RULES } from './rules-harm-consent.js';
import { HARM_FRAUD_RULES } from './rules-harm-fraud.js';
import { HARM_MASS_RULES } from './rules-harm-mass.js';
import { HARM_FR_RULES } from './rules-harm-fr.js';
import { HARM_I18N_RULES } from './rules-harm-i18n.js';
import { I18N_COMMON_RULES } from './rules-i18n-common.js';
import { I18N_RULES } from './rules-i18n.js';
import { I18N_OVERRIDE_RULES } from './rules-i18n-override.js';
import { I18N_JAILBREAK_RULES } from './rules-i18n-jailbreak.js';
import { I18N_ORDER_RULES } from './rules-i18n-orders.js';
import { I18N_TAKEOVER_RULES } from './rules-i18n-takeover.js';
import { MAX_HITS_PER_RULE } from './rule-defs.js';
import type { RuleDef } from './rule-defs.js';
import { RulePrefilter } from './rule-prefilter.js';

/** Every built-in rule, English first. */
export const RULES: readonly RuleDef[] = [...EN_RULES, ...EN_PHRASING_RULES, ...EN_INDIRECT_RULES, ...EN_AI_ADDRESS_RULES, ...EN_EXTRACTION_RULES, ...EN_AGENT_RULES, ...I18N_RULES, ...I18N_COMMON_RULES, ...I18N_TAKEOVER_RULES, ...I18N_ORDER_RULES, ...I18N_JAILBREAK_RULES, ...I18N_OVERRIDE_RULES, ...HARM_RULES, ...HARM_TASK_RULES, ...HARM_HAZARD_RULES, ...HARM_SELF_RULES, ...HARM_SMEAR_RULES, ...HARM_SEXUAL_RULES, ...HARM_HATE_RULES, ...HARM_HATE_FR_RULES, ...HARM_CONSENT_RULES, ...HARM_FRAUD_RULES, ...HARM_MASS_RULES, ...HARM_I18N_RULES, ...HARM_FR_RULES];

/** The rules read as chains of word lists (sequence-rules.ts). */
export const SEQUENCE_RULES: readonly SequenceRule[] = [...SEXUAL_SEQUENCE_RULES, ...HATE_SEQUENCE_RULES, ...HATE_SEQUENCE_RULES_FR];

/** One rule match, in normalized-text offsets. */
export interface RuleHit {
  rule: RuleDef | SequenceRule;
  start: number;
  end: number;
}

const prefilters = new WeakMap<readonly RuleDef[], RulePrefilter>();
// Built at load time so the first scan does not pay for it.
prefilters.set(RULES, RulePrefilter.forRules(RULES));

/** The rule list's prefilter, built on first use and kept with the list. */
function prefilterOf(rules: readonly RuleDef[]): RulePrefilter {
  let pre = prefilters.get(rules);
  if (pre === undefined) {
    pre = RulePrefilter.forRules(rules);
    prefilters.set(rules, pre);
  }
  return pre;
}

/**
 * Runs every built-in rule whose script is present over normalized text. A rule whose required
 * literals are missing from the text (see rule-prefilter.ts) is skipped: it could not match.
 */
export function runRules(text: string, scripts: number, rules: readonly RuleDef[] = RULES): RuleHit[] {
  const hits: RuleHit[] = [];
  const candidates = prefilterOf(rules).candidates(text);
  for (let r = 0; r < rules.length; r++) {
    const def = rules[r];
    if (def === undefined || candidates[r] === 0) continue;
    if (def.scripts !== 0 && (scripts & def.scripts) === 0) continue;
    const re = def.pattern;
    re.lastIndex = 0;
    let count = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) {
      const start = m.index;
      const end = start + m[0].length;
      if (end === start) {
        re.lastIndex++;
        continue;
      }
      // Leading whitespace or newline captured by line-anchored rules is not part of the finding.
      let s = start;
      while (s < end - 1 && (text.charCodeAt(s) === 10 || text.charCodeAt(s) === 32)) s++;
      hits.push({ rule: def, start: s, end });
      if (++count >= MAX_HITS_PER_RULE) break;
    }
  }
  return hits;
}

/** Every built-in rule, the patterns (runRules) and the chains of word lists (SEQUENCE_RULES). */
export function runRulesAndSequences(text: string, scripts: number): RuleHit[] {
  return [...runRules(text, scripts), ...runSequenceRules(text, SEQUENCE_RULES)];
}

/** Whether `def` matches `text` somewhere overlapping [start, end). */
export function ruleMatchesAt(def: RuleDef | SequenceRule, text: string, start: number, end: number): boolean {
  if (!('pattern' in def)) return sequenceRuleMatchesAt(def, text, start, end);
  const re = def.pattern;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const to = m.index + m[0].length;
    if (m.index < end && start < to) return true;
    if (to === m.index) re.lastIndex++;
    if (m.index >= end) return false;
  }
  return false;
}
