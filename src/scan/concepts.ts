import { createHash } from 'node:crypto';
import { escapeRegex, isUnsegmented, isWordChar } from './chars.js';
import { ATTACK_LEXICON } from './attack-lexicon.js';
import { HARM_TARGET_LEXICON } from './harm-target-lexicon.js';
import { INDIRECT_LEXICON } from './indirect-lexicon.js';
import { EXTRACTION_ATTACK_LEXICON } from './extraction-attack-lexicon.js';
import { HARM_ASK_LEXICON } from './harm-ask-lexicon.js';
import { HARM_PLAN_LEXICON } from './harm-plan-lexicon.js';
import { GROUP_LEXICON } from './group-lexicon.js';
import { WRONGS_LEXICON } from './wrongs-lexicon.js';
import { PERSON_HARM_LEXICON } from './person-harm-lexicon.js';
import { TAKEOVER_LEXICON } from './takeover-lexicon.js';
import { HIJACK_LEXICON } from './hijack-lexicon.js';
import { ROMANIZED_LEXICON } from './romanized-lexicon.js';
import { CONCEPT_LEXICON } from './concept-lexicon.js';
import { FlatTrie } from './flat-trie.js';
import { normalize } from './normalize.js';

/**
 * Cross-lingual concept features. Character and word n-grams learn "bomb" from thousands of
 * English rows but not the Thai or Korean word, of which the corpus has a handful. The lexicon
 * maps everyday words of many languages to shared concepts (explosive, how_to, ignore,
 * system_prompt, ...), and each concept present in a window becomes one feature, as do pairs of
 * concepts (how_to + explosive says more than either): the weights learned from English carry
 * over to every language in the lexicon.
 */

const MAX_CONCEPTS_PER_WINDOW = 12;
const CONCEPT_SEED = 0x3c6ef372;


// ו and, ה the, ב in, ל to, מ from, ש that, כ as.
const HEBREW_PROCLITICS = new Set([0x05d5, 0x05d4, 0x05d1, 0x05dc, 0x05de, 0x05e9, 0x05db]);

function isHebrewProclitic(c: number): boolean {
  return HEBREW_PROCLITICS.has(c);
}

/** A lexicon word as the matcher holds it: normalized like a prompt. */
export function lexiconEntry(word: string): string {
  return normalize(word).text.trim();
}

/**
 * A fence made of words of many languages, matched anywhere in normalized text (a sentence about
 * a prejudice or about revenge, not one voicing it): the words are normalized like the text.
 */
export function wordsAnywhere(words: Readonly<Record<string, readonly string[]>>): RegExp {
  return new RegExp(fenceEntries(words).map(escapeRegex).join('|'));
}

/**
 * The same fence with its Latin words read at the start of a word only, as the lexicon's words
 * are: German "hund" (a dog's body) is no fence inside "Spürhunde", nor Tagalog "lamay" (a wake)
 * inside Turkish "bulamayacak". Words of other scripts are still matched anywhere.
 */
export function wordsAtWordStart(words: Readonly<Record<string, readonly string[]>>): RegExp {
  return new RegExp(fenceEntries(words).map((word) => (/^[a-z0-9]/.test(word) ? '\\b' : '') + escapeRegex(word)).join('|'));
}

function fenceEntries(words: Readonly<Record<string, readonly string[]>>): string[] {
  return [...new Set(Object.values(words).flat().map(lexiconEntry))].filter((word) => word.length >= 2);
}

/** Matches lexicon entries (normalized like prompts) as word prefixes, or anywhere in unsegmented scripts. */
export class ConceptMatcher {
  readonly ids: readonly string[];
  /** Identifies the lexicon: models record it, and a model built on another lexicon is refused. */
  readonly version: string;
  private readonly trie: FlatTrie;
  private readonly seen: Uint8Array;
  private readonly present: number[] = [];
  /**
   * The how_to concept, not read after a Hebrew proclitic: "ואיך זה השפיע" (and how did it
   * affect) asks about what happened, and Hebrew how_to is the bare "איך" (how).
   */
  private readonly howTo: number;

  constructor(lexicon: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = CONCEPT_LEXICON) {
    this.ids = Object.keys(lexicon).sort();
    const digest = createHash('sha256');
    const pairs: [string, number][] = [];
    this.ids.forEach((id, conceptIndex) => {
      const entries = new Set<string>();
      for (const words of Object.values(lexicon[id] ?? {})) {
        for (const word of words) {
          const text = lexiconEntry(word);
          if (text.length >= 2) entries.add(text);
        }
      }
      for (const entry of [...entries].sort()) {
        pairs.push([entry, conceptIndex]);
        digest.update(`${id}\u0000${entry}\u0000`);
      }
    });
    this.version = `lex-${digest.digest('hex').slice(0, 8)}`;
    this.howTo = this.ids.indexOf('how_to');
    this.trie = new FlatTrie(pairs);
    this.seen = new Uint8Array(this.ids.length);
  }

