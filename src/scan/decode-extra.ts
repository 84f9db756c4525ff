import { looksLikeText } from './decode.js';
import type { Span } from './types.js';

/**
 * Encodings beyond decode.ts's base64/hex/URL/rot13/reversed/tags: the ones attack kits cycle
 * through to get an instruction past filters that only read plain text. Each decoder looks for
 * its own alphabet with a cheap check first, so ordinary prose costs a few passes of indexOf.
 */
export const EXTRA_ENCODINGS = ['base32', 'ascii85', 'base85', 'morse', 'nato', 'braille', 'binary', 'sneaky_bits', 'uuencode', 'variation_selectors', 'backspaces'] as const;

/** One of the extra encodings. */
export type ExtraEncoding = (typeof EXTRA_ENCODINGS)[number];

/** A decoded run, with the span of the ENCODED run in the original prompt. */
export interface ExtraCandidate {
  encoding: ExtraEncoding;
  text: string;
  span: Span;
}

const MAX_EXTRA = 16;
const MAX_RUN = 20_000;
const utf8 = new TextDecoder('utf-8', { fatal: false });

type Push = (encoding: ExtraEncoding, text: string | undefined, start: number, end: number) => void;

// ---------------------------------------------------------------- base32

const BASE32_RUN = /(?<![A-Za-z0-9+/])[A-Z2-7]{16,}={0,6}(?![A-Za-z0-9+/])/g;
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Whether decoded characters are worth scanning; short payloads are judged by what they say instead. */
export type Accept = (text: string) => boolean;

