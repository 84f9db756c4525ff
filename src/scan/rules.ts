import { EN_RULES } from './rules-en.js';
import { HARM_RULES } from './rules-harm.js';
import { I18N_RULES } from './rules-i18n.js';
import type { RuleDef } from './rule-defs.js';

/** Every built-in rule, English first. */
export const RULES: readonly RuleDef[] = [...EN_RULES, ...I18N_RULES, ...HARM_RULES];

/** One rule match, in normalized-text offsets. */
export interface RuleHit {
  rule: RuleDef;
  start: number;
  end: number;
}

/** Enough spans to point at the problem without letting a repetitive prompt bloat the verdict. */
export const MAX_HITS_PER_RULE = 20;

/** Runs every built-in rule whose script is present over normalized text. */
export function runRules(text: string, scripts: number, rules: readonly RuleDef[] = RULES): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const def of rules) {
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
