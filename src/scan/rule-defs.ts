// Set before any rule's expression runs (regexp-tier.ts).
import './regexp-tier.js';
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

/** Enough spans to point at the problem without letting a repetitive prompt bloat the verdict. */
export const MAX_HITS_PER_RULE = 20;

/** One character of the same sentence, for "within N characters": a dot inside a URL or a number does not end it. */
export const SAME_SENTENCE = '(?:[^.!?\\n]|\\.(?=\\S))';

/**
 * A run of word characters before a space in a rule's source ("\\w+ ", "[\\w'-]+ "): a class
 * without a space or a negation, repeated with "+".
 */
const WORD_RUN = /(\\w|\\S|\[(?!\^)(?:\\.|[^\]\\ ])*\])\+ /g;

/**
 * Builds a global regex from a source in which a plain space means "optional whitespace": the
 * normalizer collapses whitespace to one space and s p a c e d words may lose their gaps.
 *
 * A word run before such a space must take the whole word ("\\w+(?!\\w)"). Were the space
 * optional after a run that may stop anywhere, "(?:\\w+ ){0,6}" could cut one long word into six
 * pieces in every possible way, and a 400-character prompt of a rule's trigger words and one long
 * word took seconds.
 */
export function rx(source: string): RegExp {
  return new RegExp(source.replace(WORD_RUN, '$1+(?!$1) ').replace(/ /g, '\\s?'), 'g');
}

/** Shorthand for a rule definition. */
export function rule(id: string, type: SignalType, weight: number, message: string, source: string, scripts = 0): RuleDef {
  return { id, type, weight, message, pattern: rx(source), scripts };
}
