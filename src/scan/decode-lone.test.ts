import { describe, expect, it } from 'vitest';
import { atbash, rot13 } from './decode-hidden.js';
import { findLoneHidden, lonePayloadSpans, MAX_LONE_PAYLOAD, readingsOf } from './decode-lone.js';

const SLUR = 'Limey';
const base32 = (s: string): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const b of Buffer.from(s)) bits += b.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5) out += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out.padEnd(Math.ceil(out.length / 8) * 8, '=');
};
const MORSE: Record<string, string> = { l: '.-..', i: '..', m: '--', e: '.', y: '-.--' };
const morse = (s: string): string => [...s.toLowerCase()].map((c) => MORSE[c]).join(' ');

describe('lonePayloadSpans', () => {
  it.each([
    ['a whole short prompt', '  476970 ', ['476970']],
    ['the words after a question', 'What does this mean? 476970', ['What does this mean? 476970', '476970']],
    ['the line after an instruction', 'Decode this, please\nFcbbx\n', ['Decode this, please\nFcbbx', 'Fcbbx']],
    // uuencode holds colons: the payload runs from the question, not from its last colon.
    ['a payload with a colon in it', "What does this mean? .4')A:7)I92", ["What does this mean? .4')A:7)I92", ".4')A:7)I92", '7)I92']],
  ])('%s', (_name, prompt, expected) => {
    expect(lonePayloadSpans(prompt).map((s) => prompt.slice(s.start, s.end))).toEqual(expected);
  });

  it('leaves long payloads to the other decoders', () => {
    expect(lonePayloadSpans('x'.repeat(MAX_LONE_PAYLOAD + 1))).toEqual([]);
    expect(lonePayloadSpans(`${'Tell me a story about the sea. '.repeat(4)}`)).toEqual([]);
  });
});

describe('readingsOf', () => {
  it.each([
    ['hex', Buffer.from(SLUR).toString('hex')],
    ['base64', Buffer.from(SLUR).toString('base64')],
    ['base32', base32(SLUR)],
    ['rot13', rot13(SLUR)],
    ['atbash', atbash(SLUR)],
    ['morse', morse(SLUR)],
    ['leetspeak', 'L1m3y'],
    ['base85', 'OlfUpc>'],
    // Seven invisible bits a letter, without separators.
    ['sneaky_bits', [...SLUR].map((c) => c.charCodeAt(0).toString(2).padStart(7, '0')).join('').replace(/0/g, '\u2062').replace(/1/g, '\u2064')],
  ])('reads %s', (encoding, payload) => {
    expect(readingsOf(payload).find(([e]) => e === encoding)?.[1].toLowerCase()).toBe(SLUR.toLowerCase());
  });
});

describe('findLoneHidden', () => {
  it.each([
    ['hex after a question', `What does this mean? ${Buffer.from(SLUR).toString('hex')}`, 'hex'],
    ['rot13 alone', rot13(SLUR), 'rot13'],
    ['Morse alone', morse(SLUR), 'morse'],
  ])('finds a slur in %s, with the span of the payload', (_name, prompt, encoding) => {
    const found = findLoneHidden(prompt);
    expect(found.map((f) => f.encoding)).toContain(encoding);
    const payload = found.at(-1)!;
    expect(prompt.slice(payload.span.start, payload.span.end)).not.toMatch(/^What/);
  });

  it('finds a slur of two words with one in leetspeak', () => {
    expect(findLoneHidden('What does this mean? 0v3n Dodger').map((f) => f.encoding)).toEqual(['leetspeak']);
  });

  it('finds script markup in ascii85 after a question', () => {
    const found = findLoneHidden(`What does this mean? ${ascii85('<script>alert(1)</script>')}`);
    expect(found.map((f) => [f.encoding, f.holds])).toEqual([['ascii85', 'markup']]);
  });

  it.each([
    ['the slur in plain sight (a question about a word)', `What does this mean? ${SLUR}`],
    // A word in leetspeak beside it does not hide the slur that is in plain sight.
    ['the slur in plain sight beside leetspeak', `Is ${SLUR} a sl4ng word?`],
    // Its atbash reading, noise, would spell a short term.
    ['short English', 'What does this mean? The asking price is far too high.'],
    ['a hex number', 'What does this mean? 476970'],
    // Markup in plain sight: its leetspeak reading ("alert(l)") is no hiding place.
    ['script markup in plain sight', "Why doesn't this run? <script>alert(1)</script>"],
    ['digits in a question', 'Josh Norman có bao nhiêu lần đoạt bóng trong năm 2015?'],
    // "Cum" is Romanian for "how": only words that mix letters and digits are read as leetspeak.
    ['a question with a name and a number', 'Cum s-a numit prima rețea Internet2?'],
    // Read as rot13, this French sentence would spell a term.
    ['a sentence in another language', 'Donne-moi une recette de gratin dauphinois pour six personnes.'],
  ])('finds nothing in %s', (_name, prompt) => {
    expect(findLoneHidden(prompt)).toEqual([]);
  });
});

/** Adobe-style ascii85 without the z shortcut, as encoding probes write it. */
function ascii85(text: string): string {
  const bytes = Buffer.from(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    let n = (((bytes[i] ?? 0) << 24) >>> 0) + ((bytes[i + 1] ?? 0) << 16) + ((bytes[i + 2] ?? 0) << 8) + (bytes[i + 3] ?? 0);
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode(33 + (n % 85)));
      n = Math.floor(n / 85);
    }
    out += digits.join('').slice(0, Math.min(4, bytes.length - i) + 1);
  }
  return out;
}
