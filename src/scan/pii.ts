import { overlapsAny } from './spans.js';
import type { Span } from './types.js';

/** A data-leak finding over the ORIGINAL prompt (exact offsets). */
export interface LeakHit {
  id: string;
  score: number;
  message: string;
  span: Span;
}

/** The PII kinds and their documented scores: low-sensitivity contact data stays green. */
export const PII_KINDS = {
  email: { score: 0.35, message: 'E-mail address' },
  phone: { score: 0.35, message: 'Phone number' },
  ip: { score: 0.3, message: 'IP address' },
  credit_card: { score: 0.75, message: 'Payment card number (Luhn-valid)' },
  iban: { score: 0.75, message: 'IBAN (checksum-valid)' },
  ssn: { score: 0.7, message: 'US social security number' },
} as const;

type PiiKind = keyof typeof PII_KINDS;

const MAX_HITS = 50;

const EMAIL_DOMAIN = /[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?){0,8}\.[A-Za-z]{2,24}(?![A-Za-z0-9-])/y;
const CARD = /(?<![0-9A-Za-z_.,-])[0-9](?:[ -]?[0-9]){12,18}(?![0-9A-Za-z_])/g;
const IBAN = /(?<![A-Za-z0-9])[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]){11,30}(?![A-Za-z0-9])/g;
const SSN = /(?<![0-9-])(?!000|666|9[0-9]{2})[0-9]{3}-(?!00)[0-9]{2}-(?!0000)[0-9]{4}(?![0-9-])/g;
const IPV4 = /(?<![0-9.])(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?![0-9]|\.[0-9])/g;
const IPV6 = /(?<![0-9A-Fa-f:])(?:[0-9A-Fa-f]{1,4}:){7}[0-9A-Fa-f]{1,4}(?![0-9A-Fa-f:])|(?<![0-9A-Fa-f:])(?:[0-9A-Fa-f]{1,4}:){1,6}:(?:[0-9A-Fa-f]{1,4}:){0,5}[0-9A-Fa-f]{1,4}(?![0-9A-Fa-f:])/g;
const PHONE = /(?<![0-9A-Za-z+_-])(?:\+[1-9][0-9]{0,2}[ .-]?)?(?:\([0-9]{2,4}\)[ .-]?)?[0-9]{2,4}(?:[ .-][0-9]{2,4}){1,4}(?![0-9A-Za-z_-])|(?<![0-9A-Za-z_])\+[1-9][0-9]{7,14}(?![0-9A-Za-z_])/g;
const DATE_LIKE = /^(?:[0-9]{4}[-./][0-9]{1,2}[-./][0-9]{1,2}|[0-9]{1,2}[-./][0-9]{1,2}[-./][0-9]{2,4})$/;

/** Luhn checksum over the digits of a card candidate. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** ISO 13616 mod-97 check of an IBAN without spaces. */
export function ibanValid(iban: string): boolean {
  if (iban.length < 15 || iban.length > 34) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 ? String(code - 55) : ch;
    for (const digit of value) rem = (rem * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  return rem === 1;
}

function each(re: RegExp, text: string, visit: (m: RegExpExecArray) => void): void {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  let count = 0;
  while ((m = re.exec(text)) !== null && count < MAX_HITS * 4) {
    visit(m);
    count++;
  }
}

function isLocalPart(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 46 || c === 95 || c === 37 || c === 43 || c === 45;
}

/** Anchors on each `@` instead of trying every start position, so long texts stay linear. */
function findEmails(text: string, add: (kind: PiiKind, start: number, end: number) => void): void {
  let at = text.indexOf('@');
  let seen = 0;
  while (at > 0 && seen++ < MAX_HITS * 4) {
    let start = at;
    while (start > 0 && at - start < 64 && isLocalPart(text.charCodeAt(start - 1))) start--;
    // The local part must start with a letter or digit.
    while (start < at && !isLocalPart(text.charCodeAt(start)) ) start++;
    while (start < at && (text.charCodeAt(start) === 46 || text.charCodeAt(start) === 45)) start++;
    if (start < at) {
      EMAIL_DOMAIN.lastIndex = at + 1;
      const m = EMAIL_DOMAIN.exec(text);
      if (m) add('email', start, at + 1 + m[0].length);
    }
    at = text.indexOf('@', at + 1);
  }
}

/** An IPv6 match has seven colons or a `::`; prose with a colon or two skips the regex. */
function mayHoldIpv6(text: string): boolean {
  if (text.includes('::')) return true;
  let colons = 0;
  for (let at = text.indexOf(':'); at >= 0 && colons < 7; at = text.indexOf(':', at + 1)) colons++;
  return colons >= 7;
}

/**
 * Finds personal data in the original prompt: e-mail addresses, phone numbers, Luhn-valid card
 * numbers, mod-97-valid IBANs, US SSNs, IPv4/IPv6 addresses. Spans are exact UTF-16 offsets.
 */
export function findPii(text: string): LeakHit[] {
  const hits: LeakHit[] = [];
  const taken: Span[] = [];
  const add = (kind: PiiKind, start: number, end: number): void => {
    if (hits.length >= MAX_HITS || overlapsAny(taken, start, end)) return;
    taken.push({ start, end });
    hits.push({ id: `pii.${kind}`, score: PII_KINDS[kind].score, message: PII_KINDS[kind].message, span: { start, end } });
  };
  // Cheap pre-checks keep the common prompt (no digits, no @) nearly free.
  const hasAt = text.includes('@');
  const hasDigit = /[0-9]/.test(text);
  if (hasAt) findEmails(text, add);
  if (!hasDigit) return hits;
  each(CARD, text, (m) => {
    const digits = m[0].replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits) && !/^(\d)\1+$/.test(digits)) {
      add('credit_card', m.index, m.index + m[0].length);
    }
  });
  each(IBAN, text, (m) => {
    if (ibanValid(m[0].replace(/ /g, ''))) add('iban', m.index, m.index + m[0].length);
  });
  each(SSN, text, (m) => add('ssn', m.index, m.index + m[0].length));
  each(IPV4, text, (m) => add('ip', m.index, m.index + m[0].length));
  if (mayHoldIpv6(text)) each(IPV6, text, (m) => add('ip', m.index, m.index + m[0].length));
  each(PHONE, text, (m) => {
    const raw = m[0];
    const digits = raw.replace(/[^0-9]/g, '').length;
    const international = raw.startsWith('+');
    if (DATE_LIKE.test(raw) || digits > 15) return;
    // Without a country code only the common 10-11 digit national formats count.
    if (international ? digits < 8 : digits < 10 || digits > 11) return;
    // Plain digit runs without any separator are more often ids or amounts than phone numbers.
    if (!international && /^[0-9]+$/.test(raw)) return;
    add('phone', m.index, m.index + raw.length);
  });
  return hits;
}
