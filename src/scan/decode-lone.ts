/**
 * Short payloads read every way the decoders know. Encoding probes send one word or two, alone
 * ("476970") or after a question ("What does this mean? Fcbbx"): too short for the run-finding
 * decoders, which need 16+ base64 characters or 4+ Morse letters to tell a payload from an
 * identifier. A reading is kept only when it holds a slur or obscenity (offensive.ts) or script
 * markup (markup.ts): so many short words decode to something by chance that nothing else in them
 * means anything.
 */
import { base64ToText, hexToText } from './decode.js';
import { decodeAscii85, decodeBase32, decodeBase85, decodeBraille, decodeInvisibleBitsPayload, decodeMorse, decodeUu } from './decode-extra.js';
import { atbash, holdsPlainEnglish, rot13 } from './decode-hidden.js';
import { normalize, releaseNormalized } from './normalize.js';
import { holdsScriptMarkup, SCRIPT_MARKUP } from './markup.js';
import { holdsOffensiveTerm } from './offensive.js';
import type { Span } from './types.js';

/** A payload longer than this is left to the run-finding decoders. */
export const MAX_LONE_PAYLOAD = 64;
/** Words of a payload read in letter-for-letter encodings; Morse and Braille are read at any count. */
const MAX_LONE_WORDS = 3;

export interface LoneReading {
  encoding: string;
  span: Span;
  /** What the reading hides: a slur or obscenity, or script markup. */
  holds: 'offensive' | 'markup';
}

const anything = (): boolean => true;
/** Bits read in the wrong width are control characters; a reading must be printable, with a word. */
const printableWord = (text: string): boolean => /^[\x20-\x7e]+$/.test(text) && /[a-z]{2}/i.test(text);

/**
 * Where a short payload can be: the whole prompt, or what follows a question mark, colon or line
 * break: the last one, and the first one with at most MAX_LONE_PAYLOAD characters after it, as the
 * payload may hold those characters itself (uuencode and ascii85 do). Trimmed; at most three spans.
 */
export function lonePayloadSpans(prompt: string): Span[] {
  const spans: Span[] = [];
  const add = (start: number, end: number) => {
    while (start < end && /\s/.test(prompt.charAt(start))) start++;
    while (end > start && /\s/.test(prompt.charAt(end - 1))) end--;
    if (end > start && end - start <= MAX_LONE_PAYLOAD && !spans.some((s) => s.start === start && s.end === end)) spans.push({ start, end });
  };
  add(0, prompt.length);
  let tail = prompt.length;
  while (tail > 0 && /\s/.test(prompt.charAt(tail - 1))) tail--;
  const from = Math.max(0, tail - MAX_LONE_PAYLOAD - 1);
  const first = prompt.slice(from, tail).search(/[?:\n]/);
  if (first >= 0) add(from + first + 1, tail);
  const cut = Math.max(prompt.lastIndexOf('?', tail - 1), prompt.lastIndexOf(':', tail - 1), prompt.lastIndexOf('\n', tail - 1));
  if (cut >= 0 && tail - cut - 1 <= MAX_LONE_PAYLOAD) add(cut + 1, tail);
  return spans;
}

/** The decodings of one short payload, by encoding. The payload as it is is not among them. */
export function readingsOf(payload: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const add = (encoding: string, text: string | undefined) => {
    if (text !== undefined && text !== '') out.push([encoding, text]);
  };
  if (/^[.\-·−–_\s/]+$/.test(payload)) add('morse', decodeMorse(payload, anything, 2));
  if (/^[\u2800-\u28ff\s]+$/.test(payload)) add('braille', decodeBraille(payload, anything));
  if (/^[\u200b-\u200d\u2061-\u2064\s]+$/.test(payload)) add('sneaky_bits', decodeInvisibleBitsPayload(payload, printableWord));
  // A sentence is not a payload: text in other languages, read as rot13 or ascii85, would now and
  // then spell a short term ("Donne-moi une recette de gratin dauphinois pour six personnes.").
  if (payload.split(/\s+/).length > MAX_LONE_WORDS) return out;
  const compact = payload.replace(/\s+/g, '');
  if (/^(?:[0-9a-f]{2}){2,}$/i.test(compact)) add('hex', hexToText(compact));
  if (/^[A-Za-z0-9+/]{4,}={0,2}$/.test(compact) && compact.length % 4 === 0) add('base64', base64ToText(compact));
  if (/^[A-Z2-7]{8,}=*$/.test(compact)) add('base32', decodeBase32(compact, anything));
  if (/^[!-u]{2,}$/.test(compact)) add('ascii85', decodeAscii85(compact, anything));
  // decodeBase85 refuses any character outside its alphabet and a lone digit: no check of its own here.
  add('base85', decodeBase85(compact, anything));
  if (/^[ !-`]{2,}$/.test(payload)) add('uuencode', decodeUu(payload, anything));
  if (/^[A-Za-z][A-Za-z\s'!.,-]*$/.test(payload)) {
    add('rot13', rot13(payload));
    add('atbash', atbash(payload));
  }
  add('leetspeak', leetReading(payload));
  return out;
}

/**
 * The payload as the normalizer folds it, when a word of it mixes letters with digits or symbols
 * standing for letters ("7aig", "0v3n dodger"); undefined when none does.
 */
function leetReading(payload: string): string | undefined {
  if (!payload.split(/\s+/).some((w) => /[0-9@$]/.test(w) && /[A-Za-z]/.test(w))) return undefined;
  const norm = normalize(payload);
  const folded = norm.text;
  releaseNormalized(norm);
  return folded;
}

/**
 * Short payloads of `prompt` that hide a slur or obscenity, or script markup (an ascii85
 * `<SCRIPT>alert("XSS")</SCRIPT>`), with the encoding that hid it.
 */
export function findLoneHidden(prompt: string): LoneReading[] {
  const found: LoneReading[] = [];
  for (const span of lonePayloadSpans(prompt)) {
    const payload = prompt.slice(span.start, span.end);
    // A payload with a common English word in it is plain text: decoded, it is noise that now and
    // then spells a short term. This also keeps the cost off ordinary short prompts.
    if (holdsPlainEnglish(payload)) continue;
    // Markup in plain sight is asked about ("why doesn't <script>alert(1)</script> run?"), not hidden.
    const plainMarkup = SCRIPT_MARKUP.test(payload);
    // So is a slur: a reading that folds only some of the words must hide the term itself.
    const plainTerm = holdsOffensiveTerm(payload);
    for (const [encoding, text] of readingsOf(payload)) {
      const holds = !plainTerm && holdsOffensiveTerm(text) ? 'offensive' : !plainMarkup && holdsScriptMarkup(text) ? 'markup' : undefined;
      if (holds === undefined) continue;
      found.push({ encoding, span, holds });
      break;
    }
  }
  return found;
}
