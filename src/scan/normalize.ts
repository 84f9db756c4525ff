import { CONFUSABLE } from './confusables.js';
import { collapseSpacedLetters, composeHangul, foldLeet, foldLookalikes, isAsciiLetter, joinSplitSyllables } from './normalize-passes.js';
import type { Span } from './types.js';

/** Scripts seen in a text, as bit flags, so detectors for other scripts can be skipped. */
export const SCRIPT = {
  cjk: 1,
  hangul: 2,
  cyrillic: 4,
  arabic: 8,
  devanagari: 16,
  greek: 32,
} as const;

/** A payload hidden with Unicode tag characters (U+E0000 block), decoded to ASCII. */
export interface HiddenPayload {
  text: string;
  span: Span;
}

/** Text folded for matching, with a map from each UTF-16 unit back to the original prompt. */
export interface NormalizedText {
  readonly text: string;
  /** Original start offset of each normalized unit. */
  readonly starts: Int32Array;
  /** Original end offset (exclusive) of each normalized unit. */
  readonly ends: Int32Array;
  /** Runs of removed zero-width, bidi and tag characters that can hide text. */
  readonly invisibleSpans: Span[];
  readonly invisibleCount: number;
  readonly tagPayloads: HiddenPayload[];
  readonly scripts: number;
}

const CH_SPACE = 32;
const CH_NL = 10;

// Reused between calls: scanning is synchronous. The offset map of the latest result stays in
// `st`/`en` until the next call needs the buffers (see Normalized).
let cap = 0;
let out = new Uint16Array(0);
let st = new Int32Array(0);
let en = new Int32Array(0);
let wide = new Uint8Array(0);

/**
 * A result whose offset map is copied out of the shared buffers only when it has to be: when the
 * map is read through `starts`/`ends`, or when the next `normalize` call is about to reuse the
 * buffers. `toOriginalSpan` reads the shared buffers directly while they still hold the map, so a
 * scan that finds nothing never copies it, and `releaseNormalized` lets the engine say the map is
 * no longer needed.
 */
class Normalized implements NormalizedText {
  private own: { starts: Int32Array; ends: Int32Array } | null = null;

  constructor(
    /** Entries of the offset map (the folded units, as many as the text has). */
    private readonly units: number,
    readonly text: string,
    readonly invisibleSpans: Span[],
    readonly invisibleCount: number,
    readonly tagPayloads: HiddenPayload[],
    readonly scripts: number,
  ) {}

  get starts(): Int32Array {
    return this.map().starts;
  }

  get ends(): Int32Array {
    return this.map().ends;
  }

  map(): { starts: Int32Array; ends: Int32Array } {
    if (this.own === null) {
      if (live !== this) throw new Error('offset map of a released normalized text');
      this.own = { starts: st.slice(0, this.units), ends: en.slice(0, this.units) };
      live = null;
    }
    return this.own;
  }
}

/** The result whose offset map the shared buffers hold, if any. */
let live: Normalized | null = null;

/**
 * Declares that `norm`'s offset map will not be read again (the engine calls it when a scan is
 * done), so the next `normalize` call need not copy it out first.
 */
export function releaseNormalized(norm: NormalizedText): void {
  if (live === norm) live = null;
}

const foldCache = new Map<number, string>();
const FOLD_CACHE_MAX = 50_000;
const utf16 = new TextDecoder('utf-16le');

/** Grows the shared buffers, keeping their first `keep` entries. */
function ensure(n: number, keep = 0): void {
  if (n <= cap) return;
  cap = Math.max(n, cap * 2, 1024);
  const o2 = new Uint16Array(cap);
  const s2 = new Int32Array(cap);
  const e2 = new Int32Array(cap);
  const w2 = new Uint8Array(cap);
  if (keep > 0) {
    o2.set(out.subarray(0, keep));
    s2.set(st.subarray(0, keep));
    e2.set(en.subarray(0, keep));
    w2.set(wide.subarray(0, keep));
  }
  out = o2;
  st = s2;
  en = e2;
  wide = w2;
}

const KIND = { normal: 0, drop: 1, hide: 2, tag: 3, space: 4, newline: 5, mark: 6 } as const;
type Kind = (typeof KIND)[keyof typeof KIND];

