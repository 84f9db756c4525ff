import type { NormalizedText } from './normalize.js';
import { toOriginalSpan } from './normalize.js';
import type { Span } from './types.js';

/** The encodings the decoder undoes. */
export const ENCODINGS = ['base64', 'hex', 'url', 'rot13', 'reversed', 'tags'] as const;

/** One of the encodings. */
export type Encoding = (typeof ENCODINGS)[number];

/** A decoded run of the prompt, with the span of the ENCODED run in the original prompt. */
export interface DecodedCandidate {
  encoding: Encoding;
  text: string;
  span: Span;
}

/** Bounds the work: at most this many candidates per prompt. */
export const MAX_CANDIDATES = 32;

/** Characters of a base64 or base64url run: `[A-Za-z0-9+/_-]`. */
const BASE64_CHAR = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-') BASE64_CHAR[c.charCodeAt(0)] = 1;
const MIN_BASE64_RUN = 16;
/** Longest encoded run that is decoded; longer runs are cut (their start is still scanned). */
const MAX_RUN = 20_000;

const utf8 = new TextDecoder('utf-8', { fatal: false });

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
// A word that reads as another word of the list when rot13'd or reversed ("be"/"or", "now"/"won")
// counts only as plain; palindromes ("did") only as plain.
const ROT13_WORDS = new Set([...ENGLISH].map(rot13).filter((w) => !ENGLISH.has(w)));
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

/** True when decoded bytes read as text rather than noise. */
export function looksLikeText(s: string): boolean {
  if (s.length < 4) return false;
  let good = 0;
  let letters = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0xfffd || (c < 32 && c !== 10 && c !== 13 && c !== 9) || c === 127) continue;
    good++;
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 0xc0) letters++;
  }
  return good / s.length >= 0.92 && letters / s.length >= 0.5 && letters >= 3;
}

function decodeBase64(run: string): string | undefined {
  const clean = run.replace(/-/g, '+').replace(/_/g, '/');
  // Plain words and identifiers are valid base64 too: real payloads mix cases or digits.
  if (!/[A-Z]/.test(clean) || !/[a-z0-9+/]/.test(clean)) return undefined;
  const text = utf8.decode(Buffer.from(clean, 'base64'));
  return looksLikeText(text) ? text : undefined;
}

function decodeHex(run: string): string | undefined {
  const digits = run.replace(/\\x|0x|[ :,-]/g, '');
  if (digits.length % 2 !== 0 || !/[a-fA-F]/.test(digits) || !/[0-9]/.test(digits)) return undefined;
  const text = utf8.decode(Buffer.from(digits, 'hex'));
  return looksLikeText(text) ? text : undefined;
}

