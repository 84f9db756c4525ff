import { isUnsegmented } from './chars.js';
import { CONFUSABLE, CYRILLIC_TWIN, GREEK_TWIN, LEET } from './confusables.js';

/** The normalizer's working arrays: folded UTF-16 units, original start/end per unit, wide-gap flags. */
export interface Buffers {
  out: Uint16Array;
  st: Int32Array;
  en: Int32Array;
  wide: Uint8Array;
}

const CH_SPACE = 32;

/** True for a-z (the normalizer has lowercased ASCII already). */
export function isAsciiLetter(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** Letters of any script, by UTF-16 unit: 0 not yet known, 1 a letter, 2 not one. */
const LETTER_CACHE = new Uint8Array(0x10000);
const LETTER = /^\p{L}$/u;

/** True for a letter of any script (ASCII already lowercased); CJK and Hangul syllables count. */
export function isLetterUnit(c: number): boolean {
  if (c < 0xc0) return isAsciiLetter(c);
  let known = LETTER_CACHE[c] ?? 0;
  if (known === 0) {
    known = LETTER.test(String.fromCharCode(c)) ? 1 : 2;
    LETTER_CACHE[c] = known;
  }
  return known === 1;
}

function isWordUnit(c: number): boolean {
  return isAsciiLetter(c) || (c >= 48 && c <= 57) || c >= 0xc0;
}

function isCyrillic(c: number): boolean {
  return c >= 0x0400 && c <= 0x052f;
}

function isGreek(c: number): boolean {
  return c >= 0x0370 && c <= 0x03ff;
}

/** Letters of Cyrillic and Greek that pass for no Latin one (и, д, λ, π), counted over a text. */
function scriptOnlyLetters(out: Uint16Array, o: number): { cyrillic: number; greek: number } {
  let cyrillic = 0;
  let greek = 0;
  for (let k = 0; k < o; k++) {
    const u = out[k] ?? 0;
    if (u < 0x370 || u > 0x52f || CONFUSABLE[u] !== 0) continue;
    if (isCyrillic(u)) cyrillic++;
    else if (isGreek(u)) greek++;
  }
  return { cyrillic, greek };
}

/** Letters that pass for no Latin one needed to call a text Cyrillic or Greek: a few, and a tenth of the Latin letters. */
const SCRIPT_TEXT_MIN = 3;

/**
 * Replaces lookalike letters inside words that mix them with Latin letters (or everywhere if Latin
 * dominates: more Latin letters in the text than lookalikes). A word of Cyrillic or Greek with
 * Latin letters slipped in goes the other way: its Latin letters become the Cyrillic or Greek
 * ones they pass for ("Игнoриpуй" with Latin o and p). A word, at least half of whose letters
 * are Cyrillic (Greek), is taken for one when it holds a letter of that script that passes for no
 * Latin one (и, д, λ, π), or, in a text of that script, when every Latin letter in it has a twin
 * there ("вcе" in a Russian sentence). An English text written in lookalikes has no such letter.
 * `latin` and `lookalikes` are the text's counts of ASCII letters and of lookalike letters.
 */
export function foldLookalikes(b: Buffers, o: number, latin: number, lookalikes: number): void {
  const out = b.out;
  const latinDominant = latin > lookalikes;
  const only = scriptOnlyLetters(out, o);
  const cyrillicText = only.cyrillic >= SCRIPT_TEXT_MIN && only.cyrillic * 10 >= latin;
  const greekText = only.greek >= SCRIPT_TEXT_MIN && only.greek * 10 >= latin;
  let i = 0;
  while (i < o) {
    if (!isWordUnit(out[i] ?? 0)) {
      i++;
      continue;
    }
    let j = i;
    // Letters of the word by script, and what its non-Latin letters are.
    let latinLetters = 0;
    let cyrillicLetters = 0;
    let greekLetters = 0;
    let hasLookalike = false;
    let hasOther = false;
    let cyrillicOnly = false;
    let greekOnly = false;
    let allCyrillicTwins = true;
    let allGreekTwins = true;
    while (j < o && isWordUnit(out[j] ?? 0)) {
      const u = out[j] ?? 0;
      if (isAsciiLetter(u)) {
        latinLetters++;
        if (CYRILLIC_TWIN[u] === 0) allCyrillicTwins = false;
        if (GREEK_TWIN[u] === 0) allGreekTwins = false;
      } else if (u >= 0x80) {
        const lookalike = CONFUSABLE[u] !== 0;
        if (lookalike) hasLookalike = true;
        else hasOther = true;
        if (isCyrillic(u)) {
          cyrillicLetters++;
          if (!lookalike) cyrillicOnly = true;
        } else if (isGreek(u)) {
          greekLetters++;
          if (!lookalike) greekOnly = true;
        }
      }
      j++;
    }
    const scriptWord = latinLetters > 0 && cyrillicLetters + greekLetters >= latinLetters;
    if (scriptWord && greekLetters === 0 && cyrillicLetters > 0 && (cyrillicOnly || (cyrillicText && allCyrillicTwins))) {
      foldAscii(out, i, j, CYRILLIC_TWIN);
    } else if (scriptWord && cyrillicLetters === 0 && greekLetters > 0 && (greekOnly || (greekText && allGreekTwins))) {
      foldAscii(out, i, j, GREEK_TWIN);
    } else if (hasLookalike && (latinLetters > 0 || (latinDominant && !hasOther))) {
      for (let k = i; k < j; k++) {
        const mapped = CONFUSABLE[out[k] ?? 0] ?? 0;
        if (mapped !== 0) out[k] = mapped;
      }
    }
    i = j;
  }
}

function foldAscii(out: Uint16Array, i: number, j: number, twin: Uint16Array): void {
  for (let k = i; k < j; k++) {
    const u = out[k] ?? 0;
    if (u < 128 && twin[u] !== 0) out[k] = twin[u] ?? u;
  }
}

/**
 * Folds leetspeak (`1gn0r3`) in ASCII tokens that mix at least two letters with leet digits. In a
 * line where at least three tokens were folded so, the leet text is no accident, and the short
 * tokens that have fewer letters or none (`4`, `70`, `5734l`) are folded too.
 */
export function foldLeet(b: Buffers, o: number): void {
  const out = b.out;
  // Tokens of this line that only a leet-dense line folds: [start, end) pairs.
  const pending: number[] = [];
  let foldedInLine = 0;
  const endLine = (): void => {
    if (foldedInLine >= DENSE_LINE_TOKENS) for (let p = 0; p < pending.length; p += 2) foldToken(out, pending[p] ?? 0, pending[p + 1] ?? 0);
    pending.length = 0;
    foldedInLine = 0;
  };
  let i = 0;
  while (i < o) {
    const u = out[i] ?? 0;
    if (!(isAsciiLetter(u) || (u < 128 && LEET[u] !== 0))) {
      if (u === CH_NEWLINE) endLine();
      i++;
      continue;
    }
    let j = i;
    let letters = 0;
    let leet = 0;
    let plainDigits = 0;
    // Letters before the first non-letter: a token that is letters and then only digits
    // ("rot13", "win10") is a name with a number, folded only in a leet-dense line.
    let leadingLetters = -1;
    while (j < o) {
      const v = out[j] ?? 0;
      if (isAsciiLetter(v)) letters++;
      else if (v < 128 && LEET[v] !== 0) leet++;
      else if (v >= 48 && v <= 57) plainDigits++;
      else break;
      if (leadingLetters < 0 && !isAsciiLetter(v)) leadingLetters = j - i;
      j++;
    }
    const numbered = leadingLetters >= 2 && letters === leadingLetters && j - i - letters >= 2;
    if (leet > 0 && plainDigits === 0 && j - i <= 40) {
      if (letters >= 2 && !numbered) {
        foldToken(out, i, j);
        foldedInLine++;
      } else if (j - i <= 8) {
        pending.push(i, j);
      }
    }
    i = j;
  }
  endLine();
}

/** Folded tokens in one line that make it a leetspeak line. */
const DENSE_LINE_TOKENS = 3;
const CH_NEWLINE = 10;
const CH_DOT = 46;

function foldToken(out: Uint16Array, i: number, j: number): void {
  // A token followed by a dot and holding an @ is the start of an e-mail address (name@domain.tld).
  const address = out[j] === CH_DOT;
  for (let k = i; k < j; k++) {
    const v = out[k] ?? 0;
    // `@` and `$` only count inside a word, never at its edges (emails, prices).
    const isEdgeSymbol = (v === 64 || v === 36) && (k === i || k === j - 1);
    if (!isAsciiLetter(v) && !isEdgeSymbol && !(v === 64 && address)) out[k] = LEET[v] ?? v;
  }
}

/** Separators of s p a c e d letters, by ASCII code: space . - _ * / | , + */
const SEPARATOR = new Uint8Array(128);
for (const c of [CH_SPACE, CH_DOT, 45, 95, 42, 47, 124, 44, 43]) SEPARATOR[c] = 1;

/**
 * Digits and punctuation spaced out like the letters around them: "o l d - t i m e y", "w i n d o w s
 * 1 1", "c o l o r f u l ,". Only between spaces: in `i-g-n-o-r-e` a dash is the separator.
 */
const SPACED_MEMBER = new Uint8Array(128);
for (const c of '0123456789,-\'.!?:;()') SPACED_MEMBER[c.charCodeAt(0)] = 1;

function isRunMember(c: number, sep: number): boolean {
  return isLetterUnit(c) || (sep === CH_SPACE && c < 128 && SPACED_MEMBER[c] === 1);
}

/**
 * `i g n o r e` / `i-g-n-o-r-e` -> `ignore`; a wide gap or a different separator becomes a space.
 * Letters of every script: `и г н о р и р у й`, `ת-ת-ע-ל-ם`, and characters of Chinese, Japanese
 * or Korean written one by one (`忽 略 之 前 的 指 令`, `무 시 하 고`).
 */
export function collapseSpacedLetters(b: Buffers, o: number): number {
  const { out, wide } = b;
  let w = 0;
  let r = 0;
  while (r < o) {
    const u = out[r] ?? 0;
    const sep = out[r + 1] ?? 0;
    if (sep < 128 && SEPARATOR[sep] === 1 && r + 2 < o && isLetterUnit(u) && (r === 0 || !isWordUnit(out[r - 1] ?? 0))) {
      let k = r;
      let count = 1;
      for (;;) {
        const s = out[k + 1] ?? 0;
        const next = out[k + 2] ?? 0;
        const after = k + 3 < o ? (out[k + 3] ?? 0) : 0;
        const continues = s === sep || (s === CH_SPACE && sep !== CH_SPACE);
        if (k + 2 < o && continues && isRunMember(next, sep) && !isWordUnit(after)) {
          k += 2;
          if (isLetterUnit(next)) count++;
        } else break;
      }
      if (count >= 4) {
        for (let x = r; x <= k; x++) {
          const v = out[x] ?? 0;
          // Members sit at even offsets from the run's start, separators between them.
          if ((x - r) % 2 === 0) {
            copy(b, w++, x);
          } else {
            const boundary = sep === CH_SPACE ? wide[x] === 1 : v === CH_SPACE;
            if (boundary) {
              copy(b, w, x);
              out[w] = CH_SPACE;
              w++;
            }
          }
        }
        r = k + 1;
        continue;
      }
    }
    copy(b, w++, r++);
  }
  return w;
}

function copy(b: Buffers, to: number, from: number): void {
  if (to === from) return;
  const { out, st, en, wide } = b;
  out[to] = out[from] ?? 0;
  st[to] = st[from] ?? 0;
  en[to] = en[from] ?? 0;
  wide[to] = wide[from] ?? 0;
}

const CH_HYPHEN = 45;
/** Marks that split Thai or Chinese words as a hyphen splits Latin ones: `ลืม.คำ.สั่ง`, `忽_略`. */
const UNSEGMENTED_SPLITTER = new Uint8Array(128);
for (const c of [CH_DOT, 95, 42, 43]) UNSEGMENTED_SPLITTER[c] = 1;
/** A line holding these is code or markup, where hyphens and dots belong to names: left alone. */
const CODE_MARK = new Uint8Array(128);
for (const c of '{};=<>`|') CODE_MARK[c.charCodeAt(0)] = 1;
/**
 * At least this many split words (three in Thai or Chinese, where hyphenated compounds are rare),
 * and this share of the line's words.
 */
const SPLIT_LINE_WORDS = 4;
const SPLIT_LINE_WORDS_UNSEGMENTED = 3;
const SPLIT_LINE_SHARE = 0.4;

/** Whether the unit at `k` splits a word: a hyphen between two letters, or a dot between two Thai or CJK letters. */
function splitsWord(out: Uint16Array, k: number, end: number): boolean {
  if (k === 0 || k + 1 >= end) return false;
  const c = out[k] ?? 0;
  const before = out[k - 1] ?? 0;
  const after = out[k + 1] ?? 0;
  if (c === CH_HYPHEN) return isLetterUnit(before) && isLetterUnit(after);
  return c < 128 && UNSEGMENTED_SPLITTER[c] === 1 && isUnsegmented(before) && isUnsegmented(after);
}

/** Whether a line is written in split syllables: enough of its words are split, and it is no code. */
function isSplitLine(out: Uint16Array, start: number, end: number): boolean {
  let words = 0;
  let split = 0;
  let unsegmented = false;
  let inWord = false;
  let wordSplit = false;
  for (let k = start; k <= end; k++) {
    const c = k < end ? (out[k] ?? 0) : CH_SPACE;
    if (c < 128 && CODE_MARK[c] === 1) return false;
    if (c === CH_SPACE) {
      if (inWord) {
        words++;
        if (wordSplit) split++;
      }
      inWord = false;
      wordSplit = false;
      continue;
    }
    if (isLetterUnit(c)) inWord = true;
    if (splitsWord(out, k, end)) {
      wordSplit = true;
      if (isUnsegmented(out[k - 1] ?? 0)) unsegmented = true;
    }
  }
  return split >= (unsegmented ? SPLIT_LINE_WORDS_UNSEGMENTED : SPLIT_LINE_WORDS) && split >= words * SPLIT_LINE_SHARE;
}

/**
 * `Ver-giss al-le vor-he-ri-gen An-wei-sun-gen` -> `vergiss alle vorherigen anweisungen`, and
 * `ลืม.คำ.สั่ง.ก่อน.หน้า` -> `ลืมคำสั่งก่อนหน้า`: words cut into syllables so that no word of
 * an attack is written whole. Only in a line where at least four words (three in Thai or
 * Chinese), and 40% of them, are cut so, and that holds no code: "a well-known, state-of-the-art,
 * easy-to-use tool" keeps its hyphens.
 */
export function joinSplitSyllables(b: Buffers, o: number): number {
  const out = b.out;
  let w = 0;
  let lineStart = 0;
  while (lineStart < o) {
    // Most lines split no word: count the splits first, and look at the words only with enough.
    let lineEnd = lineStart;
    let splits = 0;
    for (; lineEnd < o; lineEnd++) {
      const c = out[lineEnd] ?? 0;
      if (c >= 128) continue;
      if (c === CH_NEWLINE) break;
      if ((c === CH_HYPHEN || UNSEGMENTED_SPLITTER[c] === 1) && splitsWord(out, lineEnd, o)) splits++;
    }
    const join = splits >= SPLIT_LINE_WORDS_UNSEGMENTED && isSplitLine(out, lineStart, lineEnd);
    if (!join && w === lineStart) {
      // Nothing joined so far: the line is already where it belongs.
      w = lineEnd < o ? lineEnd + 1 : lineEnd;
      lineStart = lineEnd + 1;
      continue;
    }
    for (let k = lineStart; k < lineEnd; k++) {
      if (join && splitsWord(out, k, lineEnd)) {
        // The removed mark's original offsets go to the unit before it, so spans stay whole.
        if (w > 0) b.en[w - 1] = b.en[k] ?? 0;
        continue;
      }
      copy(b, w++, k);
    }
    if (lineEnd < o) copy(b, w++, lineEnd);
    lineStart = lineEnd + 1;
  }
  return w;
}

const L_BASE = 0x1100;
const V_BASE = 0x1161;
const T_BASE = 0x11a7;
const S_BASE = 0xac00;
/** Trailing-consonant index of each leading consonant (0: it has no trailing form). */
const L_TO_T = [1, 2, 4, 7, 0, 8, 16, 17, 0, 19, 20, 21, 22, 0, 23, 24, 25, 26, 27];

function isLeading(c: number): boolean {
  return c >= L_BASE && c <= 0x1112;
}

function isVowel(c: number): boolean {
  return c >= V_BASE && c <= 0x1175;
}

/** A precomposed syllable without a final consonant (가, 이). */
function isOpenSyllable(c: number): boolean {
  return c >= S_BASE && c <= 0xd7a3 && (c - S_BASE) % 28 === 0;
}

/**
 * Korean written in loose letters (`이ㅈㅓㄴ 지시ㅅㅏ항`, which NFKC turns into conjoining jamo one by
 * one) is composed into syllables (`이전 지시사항`), so that its words read as words. A consonant
 * after an open syllable and before no vowel is that syllable's final one.
 */
export function composeHangul(b: Buffers, o: number): number {
  const out = b.out;
  let w = 0;
  let r = 0;
  while (r < o) {
    const c = out[r] ?? 0;
    let syllable = 0;
    let used = 0;
    if (isLeading(c) && isVowel(out[r + 1] ?? 0)) {
      syllable = S_BASE + ((c - L_BASE) * 21 + ((out[r + 1] ?? 0) - V_BASE)) * 28;
      used = 2;
    } else if (isOpenSyllable(c) && isLeading(out[r + 1] ?? 0) && !isVowel(out[r + 2] ?? 0)) {
      syllable = c;
      used = 1;
    }
    if (used === 0) {
      copy(b, w++, r++);
      continue;
    }
    const next = out[r + used] ?? 0;
    if (next > T_BASE && next <= 0x11c2) {
      syllable += next - T_BASE;
      used++;
    } else if (isLeading(next) && !isVowel(out[r + used + 1] ?? 0) && (L_TO_T[next - L_BASE] ?? 0) > 0) {
      syllable += L_TO_T[next - L_BASE] ?? 0;
      used++;
    }
    copy(b, w, r);
    out[w] = syllable;
    b.en[w] = b.en[r + used - 1] ?? 0;
    w++;
    r += used;
  }
  return w;
}
