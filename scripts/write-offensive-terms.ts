// Regenerates src/scan/offensive-terms.ts from the word lists: npm run offensive-terms
import { writeFileSync } from 'node:fs';
import { buildOffensiveTerms, offensiveTermsSource } from './lib-offensive-terms.js';

const terms = buildOffensiveTerms();
writeFileSync(new URL('../src/scan/offensive-terms.ts', import.meta.url), offensiveTermsSource(terms));
process.stdout.write(`wrote src/scan/offensive-terms.ts (${terms.length} terms)\n`);