  /**
   * Calls `visit(concept, from, to)` for every lexicon entry found in text[start, end), by start
   * position; once it has returned false, no later start position is tried. Entries match at word
   * starts (anywhere in unsegmented scripts).
   */
  matches(text: string, start: number, end: number, visit: (concept: number, from: number, to: number) => boolean): void {
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      // Inside a word first: most positions are, and that test is cheaper than a trie step.
      // A Latin word right after Chinese or Japanese ("本邮件的AI", "AIアシスタント") starts there.
      if (i > start && !isUnsegmented(c)) {
        const before = text.charCodeAt(i - 1);
        if (isWordChar(before) && !(c < 128 && isUnsegmented(before))) continue;
      }
      if (!this.walk(text, i, i, end, visit)) return;
      // Hebrew writes "and", "the", "in", "to", "from", "that" and "as" as one letter joined to
      // the next word ("בשיחה", in the conversation; "וההוראות", and the instructions): the
      // word is also read without up to two of them, its span still from the word's start.
      if (isHebrewProclitic(c)) {
        if (!this.walk(text, i, i + 1, end, visit)) return;
        if (isHebrewProclitic(text.charCodeAt(i + 1)) && !this.walk(text, i, i + 2, end, visit)) return;
      }
    }
  }

  /** Visits the entries that begin at text[at] (reported from `from`); false once `visit` has returned false. */
  private walk(text: string, from: number, at: number, end: number, visit: (concept: number, from: number, to: number) => boolean): boolean {
    if (at >= end) return true;
    const trie = this.trie;
    const c = text.charCodeAt(at);
    let node = c < 128 ? (trie.firstAscii[c] ?? -1) : trie.child(0, c);
    if (node < 0) return true;
    let more = true;
    for (let j = at + 1; ; j++) {
      for (let k = trie.valuesFrom(node), last = trie.valuesTo(node); k < last; k++) {
        const concept = trie.valueAt(k);
        if ((from === at || concept !== this.howTo) && !visit(concept, from, j)) more = false;
      }
      if (j >= end) break;
      node = trie.child(node, text.charCodeAt(j));
      if (node < 0) break;
    }
    return more;
  }

  /** Whether text[start, end) holds an entry of any concept, or of one that `wanted` accepts; stops at the first. */
  holds(text: string, start: number, end: number, wanted: (concept: number) => boolean = () => true): boolean {
    let found = false;
    this.matches(text, start, end, (concept) => {
      if (wanted(concept)) found = true;
      return !found;
    });
    return found;
  }

  /** Concept indices found in text[start, end), in order of first appearance (at most 12). */
  find(text: string, start: number, end: number): readonly number[] {
    const { present, seen } = this;
    for (const k of present) seen[k] = 0;
    present.length = 0;
    this.matches(text, start, end, (k) => {
      if (seen[k] === 0) {
        seen[k] = 1;
        present.push(k);
      }
      return present.length < MAX_CONCEPTS_PER_WINDOW;
    });
    return present;
  }

  /** Feature hashes for the concepts in text[start, end): one per concept and one per pair. */
  hashes(text: string, start: number, end: number, emit: (hash: number) => void): void {
    const present = [...this.find(text, start, end)].sort((a, b) => a - b);
    for (let a = 0; a < present.length; a++) {
      const ca = present[a] ?? 0;
      emit(Math.imul(CONCEPT_SEED ^ (ca + 1), 0x01000193));
      for (let b = a + 1; b < present.length; b++) {
        emit(Math.imul(Math.imul(CONCEPT_SEED ^ (ca + 1), 0x01000193) ^ ((present[b] ?? 0) + 1) ^ 0x7f4a7c15, 0x01000193));
      }
    }
  }
}

let shared: ConceptMatcher | undefined;

/** The matcher over the built-in lexicon, built on first use (about a millisecond). */
export function conceptMatcher(): ConceptMatcher {
  shared ??= new ConceptMatcher();
  return shared;
}

type Lexicon = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/** Both lexicons' words, concept by concept and language by language. */
function mergeLexicons(a: Lexicon, b: Lexicon): Lexicon {
  const merged: Record<string, Record<string, string[]>> = {};
  for (const lexicon of [a, b]) {
    for (const [concept, languages] of Object.entries(lexicon)) {
      const entry = (merged[concept] ??= {});
      for (const [language, words] of Object.entries(languages)) (entry[language] ??= []).push(...words);
    }
  }
  return merged;
}

const WIDE = '_wide';

let ruleWords: Lexicon | undefined;

/**
 * The words the concept rules read: the lexicon, attack-lexicon.ts, whose `NAME_wide` concepts
 * hold the lexicon's NAME words as well as their own, harm-target-lexicon.ts, harm-ask-lexicon.ts,
 * harm-plan-lexicon.ts, indirect-lexicon.ts, extraction-attack-lexicon.ts, takeover-lexicon.ts, hijack-lexicon.ts and
 * romanized-lexicon.ts.
 */
export function ruleLexicon(): Lexicon {
  if (ruleWords !== undefined) return ruleWords;
  const widened: Record<string, Readonly<Record<string, readonly string[]>>> = {};
  for (const id of Object.keys(ATTACK_LEXICON)) {
    const base = id.endsWith(WIDE) ? CONCEPT_LEXICON[id.slice(0, -WIDE.length)] : undefined;
    if (base !== undefined) widened[id] = base;
  }
  ruleWords = [widened, ATTACK_LEXICON, HARM_TARGET_LEXICON, HARM_ASK_LEXICON, HARM_PLAN_LEXICON, GROUP_LEXICON, WRONGS_LEXICON, PERSON_HARM_LEXICON, INDIRECT_LEXICON, EXTRACTION_ATTACK_LEXICON, TAKEOVER_LEXICON, HIJACK_LEXICON, ROMANIZED_LEXICON].reduce(mergeLexicons, CONCEPT_LEXICON);
  return ruleWords;
}

let forRules: ConceptMatcher | undefined;

/**
 * The matcher the concept rules use (concept-rules.ts), over ruleLexicon(). The words of
 * attack-lexicon.ts stay out of the classifier's features, so adding one changes what the rules
 * read without retraining the model.
 */
export function ruleConceptMatcher(): ConceptMatcher {
  forRules ??= new ConceptMatcher(ruleLexicon());
  return forRules;
}
