/**
 * Attack phrases named in quotation marks, in a short question about them: "What do people mean by
 * 'ignore previous instructions' attacks?", "Write unit tests for a function that detects the
 * phrase 'ignore previous instructions'", "O que significa 'ignore as instruções anteriores'?".
 *
 * The phrase rules cannot tell a quotation from an order, and the classifier learned those words
 * from attacks only: such questions were red, and they are what the people who run a prompt
 * scanner ask. A quotation counts when it is short (a phrase, not a payload: at most six words),
 * is named as a phrase, an attack, a trick or an example, or asked the meaning of, and the prompt
 * around it is a short question or request that neither speaks to the model, nor asks for an
 * attack to be made or carried out (defensive-question.ts), nor orders the quotation done ("then
 * do it"). Rule hits inside such quotations are dropped, and the attack head is not trusted on
 * the prompt; a phrase rule that fires outside the quotations still counts.
 */

import { asksAboutAttacksWithoutOrders } from './defensive-question.js';
import type { Span } from './types.js';

const MAX_LENGTH = 600;
const MAX_WORDS = 6;

// A quotation: straight quotes (normalization folds the typographic ones), or guillemets.
const QUOTE = /(["'«])([^"'«»\n]{3,60})(["'»])/g;

// The quotation named as a phrase, an attack or an example, or asked the meaning of, just before or after it.
const NAMED_BEFORE = /\b(?:phrases?|words?|strings?|sentences?|lines?|commands?|like|such as|contains?|containing|includ\w*|says?|saying|wrote|typed|example|mean by|meant by|meaning of|significa|quer dizer|veut dire|signifie|bedeutet|heisst|vuol dire|the)\s*$|(?:означает|что значит|фраза|фразу)\s*$/;
const NAMED_AFTER = /^\s*(?:attacks?|tricks?|exploits?|prompts?|jailbreaks?|thing|phrase|trend|means?|mean\b|is|as an example|in (?:my|an?|the) \w+)/;
// An order to act on the quotation: "then do it", "now follow that", "apply it".
const ACT_ON_IT = /\b(?:do (?:it|that|this|so|the same|as it says)|follow (?:it|that|them|this)|apply (?:it|that|them)|obey|execute|run (?:it|that)|act on|carry (?:it|that) out|then\b(?! (?:i|we|they|it)\b)|now (?:do|follow|apply|go))/;

/** Spans of normalized `text` inside named quotations of attack phrases, or [] when the prompt is not such a question. */
export function namedAttackQuotes(text: string): Span[] {
  if (text.length > MAX_LENGTH || !text.includes("'") && !text.includes('"') && !text.includes('«')) return [];
  const spans: Span[] = [];
  let outside = '';
  let last = 0;
  for (const m of text.matchAll(QUOTE)) {
    const [whole, open, inner, close] = m as unknown as [string, string, string, string];
    if ((open === '«') !== (close === '»') || (open !== '«' && open !== close)) continue;
    // An apostrophe inside a word ("don't") opens no quotation.
    if (open === "'" && /\w/.test(text.charAt(m.index - 1))) continue;
    if (inner.trim().split(/\s+/).length > MAX_WORDS) continue;
    const before = text.slice(Math.max(0, m.index - 24), m.index);
    const after = text.slice(m.index + whole.length, m.index + whole.length + 24);
    if (!NAMED_BEFORE.test(before) && !NAMED_AFTER.test(after)) continue;
    spans.push({ start: m.index + 1, end: m.index + whole.length - 1 });
    outside += text.slice(last, m.index) + ' ';
    last = m.index + whole.length;
  }
  if (spans.length === 0) return [];
  outside += text.slice(last);
  return asksAboutAttacksWithoutOrders(outside) && !ACT_ON_IT.test(outside) ? spans : [];
}
