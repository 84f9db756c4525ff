import type { NormalizedText } from './normalize.js';
import type { Span } from './types.js';
import { collectHiddenLines } from './decode-hidden.js';
import { collectEncodedMarkup, holdsScriptMarkup } from './markup.js';

/** The encodings the decoder undoes. */
export const ENCODINGS = ['base64', 'hex', 'url', 'rot13', 'atbash', 'reversed', 'tags'] as const;

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

/** True when decoded bytes read as text rather than noise. */
export function looksLikeText(s: string): boolean {
  if (s.length < 4) return false;
  let good = 0;
  let letters = 0;
  let spaces = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0xfffd || (c < 32 && c !== 10 && c !== 13 && c !== 9) || c === 127) continue;
    good++;
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 0xc0) letters++;
    else if (c === 32) spaces++;
  }
  // Letters are counted against the characters that are not spaces: a request with an
  // adversarial suffix of spaced-out marks ("... a bomb. ! ! ! [ [ before [") is still text.
  return good / s.length >= 0.92 && letters / (s.length - spaces) >= 0.5 && letters >= 3;
}

/**
 * True when decoded bytes are worth scanning: text, or script markup, which is mostly symbols and
 * digits (`&lt;A HREF="http&#58;//1113982867/"&gt;XSS&lt;/A&gt;`).
 */
function readable(s: string): boolean {
  return looksLikeText(s) || (s.length >= 8 && holdsScriptMarkup(s));
}

/** The UTF-8 text of base64 (standard alphabet) characters. */
export function base64ToText(base64: string): string {
  return utf8.decode(Buffer.from(base64, 'base64'));
}

/** The UTF-8 text of an even number of hex digits. */
export function hexToText(digits: string): string {
  return utf8.decode(Buffer.from(digits, 'hex'));
}

function decodeBase64(run: string): string | undefined {
  const clean = run.replace(/-/g, '+').replace(/_/g, '/');
  // Plain words and identifiers are valid base64 too: real payloads mix cases or digits.
  if (!/[A-Z]/.test(clean) || !/[a-z0-9+/]/.test(clean)) return undefined;
  const text = base64ToText(clean);
  return readable(text) ? text : undefined;
}

function decodeHex(run: string): string | undefined {
  const digits = run.replace(/\\x|0x|[ :,-]/g, '');
  if (digits.length % 2 !== 0 || !/[a-fA-F]/.test(digits) || !/[0-9]/.test(digits)) return undefined;
  const text = hexToText(digits);
  return readable(text) ? text : undefined;
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

/** What may stand between the units of a hex run: space, colon, comma or hyphen. */
function isHexSeparator(c: number): boolean {
  return c === 32 || c === 58 || c === 44 || c === 45;
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
    // The run ends after the last unit that no letter or digit follows: "<hex> after" ends before
    // " af", a word that starts with hex letters, not inside it.
    let wordEnd = i;
    let wordUnits = 0;
    for (;;) {
      let k = j;
      if ((original.charCodeAt(k) === 92 || original.charCodeAt(k) === 48) && original.charCodeAt(k + 1) === 120) k += 2;
      if (!isHexDigit(original.charCodeAt(k)) || !isHexDigit(original.charCodeAt(k + 1))) break;
      k += 2;
      units++;
      end = k;
      j = k;
      if (!isAlnum(original.charCodeAt(k))) {
        wordEnd = k;
        wordUnits = units;
      }
      const sep = original.charCodeAt(k);
      if (isHexSeparator(sep) && isHexDigit(original.charCodeAt(k + 1))) j = k + 1;
      if (end - i > MAX_RUN) break;
    }
    if (isAlnum(original.charCodeAt(end)) && wordEnd > i && wordEnd < end && isHexSeparator(original.charCodeAt(wordEnd))) {
      end = wordEnd;
      units = wordUnits;
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

/**
 * Finds base64, hex, URL-encoded, rot13, atbash and reversed runs (and lines holding encoded
 * script markup, markup.ts) and decodes them. Base64, hex and URL
 * runs are looked for in the original prompt (case matters there); rot13 and reversed lines in
 * the normalized text. Linear in the input: every regex here is free of nested quantifiers.
 */
export function findEncoded(original: string, norm: NormalizedText): DecodedCandidate[] {
  const out: DecodedCandidate[] = [];
  collectBase64(original, out);
  collectHex(original, out);
  collectUrl(original, out);
  collectHiddenLines(norm, out, MAX_CANDIDATES);
  collectEncodedMarkup(norm, out, MAX_CANDIDATES);
  for (const p of norm.tagPayloads) {
    if (out.length >= MAX_CANDIDATES) break;
    if (p.text.trim().length > 0) out.push({ encoding: 'tags', text: p.text, span: p.span });
  }
  return out;
}
