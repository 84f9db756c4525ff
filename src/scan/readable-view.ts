import type { DecodedCandidate } from './decode.js';
import { normalize } from './normalize.js';
import type { NormalizedText } from './normalize.js';

/**
 * The prompt with every base64, hex or URL-encoded run that decodes to text replaced by that text
 * ("A coworker pasted <what the hex says> in our chat. Is it a virus?"), and the way back from its
 * positions to the normalized text's.
 *
 * The classifier's n-grams cannot read an encoded run, only its digits, and the corpora hold hex
 * and base64 almost only inside encoding probes, every one an attack. So a benign note pasted as
 * hex inside a question scored as an attack about one time in five. The engine reads the prompt
 * both ways and keeps, for each head, the lower probability (detect.ts): the run's digits are no
 * evidence, and what it decodes to is scanned on its own by the decoders, with every detector.
 *
 * Training reads rows as written, encoded runs and all. Training through this view was measured
 * and left out: the encoding probes of the corpora, every one an attack, then taught the model the
 * ordinary words of their decoded payloads, and a held-out source's benign code questions went
 * from 0.7% to 3.6% flagged (docs/detection.md, section 5).
 */

/** Encodings whose runs are opaque to a reader; rot13 and reversed lines stay as written. */
const OPAQUE: ReadonlySet<string> = new Set(['base64', 'hex', 'url']);

/** A piece of the view: `length` characters that stand for normalized text `[normStart, normEnd)`. */
interface Piece {
  viewStart: number;
  normStart: number;
  normEnd: number;
  /** True when the piece is decoded text: any position in it maps to the whole encoded run. */
  decoded: boolean;
}

/** The classifier's text and the way back from its positions to the normalized text's. */
export interface ReadableView {
  readonly text: string;
  /** The normalized range behind view positions `[start, end)`. */
  toNormalized(start: number, end: number): { start: number; end: number };
}

function identity(text: string): ReadableView {
  return { text, toNormalized: (start, end) => ({ start, end }) };
}

/** The normalized range of an original span: the units that lie wholly inside it. */
function normalizedRange(norm: NormalizedText, start: number, end: number): { start: number; end: number } | null {
  const { starts, ends } = norm;
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((starts[mid] ?? 0) < start) lo = mid + 1;
    else hi = mid;
  }
  let b = lo;
  while (b < ends.length && (ends[b] ?? 0) <= end) b++;
  return b > lo ? { start: lo, end: b } : null;
}

/** The view of one prompt, given its normalized text and the decoder's candidates. */
export function readableView(norm: NormalizedText, candidates: readonly DecodedCandidate[]): ReadableView {
  const runs = candidates.filter((c) => OPAQUE.has(c.encoding)).sort((a, b) => a.span.start - b.span.start);
  if (runs.length === 0) return identity(norm.text);
  const replacements: { start: number; end: number; text: string }[] = [];
  let last = 0;
  for (const run of runs) {
    const range = normalizedRange(norm, run.span.start, run.span.end);
    if (range === null || range.start < last) continue;
    replacements.push({ ...range, text: normalize(run.text).text });
    last = range.end;
  }
  if (replacements.length === 0) return identity(norm.text);
  const pieces: Piece[] = [];
  const parts: string[] = [];
  let viewLength = 0;
  let normAt = 0;
  const push = (text: string, normStart: number, normEnd: number, decoded: boolean): void => {
    pieces.push({ viewStart: viewLength, normStart, normEnd, decoded });
    parts.push(text);
    viewLength += text.length;
  };
  for (const r of replacements) {
    if (r.start > normAt) push(norm.text.slice(normAt, r.start), normAt, r.start, false);
    push(r.text, r.start, r.end, true);
    normAt = r.end;
  }
  if (normAt < norm.text.length) push(norm.text.slice(normAt), normAt, norm.text.length, false);
  const toNorm = (pos: number, isEnd: boolean): number => {
    let i = pieces.length - 1;
    while (i > 0 && (pieces[i]?.viewStart ?? 0) > pos - (isEnd ? 1 : 0)) i--;
    const p = pieces[i];
    if (p === undefined) return pos;
    if (p.decoded) return isEnd ? p.normEnd : p.normStart;
    return Math.min(p.normStart + (pos - p.viewStart), p.normEnd);
  };
  return {
    text: parts.join(''),
    toNormalized: (start, end) => ({ start: toNorm(start, false), end: Math.max(toNorm(end, true), toNorm(start, false) + 1) }),
  };
}
