import { CONFUSABLE, LEET } from './confusables.js';

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

function isWordUnit(c: number): boolean {
  return isAsciiLetter(c) || (c >= 48 && c <= 57) || c >= 0xc0;
}

/** Replaces lookalike letters inside words that mix them with Latin letters (or everywhere if Latin dominates). */
export function foldLookalikes(b: Buffers, o: number, latinDominant: boolean): void {
  const out = b.out;
  let i = 0;
  while (i < o) {
    if (!isWordUnit(out[i] ?? 0)) {
      i++;
      continue;
    }
    let j = i;
    let hasLatin = false;
    let hasLookalike = false;
    let hasOther = false;
    while (j < o && isWordUnit(out[j] ?? 0)) {
      const u = out[j] ?? 0;
      if (isAsciiLetter(u)) hasLatin = true;
      else if (u >= 0x80) {
        if (CONFUSABLE[u] !== 0) hasLookalike = true;
        else hasOther = true;
      }
      j++;
    }
    if (hasLookalike && (hasLatin || (latinDominant && !hasOther))) {
      for (let k = i; k < j; k++) {
        const mapped = CONFUSABLE[out[k] ?? 0] ?? 0;
        if (mapped !== 0) out[k] = mapped;
      }
    }
    i = j;
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
  return isAsciiLetter(c) || (sep === CH_SPACE && c < 128 && SPACED_MEMBER[c] === 1);
}

/** `i g n o r e` / `i-g-n-o-r-e` -> `ignore`; a wide gap or a different separator becomes a space. */
export function collapseSpacedLetters(b: Buffers, o: number): number {
  const { out, wide } = b;
  let w = 0;
  let r = 0;
  while (r < o) {
    const u = out[r] ?? 0;
    const startsWord = isAsciiLetter(u) && (r === 0 || !isWordUnit(out[r - 1] ?? 0));
    const sep = out[r + 1] ?? 0;
    if (startsWord && r + 2 < o && sep < 128 && SEPARATOR[sep] === 1) {
      let k = r;
      let count = 1;
      for (;;) {
        const s = out[k + 1] ?? 0;
        const next = out[k + 2] ?? 0;
        const after = k + 3 < o ? (out[k + 3] ?? 0) : 0;
        const continues = s === sep || (s === CH_SPACE && sep !== CH_SPACE);
        if (k + 2 < o && continues && isRunMember(next, sep) && !isWordUnit(after)) {
          k += 2;
          if (isAsciiLetter(next)) count++;
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
