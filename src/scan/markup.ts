/**
 * Script markup: a script tag, a javascript: URL, an event handler or an alert() call. In plain
 * text it is a web page or a lesson on cross-site scripting; hidden, it is a payload someone wants
 * the model to write out where a browser will run it. This module finds it hidden in the ways the
 * other decoders miss: letter tricks the normalizer undoes, and letter-for-letter encodings of
 * markup, which holds too few English words for the hidden-line decoder (decode-hidden.ts).
 */
import { escapeRegex } from './chars.js';
import type { DecodedCandidate } from './decode.js';
import { atbash, rot13 } from './decode-hidden.js';
import type { NormalizedText } from './normalize.js';
import { toOriginalSpan } from './normalize.js';
import type { Span } from './types.js';

export const SCRIPT_MARKUP = /<\s*script\b|<\s*iframe\b|javascript\s*:|\bon(?:error|load|mouseover|focus|click|toggle|begin)\s*=|\balert\s*\(|>\s*xss\s*<\//i;

/**
 * True when `text` holds script markup, also written with HTML entities (`&lt;A HREF=...&gt;XSS`),
 * as the filter-evasion lists write it. For decoded text: in plain sight, escaped markup is a page.
 */
export function holdsScriptMarkup(text: string): boolean {
  return SCRIPT_MARKUP.test(text) || (text.includes('&') && SCRIPT_MARKUP.test(unescapeHtml(text)));
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&', colon: ':', lpar: '(', rpar: ')' };

/** The named entities above and numeric ones (`&#58;`, `&#x3C;`); any other `&...;` is left as it is. */
function unescapeHtml(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,6}));?/gi, (whole, dec?: string, hex?: string, name?: string) => {
    const code = dec !== undefined ? Number(dec) : hex !== undefined ? parseInt(hex, 16) : undefined;
    if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? whole;
  });
}

/**
 * Markup that counts when only the normalized text shows it. A bare `javascript:` does not: CJK
 * text writes "JavaScript：" with a fullwidth colon, which the normalizer turns into an ASCII one.
 */
const FOLDED_MARKUP = /<\s*script\b|<\s*iframe\b|\bon(?:error|load|mouseover|focus|click|toggle|begin)\s*=|\balert\s*\(|javascript\s*:\s*(?:alert|eval|prompt|confirm|document|window|fetch|void)\b/;

/**
 * Where the normalized text shows script markup that the prompt, read with its fullwidth forms
 * folded only, does not: markup spelled with lookalike letters, spaced out (`< s c r i p t >`),
 * in leetspeak (`0nerr0r=`) or broken by zero-width characters. Null when there is none.
 */
export function markupHiddenByLetters(prompt: string, norm: NormalizedText): Span | null {
  const m = FOLDED_MARKUP.exec(norm.text);
  if (m === null) return null;
  // Markup in plain sight is a page or a lesson; the raw test spares a long page the NFKC pass.
  // Fullwidth markup is left alone too: CJK text writes "alert（）" when it explains it.
  if (SCRIPT_MARKUP.test(prompt) || SCRIPT_MARKUP.test(prompt.normalize('NFKC'))) return null;
  return toOriginalSpan(norm, m.index, m.index + m[0].length);
}

const MARKUP_WORDS = ['<script', '<iframe', 'javascript:', 'onerror=', 'onload=', 'alert('];

const ENCODED_FORMS: ReadonlyArray<{ encoding: 'rot13' | 'atbash' | 'reversed'; decode: (s: string) => string; forms: string[] }> = [
  { encoding: 'rot13', decode: rot13, forms: MARKUP_WORDS.map(rot13) },
  { encoding: 'atbash', decode: atbash, forms: MARKUP_WORDS.map(atbash) },
  { encoding: 'reversed', decode: reverse, forms: MARKUP_WORDS.map(reverse) },
];

function reverse(s: string): string {
  return [...s].reverse().join('');
}

/** One regex over every encoded form; the group that matched names the encoding. */
const ENCODED_MARKUP = new RegExp(ENCODED_FORMS.map((e) => `(${e.forms.map(escapeRegex).join('|')})`).join('|'), 'g');

/** Lines read back is capped: a prompt repeating one payload needs it read once. */
const MAX_MARKUP_LINES = 4;

/**
 * Lines of the normalized text that hold a rot13'd, atbash'd or reversed markup word, each read
 * back in that encoding, unless `out` already holds the same reading of the same line.
 */
export function collectEncodedMarkup(norm: NormalizedText, out: DecodedCandidate[], limit: number): void {
  const text = norm.text;
  ENCODED_MARKUP.lastIndex = 0;
  let added = 0;
  for (let m = ENCODED_MARKUP.exec(text); m !== null && added < MAX_MARKUP_LINES && out.length < limit; m = ENCODED_MARKUP.exec(text)) {
    const which = ENCODED_FORMS.findIndex((_, i) => m?.[i + 1] !== undefined);
    const form = ENCODED_FORMS[which];
    if (form === undefined) continue;
    const start = text.lastIndexOf('\n', m.index) + 1;
    const newline = text.indexOf('\n', m.index);
    const end = newline < 0 ? text.length : newline;
    const span = toOriginalSpan(norm, start, end);
    if (!out.some((c) => c.encoding === form.encoding && c.span.start === span.start && c.span.end === span.end)) {
      out.push({ encoding: form.encoding, text: form.decode(text.slice(start, end)), span });
      added++;
    }
    // The rest of this line is read already.
    ENCODED_MARKUP.lastIndex = end;
  }
}
