import type { SignalType } from './types.js';

/** A built-in rule: a pattern over normalized text, its signal type and documented weight (score). */
export interface RuleDef {
  id: string;
  type: SignalType;
  /** Score of a hit, roughly the rule's precision on attack vs. hard-benign prompts. */
  weight: number;
  message: string;
  /** Over the normalized text (lowercase, accents removed, whitespace collapsed). */
  pattern: RegExp;
  /** Run only when the text contains this script (SCRIPT flags); 0 = always. */
  scripts: number;
}

/** One character of the same sentence, for "within N characters": a dot inside a URL or a number does not end it. */
export const SAME_SENTENCE = '(?:[^.!?\\n]|\\.(?=\\S))';

/**
 * Builds a global regex from a source in which a plain space means "optional whitespace": the
 * normalizer collapses whitespace to one space and s p a c e d words may lose their gaps.
 */
export function rx(source: string): RegExp {
  return new RegExp(source.replace(/ /g, '\\s?'), 'g');
}

/** Shorthand for a rule definition. */
export function rule(id: string, type: SignalType, weight: number, message: string, source: string, scripts = 0): RuleDef {
  return { id, type, weight, message, pattern: rx(source), scripts };
}
