/**
 * Whether a text speaks of a language model or of talking to one: the AI, a chatbot, an assistant,
 * a prompt, answers and replies, characters and personas, filters, other modes, following no rules,
 * in English or in any lexicon language.
 *
 * The classifier's attack head is not to be trusted on a long text that never does. The long
 * texts it learned attacks from are jailbreak templates, which are made of rules and orders ("Do
 * not ...", "You must ...", "Follow these instructions carefully"), and the long benign texts of
 * the public corpora are few and far from office life, so it read manuals, staff policies,
 * newsletters, changelogs and support threads as jailbreaks or injections (0.6-0.99): ordinary
 * documents were its largest group of false positives. A jailbreak template cannot do without
 * the model it addresses or the answers it wants, so on a long text that names neither, the
 * head's verdict is held back (detect.ts). The rules still read the text: an injected "ignore all
 * previous instructions" or a note to whoever summarizes it is caught by them.
 */

import { ruleConceptMatcher } from './concepts.js';

/**
 * A document is this long and runs over this many non-empty lines at least; a shorter text, or a
 * paragraph or two asking something of the model, is a prompt, and the head is trusted there.
 */
export const DOCUMENT_MIN_LENGTH = 300;
export const DOCUMENT_MIN_LINES = 4;

/** Lexicon concepts (concept-lexicon.ts, attack-lexicon.ts) that name the model or the talk with it. */
const MODEL_CONCEPTS: ReadonlySet<string> = new Set([
  'ai_model', 'chatbot', 'system_prompt', 'system_prompt_wide', 'pretend', 'no_rules', 'no_rules_wide', 'obey', 'obey_wide',
  'in_character', 'real_instructions', 'developer_mode', 'developer_mode_wide',
]);

/**
 * English words of the same kind that the lexicon leaves out, and "IA" and "KI", the short forms
 * the lexicon does not hold alone (the text is lowercased already). Characters are a persona's,
 * not a count's ("at least 14 characters").
 */
const MODEL_WORDS =
  /\b(?:ai|ia|ki|chatgpt|gpt|openai|llms?|prompts?|jailbreak\w*|respond\w*|responses?|repl(?:y|ies)|answer\w*|role-?play\w*|personas?|(?<!\d )characters?|simulat\w*|censor\w*|filter\w*|uncensored|unrestricted|ethic\w*|moral\w*|your (?:\w+ )?instructions?)\b/;

let modelConcepts: ReadonlySet<number> | undefined;

/** Whether the (normalized) text names the model or the talk with it anywhere. */
export function speaksOfTheModel(text: string): boolean {
  if (MODEL_WORDS.test(text)) return true;
  const matcher = ruleConceptMatcher();
  const wanted = (modelConcepts ??= new Set(matcher.ids.flatMap((id, index) => (MODEL_CONCEPTS.has(id) ? [index] : []))));
  return matcher.holds(text, 0, text.length, (concept) => wanted.has(concept));
}

/** A document-length text that never speaks of the model: the attack head's verdict does not stand. */
export function isDocumentWithoutModelTalk(text: string): boolean {
  return text.length >= DOCUMENT_MIN_LENGTH && countLines(text, DOCUMENT_MIN_LINES) >= DOCUMENT_MIN_LINES && !speaksOfTheModel(text);
}

/** Non-empty lines of text, counted up to `enough`. */
function countLines(text: string, enough: number): number {
  let lines = 0;
  let blank = true;
  for (let i = 0; i < text.length && lines < enough; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) blank = true;
    else if (blank && c !== 32 && c !== 9 && c !== 13) {
      blank = false;
      lines++;
    }
  }
  return lines;
}
