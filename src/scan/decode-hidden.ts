/**
 * rot13, atbash and reversed text: lines (or colon-separated parts of lines) whose words are
 * mostly common English words rot13'd, mirrored in the alphabet (a<->z, b<->y) or spelled backwards.
 */
import type { DecodedCandidate } from './decode.js';
import type { NormalizedText } from './normalize.js';
import { toOriginalSpan } from './normalize.js';

/**
 * Common English words, and the words attacks are made of: rot13 and reversed text hide them,
 * plain text shows them.
 */
const ENGLISH = new Set(
  ('the and to of you your is are in that for it this with me all be what how not do can on my was will from have tell ignore instructions previous system prompt please write make give say now they about there would when which any ' +
    'or an as at by if so up out who like read put sleep key keys her his we our us them their then than some more get know take into year good people time could see other only come its over think also back after use two first well way even want because these day most find here thing many should need must story plan list money someone act pretend role play character game free anything everything nothing never always every without again just really very right still own same another while where why does done made said going being been had has were him ' +
    'override display admin administrator configuration password secret reveal print output mode developer rules restrictions disregard forget bypass ' +
    'hack bomb weapon steal kill drugs poison confidential data send user assistant answer question decode following text sentence translate negative describe explain steps tutorial guide create').split(' '),
);
// A word whose rot13, atbash or reversed form is itself on the list ("be" and "or" are each
// other's rot13) counts only as plain, and so does a palindrome.
const ROT13_WORDS = new Set([...ENGLISH].map(rot13).filter((w) => !ENGLISH.has(w)));
const ATBASH_WORDS = new Set([...ENGLISH].map(atbash).filter((w) => !ENGLISH.has(w)));
const REVERSED_WORDS = new Set(
  [...ENGLISH]
    .filter((w) => w.length > 2)
    .map((w) => [...w].reverse().join(''))
    .filter((w) => !ENGLISH.has(w)),
);

/** Applies rot13 to ASCII letters. */
export function rot13(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 97 && c <= 122) out += String.fromCharCode(((c - 97 + 13) % 26) + 97);
    else if (c >= 65 && c <= 90) out += String.fromCharCode(((c - 65 + 13) % 26) + 65);
    else out += s[i];
  }
  return out;
}

/** Atbash: each ASCII letter mirrored in the alphabet (a<->z, b<->y, ...); its own inverse. */
export function atbash(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 97 && c <= 122) out += String.fromCharCode(219 - c);
    else if (c >= 65 && c <= 90) out += String.fromCharCode(155 - c);
    else out += s[i];
  }
  return out;
}

/** FNV-1a hash of lowercase ASCII words, so the hot loop compares numbers, not new strings. */
function wordHash(w: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const PLAIN_WORD = 1;
const ROT13_WORD = 2;
const REVERSED_WORD = 4;
const ATBASH_WORD = 8;

/**
 * The three word lists as one open-addressing table from word hash to PLAIN/ROT13/REVERSED flags:
 * one probe per word instead of three Set lookups of hashes that do not fit a small integer.
 */
const WORD_BITS = 12;
const wordKeys = new Int32Array(1 << WORD_BITS);
const wordFlags = new Uint8Array(1 << WORD_BITS);

function wordSlot(h: number): number {
  let slot = Math.imul(h, 0x9e3779b1) >>> (32 - WORD_BITS);
  while (wordFlags[slot] !== 0 && wordKeys[slot] !== h) slot = (slot + 1) & ((1 << WORD_BITS) - 1);
  return slot;
}

for (const [words, flag] of [[ENGLISH, PLAIN_WORD], [ROT13_WORDS, ROT13_WORD], [REVERSED_WORDS, REVERSED_WORD], [ATBASH_WORDS, ATBASH_WORD]] as const) {
  for (const w of words) {
    const h = wordHash(w) | 0;
    const slot = wordSlot(h);
    wordKeys[slot] = h;
    wordFlags[slot] = (wordFlags[slot] ?? 0) | flag;
  }
}

/**
 * The smallest share of a stretch's words that must be hidden English words. Hidden English
 * sentences are made of common words (every hidden line of the training corpora has at least
 * one in eight); a long paragraph in another language matches a few by chance ("era" reversed
 * is "are") while hardly any of its words are English, and must not be read backwards.
 */
const MIN_HIDDEN_SHARE = 1 / 8;

/** True when `text` holds a common English word as it is (not rot13'd, mirrored or reversed). */
export function holdsPlainEnglish(text: string): boolean {
  for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (((wordFlags[wordSlot(wordHash(w) | 0)] ?? 0) & PLAIN_WORD) !== 0) return true;
  }
  return false;
}

