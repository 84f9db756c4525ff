/**
 * Evaluates the engine on JSONL corpora.
 *   npm run eval -- [--model models/detector.json] <jsonl files...>      (the committed model)
 *   npm run eval -- --leave-one-source-out <jsonl files...> [--train-only <jsonl files...>] [--train-harmful <jsonl files...>]
 *       train on the others, test on each; files after --train-only (our own authored examples)
 *       are in every fold's training side and never scored, and those after --train-harmful
 *       likewise for the harmful head alone
 *   --dump FILE writes every scored row (held-out predictions under --leave-one-source-out) as JSONL
 *   --dump-embedded FILE writes every attack hidden in a 50,000-character document, caught or not
 *   --augment N and --documents N set the made-up training rows of each fold, as npm run train does
 *   --hold-out a.jsonl,b.jsonl runs only these sources' folds (a quicker look at a change; the
 *       pooled figures then cover those sources alone and are not the table of docs/detection.md)
 * Everything is measured through the whole engine (rules, decoders, classifier) with the default policy.
 */
import { writeFileSync } from 'node:fs';
import cliProgress from 'cli-progress';
import { createEngine } from '../src/scan/engine.js';
import type { Engine } from '../src/scan/engine.js';
import { loadEngine } from '../src/scan/index.js';
import { LinearClassifier, parseModel } from '../src/scan/model.js';
import { augment, benignDocument, loadRows, splitGroup } from './lib-engine-data.js';
import { rng } from './lib-engine-random.js';
import type { Row } from './lib-engine-data.js';
import { auc, fmt, percentile, rateAtOrAbove, reliability, table, thresholdAtFpr } from './lib-engine-metrics.js';
import type { Scored } from './lib-engine-metrics.js';
import { fitCalibration } from './lib-engine-calibrate.js';
import { DEFAULT_TRAIN, buildModelFile, prepare, trainHeads } from './lib-engine-train.js';

interface Args {
  loso: boolean;
  model: string | undefined;
  embedded: number;
  augment: number;
  documents: number;
  files: string[];
  trainOnly: string[];
  /** Files whose rows train the harmful head alone (Row.harmfulOnly), never scored nor calibrated on. */
  trainHarmful: string[];
  dump: string | undefined;
  dumpEmbedded: string | undefined;
  /** Under --leave-one-source-out, the only sources held out (all when empty). */
  holdOut: string[];
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { loso: false, model: undefined, embedded: 20, augment: 4000, documents: 0, files: [], trainOnly: [], trainHarmful: [], dump: undefined, dumpEmbedded: undefined, holdOut: [] };
  let into: 'files' | 'trainOnly' | 'trainHarmful' = 'files';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--leave-one-source-out') args.loso = true;
    else if (a === '--train-only') into = 'trainOnly';
    else if (a === '--train-harmful') into = 'trainHarmful';
    else if (a === '--model') args.model = argv[++i];
    else if (a === '--embedded') args.embedded = Number(argv[++i] ?? '20');
    else if (a === '--dump') args.dump = argv[++i];
    else if (a === '--dump-embedded') args.dumpEmbedded = argv[++i];
    else if (a === '--augment') args.augment = Number(argv[++i] ?? '4000');
    else if (a === '--documents') args.documents = Number(argv[++i] ?? '0');
    else if (a === '--hold-out') args.holdOut = (argv[++i] ?? '').split(',').filter((f) => f !== '');
    else args[into].push(a);
  }
  if (args.files.length === 0 || (args.trainOnly.length + args.trainHarmful.length > 0 && !args.loso)) {
    console.error('usage: npm run eval -- [--leave-one-source-out] [--augment N] [--documents N] [--model PATH] [--embedded N] [--dump FILE] [--dump-embedded FILE] [--hold-out a.jsonl,b.jsonl] <jsonl files...> [--train-only <jsonl files...>] [--train-harmful <jsonl files...>]');
    process.exit(2);
  }
  return args;
}

/** A scored row and what `--dump` writes of it. */
interface DumpedScore extends Scored {
  signals: string[];
  text: string;
}

function scanRow(engine: Engine, row: Row): DumpedScore {
  const t0 = performance.now();
  const v = engine.scan(row.text);
  const ms = performance.now() - t0;
  const signals = v.signals.map((s) => `${s.type}/${s.detector}/${s.score.toFixed(2)}`);
  return { score: v.risk_score, label: row.label, tier: v.tier, category: row.category, lang: row.lang, file: row.file, ms, length: row.text.length, signals, text: row.text.slice(0, 300) };
}

/** One attack hidden in a document: what `--dump-embedded` writes. */
interface EmbeddedTrial {
  group: string;
  at: number;
  caught: boolean;
  score: number;
  signals: string[];
  attack: string;
}

/** The attacks inserted in documents for one group, each trial as `--dump-embedded` writes it. */
interface EmbeddedResult {
  group: string;
  trials: EmbeddedTrial[];
}

