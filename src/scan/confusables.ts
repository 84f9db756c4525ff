/**
 * Lowercase Cyrillic, Greek, Armenian and Latin-extension letters that look like ASCII letters.
 * NFKC already folds fullwidth forms and mathematical alphanumerics; this table covers what NFKC
 * keeps. Capital lookalikes are lowercased before the lookup, so `н` (from `Н`) maps to `h`.
 */
const PAIRS: readonly (readonly [string, string])[] = [
  // Cyrillic
  ['а', 'a'], ['в', 'b'], ['г', 'r'], ['е', 'e'], ['к', 'k'], ['м', 'm'], ['н', 'h'],
  ['о', 'o'], ['п', 'n'], ['р', 'p'], ['с', 'c'], ['т', 't'], ['у', 'y'], ['х', 'x'], ['ь', 'b'],
  ['і', 'i'], ['ї', 'i'], ['ј', 'j'], ['ѕ', 's'], ['ԁ', 'd'], ['һ', 'h'], ['ԛ', 'q'], ['ԝ', 'w'],
  ['ӏ', 'l'], ['ɡ', 'g'], ['ү', 'y'], ['ԍ', 'g'], ['ᴦ', 'r'],
  // Greek
  ['α', 'a'], ['β', 'b'], ['ε', 'e'], ['ι', 'i'], ['κ', 'k'], ['ν', 'v'], ['ο', 'o'], ['ρ', 'p'],
  ['τ', 't'], ['υ', 'u'], ['χ', 'x'], ['γ', 'y'], ['η', 'n'], ['ω', 'w'], ['ϲ', 'c'], ['ϳ', 'j'],
  ['μ', 'u'], ['ζ', 'z'], ['ς', 'c'],
  // Armenian and Latin extensions
  ['ո', 'n'], ['ս', 'u'], ['զ', 'q'], ['ց', 'g'], ['հ', 'h'], ['ı', 'i'], ['ɑ', 'a'], ['ɩ', 'i'],
  ['ʟ', 'l'], ['ɴ', 'n'], ['ʀ', 'r'], ['ꜱ', 's'], ['ᴀ', 'a'], ['ᴄ', 'c'], ['ᴅ', 'd'], ['ᴇ', 'e'],
  ['ᴊ', 'j'], ['ᴋ', 'k'], ['ᴍ', 'm'], ['ᴏ', 'o'], ['ᴘ', 'p'], ['ᴛ', 't'], ['ᴜ', 'u'], ['ᴠ', 'v'],
  ['ᴡ', 'w'], ['ᴢ', 'z'], ['ǀ', 'l'],
];

/** UTF-16 code of a lookalike letter -> ASCII code of the letter it imitates (0 = none). */
export const CONFUSABLE = new Uint8Array(0x10000);
for (const [from, to] of PAIRS) CONFUSABLE[from.charCodeAt(0)] = to.charCodeAt(0);

/**
 * The other way: ASCII letters -> the Cyrillic or Greek letter they pass for, for words of those
 * scripts with Latin letters slipped in ("Игнoриpуй вcе", Latin o, p, c). Only the letters of the
 * everyday alphabets, not the rarer lookalikes above.
 */
export const CYRILLIC_TWIN = new Uint16Array(128);
for (const [from, to] of [['a', 'а'], ['b', 'в'], ['c', 'с'], ['e', 'е'], ['h', 'н'], ['i', 'і'], ['k', 'к'], ['m', 'м'], ['o', 'о'], ['p', 'р'], ['t', 'т'], ['x', 'х'], ['y', 'у']] as const) {
  CYRILLIC_TWIN[from.charCodeAt(0)] = to.charCodeAt(0);
}
export const GREEK_TWIN = new Uint16Array(128);
for (const [from, to] of [['a', 'α'], ['b', 'β'], ['e', 'ε'], ['i', 'ι'], ['k', 'κ'], ['n', 'η'], ['o', 'ο'], ['p', 'ρ'], ['t', 'τ'], ['u', 'υ'], ['v', 'ν'], ['x', 'χ'], ['z', 'ζ']] as const) {
  GREEK_TWIN[from.charCodeAt(0)] = to.charCodeAt(0);
}

/** Digits and symbols that leetspeak uses for letters, by ASCII code (0 = none). */
export const LEET = new Uint8Array(128);
for (const [from, to] of [
  ['0', 'o'], ['1', 'i'], ['3', 'e'], ['4', 'a'], ['5', 's'], ['7', 't'], ['8', 'b'], ['9', 'g'],
  ['@', 'a'], ['$', 's'],
] as const) {
  LEET[from.charCodeAt(0)] = to.charCodeAt(0);
}