/** Word counts of a stretch of normalized text: plain English, rot13'd, reversed and atbash words, and all words. */
class WordCounts {
  plain = 0;
  rot = 0;
  rev = 0;
  atb = 0;
  words = 0;

  add(flags: number): void {
    this.words++;
    if ((flags & PLAIN_WORD) !== 0) this.plain++;
    if ((flags & ROT13_WORD) !== 0) this.rot++;
    if ((flags & REVERSED_WORD) !== 0) this.rev++;
    if ((flags & ATBASH_WORD) !== 0) this.atb++;
  }

  reset(): void {
    this.plain = 0;
    this.rot = 0;
    this.rev = 0;
    this.atb = 0;
    this.words = 0;
  }

  /** True when `hidden` words outnumber the plain ones and make up enough of the stretch. */
  private hides(hidden: number): boolean {
    return hidden >= 2 && hidden > this.plain && hidden >= this.words * MIN_HIDDEN_SHARE;
  }

  /** Pushes the rot13, atbash and reversed readings of text[start, end) that its counts call for. */
  emit(norm: NormalizedText, start: number, end: number, out: DecodedCandidate[]): void {
    const rot = this.hides(this.rot);
    const atb = this.hides(this.atb);
    const rev = this.hides(this.rev);
    if (!rot && !atb && !rev) return;
    const span = toOriginalSpan(norm, start, end);
    const part = norm.text.slice(start, end);
    if (rot) out.push({ encoding: 'rot13', text: rot13(part), span });
    if (atb) out.push({ encoding: 'atbash', text: atbash(part), span });
    if (rev) out.push({ encoding: 'reversed', text: [...part].reverse().join(''), span });
  }
}

const CH_COLON = 58;
const CH_LF = 10;

/**
 * Lines whose words are mostly rot13 or reversed English. A line that is not is also read in its
 * colon-separated parts, so that "Decode this and answer: <rot13 text>" is found although the
 * plain instruction outweighs the hidden words in the line as a whole.
 */
export function collectHiddenLines(norm: NormalizedText, out: DecodedCandidate[], limit: number): void {
  const text = norm.text;
  const n = text.length;
  const line = new WordCounts();
  const part = new WordCounts();
  const parts: DecodedCandidate[] = [];
  let lineStart = 0;
  let partStart = 0;
  let h = 0x811c9dc5;
  let inWord = false;
  for (let i = 0; i <= n && out.length < limit; i++) {
    const c = i < n ? text.charCodeAt(i) : CH_LF;
    if (c >= 97 && c <= 122) {
      h = Math.imul(h ^ c, 0x01000193);
      inWord = true;
      continue;
    }
    if (inWord) {
      const flags = wordFlags[wordSlot(h | 0)] ?? 0;
      line.add(flags);
      part.add(flags);
      h = 0x811c9dc5;
      inWord = false;
    }
    if (c !== CH_LF && c !== CH_COLON) continue;
    const colonSeen = partStart > lineStart || c === CH_COLON;
    if (colonSeen && i > partStart) part.emit(norm, partStart, i, parts);
    part.reset();
    partStart = i + 1;
    if (c === CH_COLON) continue;
    const before = out.length;
    if (i > lineStart) line.emit(norm, lineStart, i, out);
    if (out.length === before) for (const p of parts) if (out.length < limit) out.push(p);
    parts.length = 0;
    line.reset();
    lineStart = i + 1;
  }
}