/** Attacks (<= 2,000 chars) inserted at a random offset of a ~50,000-character benign document. */
function embeddedCatchRate(engine: Engine, group: string, attacks: readonly Row[], benign: readonly Row[], count: number, seed: number): EmbeddedResult {
  const rand = rng(seed);
  const pool = attacks.filter((r) => r.text.length <= 2000 && r.category !== 'harmful_request');
  const trials: EmbeddedTrial[] = [];
  for (let i = 0; i < count && pool.length > 0 && benign.length > 0; i++) {
    const attack = pool[Math.floor(rand() * pool.length)];
    if (!attack) continue;
    const doc = benignDocument(benign, 50_000, rand);
    const at = Math.floor(rand() * doc.length);
    const text = `${doc.slice(0, at)}\n${attack.text}\n${doc.slice(at)}`;
    const verdict = engine.scan(text);
    const signals = verdict.signals.map((s) => `${s.type}/${s.detector}/${s.score.toFixed(2)}`);
    trials.push({ group, at: at / doc.length, caught: verdict.tier !== 'green', score: verdict.risk_score, signals, attack: attack.text });
  }
  return { group, trials };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const rows = await loadRows(args.files);
  const scored: DumpedScore[] = [];
  const embedded: EmbeddedResult[] = [];
  const bars = new cliProgress.MultiBar({ format: '{task} [{bar}] {value}/{total}', hideCursor: true, noTTYOutput: true, notTTYSchedule: 10_000 }, cliProgress.Presets.shades_classic);
  if (!args.loso) {
    const engine = loadEngine(args.model ? { modelPath: args.model } : undefined);
    console.log(`model ${engine.modelVersion} (NOTE: scored on the given files; if they were used for training, this is optimistic)`);
    const bar = bars.create(rows.length, 0, { task: 'scan' });
    for (const row of rows) {
      scored.push(scanRow(engine, row));
      bar.increment();
    }
    const benign = rows.filter((r) => r.label === 0);
    embedded.push(embeddedCatchRate(engine, 'all', rows.filter((r) => r.label === 1), benign, args.embedded * 5, 1));
  } else {
    const held = new Set(args.holdOut.map((f) => splitGroup(f)));
    // Seeds follow a fold's place among all sources, so a fold comes out the same run alone.
    const groups = [...new Set(rows.map((r) => splitGroup(r.file)))].sort();
    const extraRows = [...(await loadRows(args.trainOnly)), ...(await loadRows(args.trainHarmful, { harmfulOnly: true }))];
    const prepBar = bars.create(rows.length + extraRows.length, 0, { task: 'features' });
    const data = prepare(rows, () => prepBar.increment());
    const extra = prepare(extraRows, () => prepBar.increment());
    const foldBar = bars.create(held.size > 0 ? held.size : groups.length, 0, { task: 'folds   ' });
    for (const [g, group] of groups.entries()) {
      if (held.size > 0 && !held.has(group)) continue;
      const heldIn = data.filter((p) => splitGroup(p.row.file) !== group);
      const trainSet = [...heldIn, ...extra];
      const testRows = rows.filter((r) => splitGroup(r.file) === group);
      const augmentation = { count: args.augment, documents: args.documents };
      const synth = prepare(augment(trainSet.map((p) => p.row), augmentation, 100 + g));
      const heads = trainHeads([...trainSet, ...synth], DEFAULT_TRAIN);
      // Calibration from out-of-fold logits inside the training side only (3 folds of its sources).
      const calibration = fitCalibration(heldIn, (r) => splitGroup(r.file), 3, augmentation, 300 + g, undefined, extra);
      const model = buildModelFile(heads, calibration, {});
      const engine = createEngine(new LinearClassifier(parseModel(model)));
      for (const row of testRows) scored.push(scanRow(engine, row));
      const attacks = testRows.filter((r) => r.label === 1);
      if (attacks.length > 0) {
        embedded.push(embeddedCatchRate(engine, group, attacks, rows.filter((r) => r.label === 0 && splitGroup(r.file) !== group), args.embedded, 7 + g));
      }
      foldBar.increment();
    }
  }
  bars.stop();
  if (args.dump !== undefined) writeFileSync(args.dump, scored.map((s) => JSON.stringify(s)).join('\n') + '\n');
  if (args.dumpEmbedded !== undefined) writeFileSync(args.dumpEmbedded, embedded.flatMap((e) => e.trials.map((t) => JSON.stringify(t))).join('\n') + '\n');
  report(scored, embedded, args.loso);
}