function kindOf(cp: number): Kind {
  if (cp >= 0xe0000 && cp <= 0xe007f) return KIND.tag;
  if (cp === 0x200b || cp === 0x200c || cp === 0x200d || (cp >= 0x2060 && cp <= 0x2064) || cp === 0xfeff) return KIND.hide;
  if (cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069)) return KIND.hide;
  if (cp === 0x061c || cp === 0x180e || cp === 0x115f || cp === 0x1160 || cp === 0x3164 || cp === 0xffa0) return KIND.hide;
  if (cp >= 0xe0100 && cp <= 0xe01ef) return KIND.hide;
  if (cp === 0x00ad || (cp >= 0xfe00 && cp <= 0xfe0f) || cp === 0x034f || (cp >= 0xfff0 && cp <= 0xfffb)) return KIND.drop;
  if (cp === 0x2028 || cp === 0x2029 || cp === 0x85) return KIND.newline;
  if (cp === 0xa0 || cp === 0x1680 || (cp >= 0x2000 && cp <= 0x200a) || cp === 0x202f || cp === 0x205f || cp === 0x3000) {
    return KIND.space;
  }
  if ((cp >= 0x0300 && cp <= 0x036f) || (cp >= 0x1ab0 && cp <= 0x1aff) || (cp >= 0x1dc0 && cp <= 0x1dff)) return KIND.mark;
  if ((cp >= 0x20d0 && cp <= 0x20ff) || (cp >= 0xfe20 && cp <= 0xfe2f)) return KIND.mark;
  if ((cp >= 0x064b && cp <= 0x065f) || cp === 0x0670 || (cp >= 0x06d6 && cp <= 0x06ed)) return KIND.mark;
  if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) return KIND.drop;
  return KIND.normal;
}

function scriptOf(cp: number): number {
  if (cp >= 0x0370 && cp <= 0x03ff) return SCRIPT.greek;
  if (cp >= 0x0400 && cp <= 0x052f) return SCRIPT.cyrillic;
  if (cp >= 0x0600 && cp <= 0x06ff) return SCRIPT.arabic;
  if (cp >= 0x0900 && cp <= 0x097f) return SCRIPT.devanagari;
  if ((cp >= 0xac00 && cp <= 0xd7af) || (cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3130 && cp <= 0x318f)) return SCRIPT.hangul;
  if ((cp >= 0x3040 && cp <= 0x30ff) || (cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0x3400 && cp <= 0x4dbf)) return SCRIPT.cjk;
  return 0;
}

const LATIN_GREEK_MARKS = /[\u0300-\u036f]/g;

// Typographic quotes and hyphens that NFKC keeps: phones and word processors type "don’t" and
// "e‑mail", which would otherwise never meet the rules' "don't" and "e-mail".
const TYPOGRAPHIC: ReadonlyMap<number, string> = new Map([
  [0x2018, "'"], [0x2019, "'"], [0x201a, "'"], [0x201b, "'"], [0x2032, "'"],
  [0x201c, '"'], [0x201d, '"'], [0x201e, '"'], [0x201f, '"'], [0x2033, '"'],
  [0x2010, '-'], [0x2011, '-'],
]);

/** NFKC, lowercase, and accents removed from Latin and Greek letters (Cyrillic keeps й). */
function fold(cp: number): string {
  const cached = foldCache.get(cp);
  if (cached !== undefined) return cached;
  let s = TYPOGRAPHIC.get(cp) ?? String.fromCodePoint(cp).normalize('NFKC').toLowerCase();
  const first = s.charCodeAt(0);
  if ((first >= 0xc0 && first < 0x400) || (first >= 0x1e00 && first <= 0x1fff)) {
    s = s.normalize('NFD').replace(LATIN_GREEK_MARKS, '');
  }
  if (foldCache.size < FOLD_CACHE_MAX) foldCache.set(cp, s);
  return s;
}

/**
 * Letters of scripts whose spelling uses zero-width (non-)joiners: Persian and Urdu write
 * "کلاس‌ها" with U+200C, Indic scripts use U+200C/U+200D to choose conjunct forms. After such a
 * letter the joiner is ordinary text, not a hidden character.
 */
function joinsInScript(cp: number): boolean {
  return (cp >= 0x0600 && cp <= 0x06ff) || (cp >= 0x0750 && cp <= 0x077f) || (cp >= 0xfb50 && cp <= 0xfdff) || (cp >= 0xfe70 && cp <= 0xfeff)
    || (cp >= 0x0900 && cp <= 0x0dff) || (cp >= 0x1000 && cp <= 0x109f);
}

function isEmojiLike(cp: number): boolean {
  return cp >= 0x1f000 || (cp >= 0x2600 && cp <= 0x27bf) || cp === 0xfe0f || cp === 0x200d;
}

/** Maps a normalized range back to a range of the original prompt. */
export function toOriginalSpan(norm: NormalizedText, start: number, end: number): Span {
  const n = norm.text.length;
  if (n === 0) return { start: 0, end: 0 };
  const a = Math.min(Math.max(start, 0), n - 1);
  const b = Math.min(Math.max(end, a + 1), n);
  if (norm === live) return { start: st[a] ?? 0, end: en[b - 1] ?? 0 };
  return { start: norm.starts[a] ?? 0, end: norm.ends[b - 1] ?? 0 };
}

/**
 * Folds what attackers hide behind: NFKC (fullwidth, math letters), case, accents, lookalike
 * letters, invisible characters, leetspeak, s p a c e d letters and split syl-la-bles. Whitespace runs become one
 * space (or newline). Linear in the input length; never throws.
 */
