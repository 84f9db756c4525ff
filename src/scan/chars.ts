/**
 * A character that belongs to a word for the classifier's features: ASCII letters and digits
 * (the text is lowercased) and every letter-like code point above U+00BF, except general
 * punctuation, symbols and CJK punctuation.
 */
export function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 0xc0 && !(c >= 0x2000 && c <= 0x2bff) && !(c >= 0x3000 && c <= 0x303f));
}

/** Scripts written without spaces between words (Thai, Japanese kana, CJK ideographs). */
export function isUnsegmented(c: number): boolean {
  return (c >= 0x0e00 && c <= 0x0eff) || (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff);
}

/** `s` as a regular expression that matches it literally. */
export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