export function decodeBase32(run: string, accept: Accept = looksLikeText): string | undefined {
  const body = run.replace(/=+$/, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (let i = 0; i < body.length; i++) {
    value = (value << 5) | BASE32_ALPHABET.indexOf(body.charAt(i));
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  const text = utf8.decode(Uint8Array.from(bytes));
  return accept(text) ? text : undefined;
}

// ---------------------------------------------------------------- ascii85

/** Adobe-style `<~...~>` runs, or a run right after the word ascii85 / base85. */
const ASCII85_DELIMITED = /<~([!-uz\s]{5,}?)~>/g;
const ASCII85_LABELLED = /\b(?:ascii|base)\s?85\b[^\n]{0,40}?[:\n][ \t]*([!-uz]{5,})/gi;
/** A run after the word base85 that ascii85 cannot read is RFC 1924's (Python's, git's). */
const BASE85_LABELLED = /\bbase\s?85\b[^\n]{0,40}?[:\n][ \t]*([0-9A-Za-z!#$%&()*+\-;<=>?@^_`{|}~]{5,})/gi;

export function decodeAscii85(run: string, accept: Accept = looksLikeText): string | undefined {
  return decode85(run, ascii85Digit, accept);
}

/**
 * The base85 of RFC 1924, which Python's `base64.b85encode` and git write: other digits than
 * ascii85's (`0-9A-Za-z` first, then symbols), no `z` shortcut, no delimiters.
 */
export function decodeBase85(run: string, accept: Accept = looksLikeText): string | undefined {
  return decode85(run, base85Digit, accept);
}

const BASE85_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~';
const BASE85_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE85_DIGITS.length; i++) BASE85_VALUE[BASE85_DIGITS.charCodeAt(i)] = i;

/** A character's digit, -1 when it is none; -2 for ascii85's `z`, four zero bytes. */
type Digit85 = (code: number, atGroupStart: boolean) => number;

const ascii85Digit: Digit85 = (c, atGroupStart) => (c === 122 && atGroupStart ? -2 : c >= 33 && c <= 117 ? c - 33 : -1);
const base85Digit: Digit85 = (c) => (c < 128 ? (BASE85_VALUE[c] ?? -1) : -1);

function decode85(run: string, digit: Digit85, accept: Accept): string | undefined {
  const body = run.replace(/\s+/g, '');
  const bytes: number[] = [];
  let group: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const d = digit(body.charCodeAt(i), group.length === 0);
    if (d === -2) {
      bytes.push(0, 0, 0, 0);
      continue;
    }
    if (d < 0) return undefined;
    group.push(d);
    if (group.length === 5) {
      pushGroup85(group, 4, bytes);
      group = [];
    }
  }
  if (group.length === 1) return undefined;
  if (group.length > 0) {
    const size = group.length - 1;
    while (group.length < 5) group.push(84);
    pushGroup85(group, size, bytes);
  }
  const text = utf8.decode(Uint8Array.from(bytes));
  return accept(text) ? text : undefined;
}

function pushGroup85(group: readonly number[], size: number, bytes: number[]): void {
  let v = 0;
  for (const d of group) v = v * 85 + d;
  if (v > 0xffffffff) return;
  for (let k = 0; k < size; k++) bytes.push(Math.floor(v / 2 ** (24 - 8 * k)) & 0xff);
}

// ---------------------------------------------------------------- Morse

const MORSE: Record<string, string> = {
  '.-': 'a', '-...': 'b', '-.-.': 'c', '-..': 'd', '.': 'e', '..-.': 'f', '--.': 'g', '....': 'h', '..': 'i', '.---': 'j',
  '-.-': 'k', '.-..': 'l', '--': 'm', '-.': 'n', '---': 'o', '.--.': 'p', '--.-': 'q', '.-.': 'r', '...': 's', '-': 't',
  '..-': 'u', '...-': 'v', '.--': 'w', '-..-': 'x', '-.--': 'y', '--..': 'z', '-----': '0', '.----': '1', '..---': '2',
  '...--': '3', '....-': '4', '.....': '5', '-....': '6', '--...': '7', '---..': '8', '----.': '9', '.-.-.-': '.',
  '--..--': ',', '..--..': '?', '-.-.--': '!', '-..-.': '/', '---...': ':', '.----.': "'", '-....-': '-', '.-..-.': '"',
};
/** Runs of Morse symbols: tokens of dots and dashes separated by spaces or slashes. */
const MORSE_RUN = /[.\-·−–_]{1,7}(?:(?:[ \t]+(?:\/[ \t]*)?|\/[ \t]*)[.\-·−–_]{1,7}){5,}/g;

/** Decodes Morse; `minLetters` is lower for a lone payload ("--. ..- -..." is three letters). */
export function decodeMorse(run: string, accept: Accept = looksLikeText, minLetters = 4): string | undefined {
  const words = run.replace(/[·]/g, '.').replace(/[−–_]/g, '-').split(/\s*\/\s*|\s{3,}/);
  let out = '';
  let unknown = 0;
  let letters = 0;
  for (const word of words) {
    for (const token of word.trim().split(/\s+/)) {
      if (token === '') continue;
      const c = MORSE[token];
      if (c === undefined) unknown++;
      else {
        out += c;
        letters++;
      }
    }
    out += ' ';
  }
  // Separator lines (-----) and ellipses are Morse-like; real Morse decodes nearly whole.
  if (letters < minLetters || unknown > letters / 10) return undefined;
  const text = out.trim();
  // Rules and bullet lists (`- - - -`) decode to one repeated letter; messages use many.
  return accept(text) && new Set(text.replace(/[^a-z]/g, '')).size >= Math.min(3, minLetters) ? text : undefined;
}

// ---------------------------------------------------------------- NATO alphabet

const NATO: Record<string, string> = {
  alfa: 'a', alpha: 'a', bravo: 'b', charlie: 'c', delta: 'd', echo: 'e', foxtrot: 'f', golf: 'g', hotel: 'h', india: 'i',
  juliett: 'j', juliet: 'j', kilo: 'k', lima: 'l', mike: 'm', november: 'n', oscar: 'o', papa: 'p', quebec: 'q', romeo: 'r',
  sierra: 's', tango: 't', uniform: 'u', victor: 'v', whiskey: 'w', whisky: 'w', xray: 'x', 'x-ray': 'x', yankee: 'y', zulu: 'z',
};
const NATO_WORD = `(?:${Object.keys(NATO).join('|')})`;
/** Four or more NATO words in a row (fewer is a name list, not a message). */
const NATO_RUN = new RegExp(`\\b${NATO_WORD}(?:[ \\t,;/|-]+${NATO_WORD}){3,}\\b`, 'gi');

export function decodeNato(run: string): string {
  return run
    .toLowerCase()
    .split(/[ \t,;/|]+|-(?!ray)/)
    .map((w) => NATO[w] ?? '')
    .join('');
}

// ---------------------------------------------------------------- Braille

/** Grade-1 Braille cells (dot bits of U+28xx) to letters; digits follow the number sign. */
const BRAILLE_LETTERS: Record<number, string> = {
  0x01: 'a', 0x03: 'b', 0x09: 'c', 0x19: 'd', 0x11: 'e', 0x0b: 'f', 0x1b: 'g', 0x13: 'h', 0x0a: 'i', 0x1a: 'j',
  0x05: 'k', 0x07: 'l', 0x0d: 'm', 0x1d: 'n', 0x15: 'o', 0x0f: 'p', 0x1f: 'q', 0x17: 'r', 0x0e: 's', 0x1e: 't',
  0x25: 'u', 0x27: 'v', 0x3a: 'w', 0x2d: 'x', 0x3d: 'y', 0x35: 'z', 0x02: ',', 0x32: '.', 0x26: '?', 0x16: '!', 0x06: ';', 0x12: ':',
};
const BRAILLE_DIGITS = 'jabcdefghi';
const BRAILLE_RUN = /[\u2801-\u28ff][\u2800-\u28ff \t]{3,}/g;

export function decodeBraille(run: string, accept: Accept = looksLikeText): string | undefined {
  let out = '';
  let digits = false;
  let capital = false;
  for (const ch of run) {
    const cell = (ch.codePointAt(0) ?? 0) - 0x2800;
    if (cell < 0 || cell > 0xff || cell === 0) {
      out += ' ';
      digits = false;
      continue;
    }
    if (cell === 0x3c) {
      digits = true;
      continue;
    }
    if (cell === 0x20) {
      capital = true;
      continue;
    }
    const letter = BRAILLE_LETTERS[cell];
    if (letter === undefined) continue;
    if (digits && BRAILLE_DIGITS.includes(letter)) out += String(BRAILLE_DIGITS.indexOf(letter));
    else {
      digits = false;
      out += capital ? letter.toUpperCase() : letter;
    }
    capital = false;
  }
  return accept(out) ? out : undefined;
}

// ---------------------------------------------------------------- binary

const BINARY_RUN = /(?<![01])[01]{7,8}(?:[ \t,]+[01]{7,8}){3,}(?![01])/g;

export function decodeBinary(run: string): string | undefined {
  const bytes = run.split(/[ \t,]+/).map((b) => parseInt(b, 2));
  const text = utf8.decode(Uint8Array.from(bytes));
  return looksLikeText(text) ? text : undefined;
}

// ---------------------------------------------------------------- invisible bits

/** Pairs of invisible characters used as 0 and 1 ("sneaky bits"). */
const BIT_PAIRS: readonly [number, number][] = [
  [0x2062, 0x2064],
  [0x200b, 0x200c],
  [0x200c, 0x200d],
];
/** Invisible characters that separate characters or words inside such a run. */
const BIT_SEPARATORS = new Set([0x2063, 0x200b, 0x2061, 0x20]);

/** What a run of invisible bits must read as: text with two letters in a row. */
const bitsAsText: Accept = (t) => looksLikeText(t) && /[a-z]{2}/i.test(t);

/**
 * A short payload made only of invisible bits, read with whichever pair of characters it uses;
 * `accept` judges a reading (a payload of three letters is too short for looksLikeText).
 */
export function decodeInvisibleBitsPayload(payload: string, accept: Accept): string | undefined {
  for (const [zero, one] of BIT_PAIRS) {
    if (!payload.includes(String.fromCharCode(zero)) && !payload.includes(String.fromCharCode(one))) continue;
    const text = decodeInvisibleBits(payload, zero, one, accept);
    if (text !== undefined) return text;
  }
  return undefined;
}

export function decodeInvisibleBits(run: string, zero: number, one: number, accept: Accept = bitsAsText): string | undefined {
  // With separators, each group is one character written in as many bits as it needs;
  // without them, the bits are read 8 at a time (7 for plain ASCII).
  const groups: string[] = [];
  let bits = '';
  for (let i = 0; i < run.length; i++) {
    const c = run.charCodeAt(i);
    if (c === zero) bits += '0';
    else if (c === one) bits += '1';
    else if (BIT_SEPARATORS.has(c)) {
      if (bits !== '') groups.push(bits);
      bits = '';
      if (c === 0x200b || c === 0x20) groups.push(' ');
    }
  }
  if (bits !== '') groups.push(bits);
  const candidates: string[] = [];
  if (groups.length > 1) candidates.push(groups.map((g) => (g === ' ' ? ' ' : String.fromCharCode(parseInt(g, 2)))).join(''));
  const all = groups.filter((g) => g !== ' ').join('');
  for (const width of [8, 7]) {
    let s = '';
    for (let i = 0; i + width <= all.length; i += width) s += String.fromCharCode(parseInt(all.slice(i, i + width), 2));
    candidates.push(s);
  }
  for (const s of candidates) {
    for (const t of [s, invertBits(s)]) if (accept(t)) return t;
  }
  return undefined;
}

function invertBits(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) out += String.fromCharCode(~s.charCodeAt(i) & (s.charCodeAt(i) > 127 ? 0xff : 0x7f));
  return out;
}

function collectInvisibleBits(original: string, push: Push): void {
  for (const [zero, one] of BIT_PAIRS) {
    const first = Math.min(indexOrMax(original, zero), indexOrMax(original, one));
    if (first === Number.MAX_SAFE_INTEGER) continue;
    let i = first;
    while (i < original.length) {
      const c = original.charCodeAt(i);
      if (c !== zero && c !== one) {
        i++;
        continue;
      }
      let end = i;
      let count = 0;
      while (end < original.length && end - i < MAX_RUN) {
        const d = original.charCodeAt(end);
        if (d === zero || d === one) count++;
        else if (!BIT_SEPARATORS.has(d)) break;
        end++;
      }
      if (count >= 24) push('sneaky_bits', decodeInvisibleBits(original.slice(i, end), zero, one), i, end);
      i = end + 1;
    }
  }
}

function indexOrMax(s: string, code: number): number {
  const i = s.indexOf(String.fromCharCode(code));
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
}

// ---------------------------------------------------------------- uuencode

/** uuencoded lines: a length character, then 4 characters for every 3 bytes. */
const UU_LINE = /^[ !-`]([ !-`]{3,})$/;
const UU_LABELLED = /\buu-?encod\w*\b[^\n]{0,80}\n((?:[!-`][ !-`]{1,60}(?:\n|$))+)/gi;
/**
 * Unlabelled uuencode: whole lines of 45 bytes ("M" and 60 characters), at a line's start or after
 * a question or label, and the shorter last line. Text has lowercase letters; these lines have none.
 */
