import { normalize } from '../../src/scan/normalize.js';
import { runRules } from '../../src/scan/rules.js';

/** The distinct ids of the built-in rules that fire on a prompt, as the engine runs them. */
export function ruleIds(prompt: string): string[] {
  const n = normalize(prompt);
  return [...new Set(runRules(n.text, n.scripts).map((h) => h.rule.id))];
}
