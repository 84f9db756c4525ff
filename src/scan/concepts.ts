import { createHash } from 'node:crypto';
import { isWordChar } from './chars.js';
import { CONCEPT_LEXICON } from './concept-lexicon.js';
import { normalize } from './normalize.js';

/**
 * Cross-lingual concept features. Character and word n-grams learn "bomb" from thousands of
 * English rows but not the Thai or Korean word, of which the corpus has a handful. The lexicon
 * maps everyday words of many languages to shared concepts (explosive, how_to, ignore,
 * system_prompt, ...), and each concept present in a window becomes one feature, as do pairs of
 * concepts (how_to + explosive says more than either): the weights learned from English carry
 * over to every language in the lexicon.
 */

interface TrieNode {
  next: Map<number, TrieNode>;
  /** Concept ids whose entry ends here. */
  ends: number[];
}

const MAX_CONCEPTS_PER_WINDOW = 12;
const CONCEPT_SEED = 0x3c6ef372;

/** Scripts written without spaces between words: entries match anywhere, not only at word starts. */
function isUnsegmented(c: number): boolean {
  return (c >= 0x0e00 && c <= 0x0eff) || (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff);
}

/** Matches lexicon entries (normalized like prompts) as word prefixes, or anywhere in unsegmented scripts. */
export class ConceptMatcher {
  readonly ids: readonly string[];
  /** Identifies the lexicon: models record it, and a model built on another lexicon is refused. */
  readonly version: string;
  private readonly root: TrieNode = { next: new Map(), ends: [] };
  /** The root's children by first code unit, for the common case of a character no entry starts with. */
  private readonly firstAscii: (TrieNode | undefined)[] = new Array<TrieNode | undefined>(128).fill(undefined);
  private readonly seen: Uint8Array;
  private readonly present: number[] = [];

  constructor(lexicon: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = CONCEPT_LEXICON) {
    this.ids = Object.keys(lexicon).sort();
    const digest = createHash('sha256');
    this.ids.forEach((id, conceptIndex) => {
      const entries = new Set<string>();
      for (const words of Object.values(lexicon[id] ?? {})) {
        for (const word of words) {
          const text = normalize(word).text.trim();
          if (text.length >= 2) entries.add(text);
        }
      }
      for (const entry of [...entries].sort()) {
        this.insert(entry, conceptIndex);
        digest.update(`${id}\u0000${entry}\u0000`);
      }
    });
    this.version = `lex-${digest.digest('hex').slice(0, 8)}`;
    for (const [c, node] of this.root.next) if (c < 128) this.firstAscii[c] = node;
    this.seen = new Uint8Array(this.ids.length);
  }

  private insert(entry: string, conceptIndex: number): void {
    let node = this.root;
    for (let i = 0; i < entry.length; i++) {
      const c = entry.charCodeAt(i);
      let child = node.next.get(c);
      if (!child) {
        child = { next: new Map(), ends: [] };
        node.next.set(c, child);
      }
      node = child;
    }
    if (!node.ends.includes(conceptIndex)) node.ends.push(conceptIndex);
  }

  /**
   * Calls `visit(concept, from, to)` for every lexicon entry found in text[start, end), by start
   * position; once it has returned false, no later start position is tried. Entries match at word
   * starts (anywhere in unsegmented scripts).
   */
  matches(text: string, start: number, end: number, visit: (concept: number, from: number, to: number) => boolean): void {
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      let node: TrieNode | undefined = c < 128 ? this.firstAscii[c] : this.root.next.get(c);
      if (!node) continue;
      if (!isUnsegmented(c) && i > start && isWordChar(text.charCodeAt(i - 1))) continue;
      let more = true;
      for (let j = i + 1; ; j++) {
        for (const k of node.ends) if (!visit(k, i, j)) more = false;
        if (j >= end) break;
        node = node.next.get(text.charCodeAt(j));
        if (!node) break;
      }
      if (!more) return;
    }
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