function report(scored: readonly Scored[], embedded: readonly EmbeddedResult[], loso: boolean): void {
  const neg = scored.filter((s) => s.label === 0);
  const pos = scored.filter((s) => s.label === 1);
  const t1 = thresholdAtFpr(neg.map((s) => s.score), 0.01);
  const flagged = (s: Scored): boolean => s.tier !== 'green';
  console.log(`\n## ${loso ? 'Leave-one-source-out (pooled out-of-source predictions)' : 'Committed model'}: ${scored.length} rows (${pos.length} attacks, ${neg.length} benign)`);
  console.log(`AUC ${fmt(auc(scored))}; recall at 1% FPR ${fmt(rateAtOrAbove(pos.map((s) => s.score), t1))} (threshold ${fmt(t1, 4)})`);
  for (const [name, t] of [['yellow (flag)', 0.5], ['red (block)', 0.8]] as const) {
    console.log(`at ${name} threshold ${t}: TPR ${fmt(rateAtOrAbove(pos.map((s) => s.score), t))}, FPR ${fmt(rateAtOrAbove(neg.map((s) => s.score), t), 4)}`);
  }
  const hard = neg.filter((s) => s.category === 'benign_hard');
  const easy = neg.filter((s) => s.category === 'benign');
  console.log(`flagged (not green): FPR benign_hard ${fmt(hard.filter(flagged).length / hard.length, 4)} (n=${hard.length}), FPR benign ${fmt(easy.filter(flagged).length / easy.length, 4)} (n=${easy.length})`);

  const files = [...new Set(scored.map((s) => s.file))].sort();
  const perFile = files.map((f) => {
    const items = scored.filter((s) => s.file === f);
    const p = items.filter((s) => s.label === 1);
    const n = items.filter((s) => s.label === 0);
    return [f, items.length, p.length ? fmt(rateAtOrAbove(p.map((s) => s.score), t1)) : '-', p.length ? fmt(p.filter(flagged).length / p.length) : '-', n.length ? fmt(n.filter(flagged).length / n.length, 4) : '-', fmt(auc(items))];
  });
  console.log('\n' + table(['held-out source', 'rows', 'recall@1%FPR (pooled threshold)', 'recall (flagged)', 'FPR (flagged)', 'AUC within file'], perFile));
  const recalls = files.map((f) => pos.filter((s) => s.file === f)).filter((p) => p.length > 0).map((p) => rateAtOrAbove(p.map((s) => s.score), t1));
  console.log(`mean per-source recall at 1% FPR: ${fmt(recalls.reduce((a, b) => a + b, 0) / recalls.length)}`);

  const cats = [...new Set(pos.map((s) => s.category))].sort();
  console.log('\n' + table(['attack category', 'n', 'recall (flagged)', 'recall@1%FPR'], cats.map((c) => {
    const p = pos.filter((s) => s.category === c);
    return [c, p.length, fmt(p.filter(flagged).length / p.length), fmt(rateAtOrAbove(p.map((s) => s.score), t1))];
  })));
  const langs = [...new Set(pos.map((s) => s.lang))].sort();
  console.log('\n' + table(['language (attacks)', 'n', 'recall (flagged)', 'recall (flagged, excluding harmful_request)'], langs.map((l) => {
    const p = pos.filter((s) => s.lang === l);
    const q = p.filter((s) => s.category !== 'harmful_request');
    return [l, p.length, fmt(p.filter(flagged).length / p.length), q.length ? fmt(q.filter(flagged).length / q.length) : '-'];
  })));
  const negLangs = [...new Set(neg.map((s) => s.lang))].sort();
  console.log('\n' + table(['language (benign)', 'n', 'FPR (flagged)'], negLangs.map((l) => {
    const n = neg.filter((s) => s.lang === l);
    return [l, n.length, fmt(n.filter(flagged).length / n.length, 4)];
  })));
  console.log('\n' + table(['risk_score bin', 'n', 'mean score', 'observed attack share'], reliability(scored).map((b) => [`${b.lo.toFixed(1)}-${b.hi.toFixed(1)}`, b.n, fmt(b.meanScore), fmt(b.observed)])));
  const buckets: [string, number, number][] = [['<256', 0, 256], ['256-1k', 256, 1024], ['1k-4k', 1024, 4096], ['4k-20k', 4096, 20_001]];
  console.log('\n' + table(['length (chars)', 'n', 'p50 ms', 'p99 ms'], buckets.map(([name, lo, hi]) => {
    const ms = scored.filter((s) => s.length >= lo && s.length < hi).map((s) => s.ms);
    return [name, ms.length, fmt(percentile(ms, 50)), fmt(percentile(ms, 99))];
  })));
  const caughtIn = (trials: readonly EmbeddedTrial[]): number => trials.filter((t) => t.caught).length;
  const all = embedded.flatMap((e) => e.trials);
  console.log(`\nattack inserted at a random place in a 50,000-character benign document: caught ${caughtIn(all)}/${all.length} (${fmt(caughtIn(all) / all.length)})`);
  console.log(embedded.map((e) => `${e.group}: ${caughtIn(e.trials)}/${e.trials.length}`).join(', '));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