const UU_FULL_LINES = /(?:^|[?:] )((?:M[ !-`]{60}(?:\n|$))+(?:[!-L][ !-`]{1,59}(?:\n|$))?)/gm;
const UU_BLOCK = /^begin [0-7]{3} \S+\n([\s\S]{0,20000}?)\n`?\nend$/gm;

export function decodeUu(block: string, accept: Accept = looksLikeText): string | undefined {
  const bytes: number[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line === '`' || !UU_LINE.test(line)) continue;
    const size = (line.charCodeAt(0) - 32) & 63;
    const body = line.slice(1);
    const lineBytes: number[] = [];
    for (let i = 0; i + 3 < body.length + 3 && lineBytes.length < size; i += 4) {
      const c = [0, 1, 2, 3].map((k) => ((body.charCodeAt(i + k) || 32) - 32) & 63);
      const [a = 0, b = 0, d = 0, e = 0] = c;
      lineBytes.push(((a << 2) | (b >> 4)) & 0xff, ((b << 4) | (d >> 2)) & 0xff, ((d << 6) | e) & 0xff);
    }
    bytes.push(...lineBytes.slice(0, size));
  }
  const text = utf8.decode(Uint8Array.from(bytes));
  return accept(text) ? text : undefined;
}

// ---------------------------------------------------------------- variation selectors