export function normalize(input: string): NormalizedText {
  live?.map();
  const n = input.length;
  ensure(n * 2 + 16);
  let o = 0;
  let scripts = 0;
  let latin = 0;
  let lookalikeScript = 0;
  let invisibleCount = 0;
  const invisibleSpans: Span[] = [];
  const tagPayloads: HiddenPayload[] = [];
  let tagText = '';
  let tagStart = -1;
  let tagEnd = -1;
  let tagCounted = true;
  let prevCp = 0;

  const flushTag = (): void => {
    if (tagStart >= 0 && tagText.length > 0) tagPayloads.push({ text: tagText, span: { start: tagStart, end: tagEnd } });
    tagText = '';
    tagStart = -1;
  };
  const hide = (from: number, to: number): void => {
    invisibleCount++;
    const last = invisibleSpans[invisibleSpans.length - 1];
    if (last && last.end === from) last.end = to;
    else invisibleSpans.push({ start: from, end: to });
  };
  const space = (c: number, from: number, to: number, isWide: boolean): void => {
    if (o === 0) return;
    const prev = out[o - 1] ?? 0;
    if (prev === CH_SPACE || prev === CH_NL) {
      if (c === CH_NL) out[o - 1] = CH_NL;
      wide[o - 1] = 1;
      en[o - 1] = to;
      return;
    }
    out[o] = c;
    st[o] = from;
    en[o] = to;
    wide[o] = isWide ? 1 : 0;
    o++;
  };

  for (let i = 0; i < n; ) {
    const c = input.charCodeAt(i);
    if (c < 0x80) {
      if (tagStart >= 0) flushTag();
      if (c > 0x20 && c !== 0x7f) {
        const lower = c >= 65 && c <= 90 ? c + 32 : c;
        if (isAsciiLetter(lower)) latin++;
        out[o] = lower;
        st[o] = i;
        en[o] = i + 1;
        wide[o] = 0;
        o++;
      } else if (c === 10 || c === 13 || c === 11 || c === 12) {
        space(CH_NL, i, i + 1, false);
      } else if (c === 32 || c === 9) {
        space(CH_SPACE, i, i + 1, c === 9);
      }
      prevCp = c;
      i++;
      continue;
    }
    let cp = c;
    let len = 1;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = input.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
        len = 2;
      }
    }
    const kind = cp >= 0xd800 && cp <= 0xdfff ? KIND.drop : kindOf(cp);
    if (kind !== KIND.tag && tagStart >= 0) flushTag();
    switch (kind) {
      case KIND.tag:
        if (tagStart < 0) {
          tagStart = i;
          // Emoji subdivision flags (England, Scotland, Wales) are spelled with tag characters.
          tagCounted = prevCp !== 0x1f3f4;
        }
        tagEnd = i + len;
        if (cp >= 0xe0020 && cp <= 0xe007e) tagText += String.fromCharCode(cp - 0xe0000);
        if (tagCounted) hide(i, i + len);
        break;
      case KIND.hide:
        if (!(cp === 0x200d && isEmojiLike(prevCp)) && !(cp === 0xfeff && i === 0) && !((cp === 0x200c || cp === 0x200d) && joinsInScript(prevCp))) hide(i, i + len);
        break;
      case KIND.space:
        space(CH_SPACE, i, i + len, false);
        break;
      case KIND.newline:
        space(CH_NL, i, i + len, false);
        break;
      case KIND.mark:
        if (o > 0) en[o - 1] = i + len;
        break;
      case KIND.normal: {
        scripts |= scriptOf(cp);
        const f = fold(cp);
        // NFKC can expand one character into up to 18 (U+FDFA).
        if (o + f.length + 2 >= cap) ensure(o + f.length + n - i + 16, o);
        for (let k = 0; k < f.length; k++) {
          const u = f.charCodeAt(k);
          if (isAsciiLetter(u)) latin++;
          else if (u < 0x10000 && CONFUSABLE[u] !== 0) lookalikeScript++;
          out[o] = u;
          st[o] = i;
          en[o] = i + len;
          wide[o] = 0;
          o++;
        }
        break;
      }
      default:
        break;
    }
    prevCp = cp;
    i += len;
  }
  flushTag();
  // Trailing whitespace carries no meaning and would only shift windows.
  if (o > 0 && (out[o - 1] === CH_SPACE || out[o - 1] === CH_NL)) o--;

  const bufs = { out, st, en, wide };
  // Without any lookalike letter the pass would change nothing.
  if (lookalikeScript > 0) foldLookalikes(bufs, o, latin, lookalikeScript);
  foldLeet(bufs, o);
  if ((scripts & SCRIPT.hangul) !== 0) o = composeHangul(bufs, o);
  o = collapseSpacedLetters(bufs, o);
  o = joinSplitSyllables(bufs, o);

  const text = o === 0 ? '' : utf16.decode(new Uint8Array(out.buffer, 0, o * 2));
  const result = new Normalized(o, text, invisibleSpans, invisibleCount, tagPayloads, scripts);
  live = result;
  return result;
}
