/** Loading JSONL corpora and building augmented training rows for the engine's classifier. */
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import { everydayQuestion } from './lib-engine-everyday.js';
import { pick, rng } from './lib-engine-random.js';
import type { Rand } from './lib-engine-random.js';
import { structuredText } from './lib-engine-structured.js';
import { businessDocument } from './lib-engine-documents.js';

/** One corpus row as in shared/datasets (extra fields are ignored). */
export interface Row {
  text: string;
  label: 0 | 1;
  category: string;
  lang: string;
  source: string;
  /** The JSONL file the row came from (its basename), the unit of leave-one-source-out. */
  file: string;
  /** Set on rows the training script made up (concatenations, insertions). */
  synthetic?: boolean;
  /**
   * A row for the harmful head only, left out of every other head and of the made-up documents:
   * the everyday questions (lib-engine-everyday.ts) and the files given after --train-harmful.
   */
  harmfulOnly?: boolean;
}

/**
 * Reads JSONL files given on the command line. With `harmfulOnly`, every row trains the harmful
 * head alone (see Row.harmfulOnly).
 */
export async function loadRows(paths: readonly string[], options: { harmfulOnly?: boolean } = {}): Promise<Row[]> {
  const rows: Row[] = [];
  for (const path of paths) {
    const file = basename(path);
    const rl = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
    for await (const line of rl) {
      if (line.trim() === '') continue;
      const r = JSON.parse(line) as Partial<Row>;
      if (typeof r.text !== 'string' || (r.label !== 0 && r.label !== 1)) continue;
      rows.push({
        text: r.text,
        label: r.label,
        category: typeof r.category === 'string' ? r.category : r.label === 1 ? 'injection' : 'benign',
        lang: typeof r.lang === 'string' ? r.lang : 'en',
        source: typeof r.source === 'string' ? r.source : file,
        file,
        ...(options.harmfulOnly === true ? { harmfulOnly: true } : {}),
      });
    }
  }
  return rows;
}

/** Near-duplicate templates live in these two files: they always stay on the same side of a split. */
export function splitGroup(file: string): string {
  return file === 'gptfuzz.jsonl' ? 'verazuo_jailbreak_llms.jsonl' : file;
}


/** A benign "document" of several benign prompts joined, about `target` characters long. */
export function benignDocument(benign: readonly Row[], target: number, rand: Rand): string {
  const parts: string[] = [];
  let len = 0;
  while (len < target) {
    const t = pick(benign, rand).text;
    parts.push(t);
    len += t.length + 2;
  }
  return parts.join('\n\n');
}

/** An attack between two lines of `text` (at a line break), as indirect injection places it. */
function insertAt(text: string, attack: string, rand: Rand): string {
  const at = Math.floor(rand() * text.length);
  const cut = text.lastIndexOf('\n', at);
  const pos = cut < 0 ? 0 : cut;
  return `${text.slice(0, pos)}\n${attack}\n${text.slice(pos)}`;
}

function insertedCategory(attack: Row): string {
  return attack.category === 'jailbreak' ? 'jailbreak' : attack.category === 'extraction' ? 'extraction' : 'indirect';
}

/** How many made-up rows training adds (see `augment`). */
export interface Augmentation {
  /** Benign documents joined from benign rows, and as many with an attack inserted. */
  count: number;
  /** Made-up business documents, and as many with an attack inserted (0: none). */
  documents: number;
}

/**
 * Extra rows against the dataset's length trap: long benign documents (negatives) and short
 * attacks inserted at a random place in such documents (positives, like indirect injection).
 * A quarter as many again of structured text (lib-engine-structured.ts), as it stands and with
 * an attack inserted, so that tables, traces and logs weigh neither way. And as many everyday
 * how-to questions (lib-engine-everyday.ts) for the harmful head, so that "how do I" weighs
 * neither way there. With `documents`, that many made-up business documents
 * (lib-engine-documents.ts), each as it stands and with an attack inserted.
 */
export function augment(rows: readonly Row[], { count, documents }: Augmentation, seed: number): Row[] {
  const rand = rng(seed);
  const benign = rows.filter((r) => r.label === 0 && !r.synthetic && r.harmfulOnly !== true);
  const attacks = rows.filter((r) => r.label === 1 && r.category !== 'harmful_request' && r.harmfulOnly !== true && r.text.length <= 600);
  if (benign.length === 0) return [];
  const out: Row[] = [];
  // A made-up text as it stands (a negative), then an attack inserted between the lines of another
  // text made the same way (a positive).
  const pair = (negative: string, lang: string, sources: readonly [string, string], host: () => string): void => {
    out.push({ text: negative, label: 0, category: 'benign', lang, source: `synthetic:${sources[0]}`, file: 'synthetic', synthetic: true });
    if (attacks.length === 0) return;
    const attack = pick(attacks, rand);
    out.push({ text: insertAt(host(), attack.text, rand), label: 1, category: insertedCategory(attack), lang: attack.lang, source: `synthetic:${sources[1]}`, file: 'synthetic', synthetic: true });
  };
  for (let i = 0; i < count; i++) {
    pair(benignDocument(benign, 600 + Math.floor(rand() * 2400), rand), 'en', ['benign-doc', 'inserted-attack'], () => benignDocument(benign, 400 + Math.floor(rand() * 2000), rand));
  }
  const prose = (): string => pick(benign, rand).text;
  for (let i = 0; i < Math.floor(count / 4); i++) {
    pair(structuredText(rand, prose), 'en', ['structured', 'structured-attack'], () => structuredText(rand, prose));
  }
  for (let i = 0; i < documents; i++) {
    const document = businessDocument(rand);
    pair(document.text, document.lang, ['business-doc', 'business-doc-attack'], () => businessDocument(rand).text);
  }
  for (let i = 0; i < Math.floor(count / 4); i++) {
    // A file of their own, so that their weight does not come out of the other made-up rows'.
    out.push({ text: everydayQuestion(rand), label: 0, category: 'benign', lang: 'en', source: 'synthetic:everyday', file: 'synthetic-everyday', synthetic: true, harmfulOnly: true });
  }
  return out;
}