/**
 * Bytes smuggled as variation selectors, in either of the two mappings in use: U+FE00-FE0F for
 * 0-15 and U+E0100-E01EF for 16-255 (the emoji-smuggling scheme), or U+E0100 + the byte for every
 * byte (garak's). Any text fits in characters that render as nothing after a visible one. A single
 * selector after an emoji or a CJK character is ordinary; a run of three or more never is.
 */
function variationSelectorByte(cp: number, direct: boolean): number {
  if (cp >= 0xfe00 && cp <= 0xfe0f) return cp - 0xfe00;
  if (cp >= 0xe0100 && cp <= 0xe01ef) return direct ? cp - 0xe0100 : cp - 0xe0100 + 16;
  return -1;
}

function isPrintableText(text: string): boolean {
  return /^[\x20-\x7e\u00a0-\uffff\n\t]+$/.test(text) && !text.includes('\ufffd');
}

function collectVariationSelectors(original: string, push: Push): void {
  let i = 0;
  while (i < original.length) {
    const cp = original.codePointAt(i) ?? 0;
    if (variationSelectorByte(cp, false) < 0) {
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    const start = i;
    const codes: number[] = [];
    while (i < original.length && i - start < MAX_RUN) {
      const c = original.codePointAt(i) ?? 0;
      if (variationSelectorByte(c, false) < 0) break;
      codes.push(c);
      i += c > 0xffff ? 2 : 1;
    }
    if (codes.length >= 3) {
      // The emoji-smuggling mapping first; garak's only when that does not read as text.
      const shifted = utf8.decode(Uint8Array.from(codes, (c) => variationSelectorByte(c, false)));
      const text = isPrintableText(shifted) ? shifted : utf8.decode(Uint8Array.from(codes, (c) => variationSelectorByte(c, true)));
      push('variation_selectors', isPrintableText(text) ? text : undefined, start, i);
    }
  }
}

// ---------------------------------------------------------------- backspaces

/**
 * Text with backspace characters (U+0008) in it, as a terminal shows it: each one erases the
 * character before it, so "Givp\be" reads "Give" while a filter reading the raw text sees "Givpe".
 * Nobody types a backspace character into a prompt.
 */
export function renderBackspaces(run: string): string {
  const out: string[] = [];
  for (const ch of run) {
    if (ch === '\b') out.pop();
    else out.push(ch);
  }
  return out.join('');
}

function collectBackspaces(original: string, push: Push): void {
  const first = original.indexOf('\b');
  if (first < 0) return;
  // The whole line (or paragraph) around the backspaces is the run: erased letters only make sense in context.
  const start = Math.max(0, original.lastIndexOf('\n', first) + 1);
  const lastBackspace = original.lastIndexOf('\b');
  const next = original.indexOf('\n', lastBackspace);
  const end = Math.min(next < 0 ? original.length : next, start + MAX_RUN);
  push('backspaces', renderBackspaces(original.slice(start, end)), start, end);
}

// ---------------------------------------------------------------- all together

function collectRegex(re: RegExp, original: string, encoding: ExtraEncoding, decode: (run: string) => string | undefined, push: Push, group = 0): void {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(original)) !== null) {
    const run = m[group] ?? '';
    const start = m.index + (group > 0 ? m[0].lastIndexOf(run) : 0);
    push(encoding, decode(run.slice(0, MAX_RUN)), start, start + run.length);
    if (m[0].length === 0) re.lastIndex++;
  }
}

