import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOffensiveTerms, offensiveTermsSource } from '../scripts/lib-offensive-terms.js';

describe('src/scan/offensive-terms.ts', () => {
  it('is what the word lists give (run `npm run offensive-terms` after updating them)', () => {
    const committed = readFileSync(new URL('../src/scan/offensive-terms.ts', import.meta.url), 'utf8');
    expect(committed).toBe(offensiveTermsSource());
  });

  it('leaves out common English words, first names and spelled-out variants', () => {
    const terms = new Set(buildOffensiveTerms());
    expect(terms.size).toBeGreaterThan(2000);
    for (const ordinary of ['abuse', 'sex', 'heroin', 'jerry', 'mick']) expect(terms.has(ordinary)).toBe(false);
    for (const term of terms) expect(term).toMatch(/^[a-z][a-z']*[a-z](?: [a-z][a-z']*[a-z])*$/);
  });
});
