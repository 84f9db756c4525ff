/**
 * How often benign text, once encoded, is taken for a hidden slur or hidden script markup: every
 * benign row of up to 400 characters is sent in base64 after "What does this mean?" and in hex
 * alone, as encoding probes send their payloads, and in two wordings the training script's
 * made-up questions do not use; the signals of the committed engine are counted.
 *   npm run eval:encoded-benign -- <jsonl files...>
 */
import { loadEngine } from '../src/scan/index.js';
import { loadRows } from './lib-engine-data.js';

const MAX_LENGTH = 400;

// The last two forms are in none of the training script's made-up questions (lib-engine-encoded.ts).
const ENCODINGS: ReadonlyArray<[string, (text: string) => string]> = [
  ['base64', (text) => `What does this mean? ${Buffer.from(text).toString('base64')}`],
  ['hex', (text) => Buffer.from(text).toString('hex')],
  ['base64, other wording', (text) => `Someone slipped this note under my door, any idea what it is?\n${Buffer.from(text).toString('base64')}`],
  ['hex, other wording', (text) => `A coworker pasted ${Buffer.from(text).toString('hex')} in our chat. Is it a virus or just text?`],
];

async function main(): Promise<void> {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('usage: npm run eval:encoded-benign -- <jsonl files...>');
    process.exit(2);
  }
  const engine = loadEngine();
  const texts = (await loadRows(files)).filter((row) => row.label === 0 && row.text.length <= MAX_LENGTH).map((row) => row.text);
  console.log(`engine ${engine.modelVersion}: ${texts.length} benign rows of up to ${MAX_LENGTH} characters`);
  console.log('| encoding | hidden slur or obscenity | hidden script markup | flagged (not green) |');
  console.log('|---|---|---|---|');
  for (const [name, encode] of ENCODINGS) {
    let slur = 0;
    let markup = 0;
    let flagged = 0;
    for (const text of texts) {
      const verdict = engine.scan(encode(text));
      if (verdict.signals.some((s) => s.message.startsWith('Slur or obscenity hidden'))) slur++;
      if (verdict.signals.some((s) => s.message.startsWith('Script markup hidden'))) markup++;
      if (verdict.tier !== 'green') flagged++;
    }
    const share = (n: number) => `${n} (${((100 * n) / texts.length).toFixed(2)}%)`;
    console.log(`| ${name} | ${share(slur)} | ${share(markup)} | ${share(flagged)} |`);
  }
}

await main();
