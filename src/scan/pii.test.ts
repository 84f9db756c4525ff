import { describe, expect, it } from 'vitest';
import { findPii, ibanValid, luhnValid } from './pii.js';

function found(text: string): { id: string; text: string }[] {
  return findPii(text).map((h) => ({ id: h.id, text: text.slice(h.span.start, h.span.end) }));
}

describe('findPii', () => {
  it.each([
    ['mail bob.smith+tag@example.co.uk now', 'pii.email', 'bob.smith+tag@example.co.uk'],
    ['(bob@example.com)', 'pii.email', 'bob@example.com'],
    ['call +1 415 555 0100 today', 'pii.phone', '+1 415 555 0100'],
    ['call (415) 555-0100', 'pii.phone', '(415) 555-0100'],
    ['tel +442079460958', 'pii.phone', '+442079460958'],
    ['card 4111 1111 1111 1111 ok', 'pii.credit_card', '4111 1111 1111 1111'],
    ['card 5500-0000-0000-0004', 'pii.credit_card', '5500-0000-0000-0004'],
    ['IBAN GB82 WEST 1234 5698 7654 32.', 'pii.iban', 'GB82 WEST 1234 5698 7654 32'],
    ['iban DE89370400440532013000', 'pii.iban', 'DE89370400440532013000'],
    ['SSN 123-45-6789', 'pii.ssn', '123-45-6789'],
    ['server 192.168.1.20 is down', 'pii.ip', '192.168.1.20'],
    ['v6 2001:db8:85a3::8a2e:370:7334 here', 'pii.ip', '2001:db8:85a3::8a2e:370:7334'],
    ['full v6 2001:0db8:85a3:0000:0000:8a2e:0370:7334.', 'pii.ip', '2001:0db8:85a3:0000:0000:8a2e:0370:7334'],
    ['loopback ::1 and fe80::1', 'pii.ip', 'fe80::1'],
    ['😀 emoji then bob@example.com', 'pii.email', 'bob@example.com'],
  ])('%s', (text, id, match) => {
    expect(found(text)).toContainEqual({ id, text: match });
  });

  it.each([
    ['card 4111 1111 1111 1112 (bad Luhn)'],
    ['IBAN GB82 WEST 1234 5698 7654 33 (bad checksum)'],
    ['SSN 000-12-3456 is invalid'],
    ['date 2024-01-15 and version 1.2.3.4.5'],
    ['order 12345678 shipped'],
    ['Natalia sold clips to 48 of her friends in April'],
    ['an @ sign alone, or user@localhost'],
    ['999.1.1.1 is not an address'],
  ])('no PII in %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('checks Luhn and IBAN checksums', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(ibanValid('GB82WEST12345698765432')).toBe(true);
    expect(ibanValid('GB82WEST12345698765433')).toBe(false);
  });

  it('stays fast on long inputs with one @', () => {
    const text = 'a'.repeat(200_000) + '@';
    const t0 = performance.now();
    findPii(text);
    expect(performance.now() - t0).toBeLessThan(200);
  });
});