function decodeUrl(run: string): string | undefined {
  let text: string;
  try {
    text = decodeURIComponent(run.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
  return text !== run && looksLikeText(text) ? text : undefined;
}

function isHexDigit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

/** ASCII letters and digits other than `x`: a hex run cannot start right after one (`\x41`, `0x41` can). */
const INSIDE_WORD = new Uint8Array(128);
for (let c = 0; c < 128; c++) INSIDE_WORD[c] = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122 && c !== 120) ? 1 : 0;

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * Hex runs (`416e67`, `41 6e 67`, `\x41\x6e`, `0x41,0x6e`) found by one forward pass, never
 * restarting inside a run, so a long run of hex digits stays linear (a regex would backtrack).
 */
function collectHex(original: string, out: DecodedCandidate[]): void {
  const n = original.length;
  let i = 0;
  while (i < n && out.length < MAX_CANDIDATES) {
    const prev = i > 0 ? original.charCodeAt(i - 1) : 32;
    const c = original.charCodeAt(i);
    // A run starts with a hex digit or `\x`, never inside a word.
    if ((prev < 128 && INSIDE_WORD[prev] === 1) || !(isHexDigit(c) || c === 92)) {
      i++;
      continue;
    }
    let j = i;
    let end = i;
    let units = 0;
    for (;;) {
      let k = j;
      if ((original.charCodeAt(k) === 92 || original.charCodeAt(k) === 48) && original.charCodeAt(k + 1) === 120) k += 2;
      if (!isHexDigit(original.charCodeAt(k)) || !isHexDigit(original.charCodeAt(k + 1))) break;
      k += 2;
      units++;
      end = k;
      j = k;
      const sep = original.charCodeAt(k);
      if ((sep === 32 || sep === 58 || sep === 44 || sep === 45) && isHexDigit(original.charCodeAt(k + 1))) j = k + 1;
      if (end - i > MAX_RUN) break;
    }
    if (units >= 6 && !isAlnum(original.charCodeAt(end))) {
      const text = decodeHex(original.slice(i, end));
      if (text !== undefined) out.push({ encoding: 'hex', text, span: { start: i, end } });
    }
    i = Math.max(end, i + 1);
  }
}

/** Whitespace-free tokens holding at least three %XX escapes. */
function collectUrl(original: string, out: DecodedCandidate[]): void {
  const n = original.length;
  let i = 0;
  while (i < n && out.length < MAX_CANDIDATES) {
    const pct = original.indexOf('%', i);
    if (pct < 0) break;
    let start = pct;
    while (start > 0 && start > pct - 200 && !/\s/.test(original.charAt(start - 1))) start--;
    let end = pct;
    let escapes = 0;
    while (end < n && end - start < MAX_RUN && !/\s/.test(original.charAt(end))) {
      if (original.charCodeAt(end) === 37 && isHexDigit(original.charCodeAt(end + 1)) && isHexDigit(original.charCodeAt(end + 2))) escapes++;
      end++;
    }
    if (escapes >= 3) {
      const text = decodeUrl(original.slice(start, end));
      if (text !== undefined) out.push({ encoding: 'url', text, span: { start, end } });
    }
    i = end + 1;
  }
}

function isBase64Char(c: number): boolean {
  return c < 128 && BASE64_CHAR[c] === 1;
}

/**
 * Base64 runs: maximal runs of 16+ base64 characters plus up to two `=`, found by one forward
 * pass (what `/[A-Za-z0-9+/_-]{16,}={0,2}/g` finds, without trying every start inside a word).
 */
function collectBase64(original: string, out: DecodedCandidate[]): void {
  const n = original.length;
  let i = 0;
  while (i < n && out.length < MAX_CANDIDATES) {
    if (!isBase64Char(original.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < n && isBase64Char(original.charCodeAt(end))) end++;
    if (end - i >= MIN_BASE64_RUN) {
      if (original.charCodeAt(end) === 61) end++;
      if (original.charCodeAt(end) === 61) end++;
      const text = decodeBase64(original.slice(i, Math.min(end, i + MAX_RUN)));
      if (text !== undefined) out.push({ encoding: 'base64', text, span: { start: i, end } });
    }
    i = end;
  }
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

for (const [words, flag] of [[ENGLISH, PLAIN_WORD], [ROT13_WORDS, ROT13_WORD], [REVERSED_WORDS, REVERSED_WORD]] as const) {
  for (const w of words) {
    const h = wordHash(w) | 0;
    const slot = wordSlot(h);
    wordKeys[slot] = h;
    wordFlags[slot] = (wordFlags[slot] ?? 0) | flag;
  }
}

/** Word counts of a stretch of normalized text: plain English, rot13'd and reversed words. */
class WordCounts {
  plain = 0;
  rot = 0;
  rev = 0;

  add(flags: number): void {
    if ((flags & PLAIN_WORD) !== 0) this.plain++;
    if ((flags & ROT13_WORD) !== 0) this.rot++;
    if ((flags & REVERSED_WORD) !== 0) this.rev++;
  }

  reset(): void {
    this.plain = 0;
    this.rot = 0;
    this.rev = 0;
  }

  /** Pushes the rot13 and reversed readings of text[start, end) that its counts call for. */
  emit(norm: NormalizedText, start: number, end: number, out: DecodedCandidate[]): void {
    const rot = this.rot >= 2 && this.rot > this.plain;
    const rev = this.rev >= 2 && this.rev > this.plain;
    if (!rot && !rev) return;
    const span = toOriginalSpan(norm, start, end);
    const part = norm.text.slice(start, end);
    if (rot) out.push({ encoding: 'rot13', text: rot13(part), span });
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
function collectHiddenLines(norm: NormalizedText, out: DecodedCandidate[]): void {
  const text = norm.text;
  const n = text.length;
  const line = new WordCounts();
  const part = new WordCounts();
  const parts: DecodedCandidate[] = [];
  let lineStart = 0;
  let partStart = 0;
  let h = 0x811c9dc5;
  let inWord = false;
  for (let i = 0; i <= n && out.length < MAX_CANDIDATES; i++) {
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
    if (out.length === before) for (const p of parts) if (out.length < MAX_CANDIDATES) out.push(p);
    parts.length = 0;
    line.reset();
    lineStart = i + 1;
  }
}

/**
 * Finds base64, hex, URL-encoded, rot13 and reversed runs and decodes them. Base64, hex and URL
 * runs are looked for in the original prompt (case matters there); rot13 and reversed lines in
 * the normalized text. Linear in the input: every regex here is free of nested quantifiers.
 */
export function findEncoded(original: string, norm: NormalizedText): DecodedCandidate[] {
  const out: DecodedCandidate[] = [];
  collectBase64(original, out);
  collectHex(original, out);
  collectUrl(original, out);
  collectHiddenLines(norm, out);
  for (const p of norm.tagPayloads) {
    if (out.length >= MAX_CANDIDATES) break;
    if (p.text.trim().length > 0) out.push({ encoding: 'tags', text: p.text, span: p.span });
  }
  return out;
}