function hasCodeIn(s: string, lo: number, hi: number): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= lo && c <= hi) return true;
  }
  return false;
}

/**
 * Finds runs in the extra encodings and decodes them. Every accepted run decodes to something
 * that reads as text; runs that decode to noise are not reported. Linear in the prompt.
 */
export function findExtraEncoded(original: string): ExtraCandidate[] {
  const out: ExtraCandidate[] = [];
  const push: Push = (encoding, text, start, end) => {
    if (text === undefined || out.length >= MAX_EXTRA) return;
    if (out.some((c) => c.span.start < end && start < c.span.end)) return;
    out.push({ encoding, text, span: { start, end } });
  };
  try {
    // Identifiers in capitals are valid base32 too; encoded text in a longer run nearly always has digits.
    collectRegex(BASE32_RUN, original, 'base32', (run) => (/[2-7]/.test(run) ? decodeBase32(run) : undefined), push);
    if (original.includes('<~')) collectRegex(ASCII85_DELIMITED, original, 'ascii85', decodeAscii85, push, 1);
    if (/85/.test(original)) {
      collectRegex(ASCII85_LABELLED, original, 'ascii85', decodeAscii85, push, 1);
      // Where ascii85 read the run, the overlapping base85 reading is not kept (push).
      collectRegex(BASE85_LABELLED, original, 'base85', decodeBase85, push, 1);
    }
    if (original.includes('.-') || original.includes('-.') || original.includes('·')) collectRegex(MORSE_RUN, original, 'morse', decodeMorse, push);
    collectRegex(NATO_RUN, original, 'nato', decodeNato, push);
    if (hasCodeIn(original, 0x2801, 0x28ff)) collectRegex(BRAILLE_RUN, original, 'braille', decodeBraille, push);
    if (original.includes('0100') || original.includes('0110')) collectRegex(BINARY_RUN, original, 'binary', decodeBinary, push);
    if (hasCodeIn(original, 0x200b, 0x2064)) collectInvisibleBits(original, push);
    if (/uu-?encod/i.test(original)) collectRegex(UU_LABELLED, original, 'uuencode', decodeUu, push, 1);
    collectRegex(UU_FULL_LINES, original, 'uuencode', decodeUu, push, 1);
    if (original.includes('begin ')) collectRegex(UU_BLOCK, original, 'uuencode', decodeUu, push, 1);
    if (hasCodeIn(original, 0xfe00, 0xfe0f) || hasCodeIn(original, 0xdb40, 0xdb40)) collectVariationSelectors(original, push);
    collectBackspaces(original, push);
  } catch {
    // A decoder bug must not cost the verdict: the other detectors still run.
  }
  return out;
}
