import { normalize } from '../../src/scan/normalize.js';
import { runRulesAndSequences } from '../../src/scan/rules.js';
import { runConceptRules } from '../../src/scan/concept-rules.js';

/** The distinct ids of the built-in rules that fire on a prompt, as the engine runs them. */
export function ruleIds(prompt: string): string[] {
  const n = normalize(prompt);
  return [...new Set(runRulesAndSequences(n.text, n.scripts).map((h) => h.rule.id))];
}

/** The distinct ids of the cross-lingual concept rules that fire on a prompt. */
export function conceptRuleIds(prompt: string): string[] {
  return [...new Set(runConceptRules(normalize(prompt).text).map((hit) => hit.rule.id))];
}
