/**
 * Slurs and obscenities (offensive-terms.ts). They are looked for only in text that was hidden
 * in an encoding: in plain sight a slur is quoted, discussed or asked about ("what does X mean?"),
 * but nobody needs to encode one except to get a model to write it past a filter.
 */
import { OFFENSIVE_TERMS } from './offensive-terms.js';

const TERMS: ReadonlySet<string> = new Set(OFFENSIVE_TERMS);
/** First words of the terms of two words or more: a phrase is built only from one of these. */
const PHRASE_STARTS: ReadonlySet<string> = new Set(OFFENSIVE_TERMS.filter((t) => t.includes(' ')).map((t) => t.split(' ')[0] ?? ''));
const MAX_TERM_WORDS = Math.max(...OFFENSIVE_TERMS.map((t) => t.split(' ').length));
/** Decoded payloads are short; a long decoded text is read up to here. */
const MAX_WORDS_READ = 2_000;

/** True when `text` holds a slur or obscenity as a whole word or phrase (case and punctuation aside). */
export function holdsOffensiveTerm(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z]+(?:'[a-z]+)*/g);
  if (words === null) return false;
  const n = Math.min(words.length, MAX_WORDS_READ);
  for (let i = 0; i < n; i++) {
    let phrase = words[i] ?? '';
    if (TERMS.has(phrase)) return true;
    if (!PHRASE_STARTS.has(phrase)) continue;
    for (let k = 1; k < MAX_TERM_WORDS && i + k < n; k++) {
      phrase = `${phrase} ${words[i + k] ?? ''}`;
      if (TERMS.has(phrase)) return true;
    }
  }
  return false;
}
