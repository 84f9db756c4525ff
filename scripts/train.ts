/**
 * Trains the engine's classifier and writes the model file.
 *   npm run train -- [--out models/detector.json] [--augment 4000] [--documents 0] <jsonl files...> [--train-only <jsonl files...>] [--train-harmful <jsonl files...>]
 * Files after --train-only (our own authored examples, corpus/) are trained on but never used to
 * fit calibration, so the probabilities reflect public sources the model did not see. Files after
 * --train-harmful are the same, for the harmful head alone (docs/detection.md, section 9).
 * Calibration (Platt for the heads, isotonic for the risk score) is fitted on out-of-fold
 * predictions: the source files are dealt into 4 folds (gptfuzz stays with verazuo) and each fold
 * is scored by a model trained on the others, so the probabilities reflect unseen sources.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import cliProgress from 'cli-progress';
import { augment, loadRows, splitGroup } from './lib-engine-data.js';
import type { Row } from './lib-engine-data.js';
import { fitCalibration } from './lib-engine-calibrate.js';
import { DEFAULT_TRAIN, buildModelFile, prepare, trainHeads } from './lib-engine-train.js';
import type { Prepared } from './lib-engine-train.js';

const CAL_FOLDS = 4;

interface Args {
  out: string;
  augmentCount: number;
  /** Made-up business documents for the augmentation (lib-engine-documents.ts); 0 for the committed model. */
  documents: number;
  files: string[];
  trainOnly: string[];
  /** Files whose rows train the harmful head alone (Row.harmfulOnly), never scored nor calibrated on. */
  trainHarmful: string[];
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { out: 'models/detector.json', augmentCount: 4000, documents: 0, files: [], trainOnly: [], trainHarmful: [] };
  let into: 'files' | 'trainOnly' | 'trainHarmful' = 'files';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--out') args.out = argv[++i] ?? args.out;
    else if (a === '--train-only') into = 'trainOnly';
    else if (a === '--train-harmful') into = 'trainHarmful';
    else if (a === '--augment') args.augmentCount = Number(argv[++i] ?? '0');
    else if (a === '--documents') args.documents = Number(argv[++i] ?? '0');
    else args[into].push(a);
  }
  if (args.files.length === 0) {
    console.error('usage: npm run train -- [--out models/detector.json] [--augment N] [--documents N] <jsonl files...> [--train-only <jsonl files...>] [--train-harmful <jsonl files...>]');
    process.exit(2);
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const rows = await loadRows(args.files);
  const extraRows = [...(await loadRows(args.trainOnly)), ...(await loadRows(args.trainHarmful, { harmfulOnly: true }))];
  console.log(`loaded ${rows.length} rows from ${args.files.length} files and ${extraRows.length} train-only rows from ${args.trainOnly.length + args.trainHarmful.length}`);
  const groups = [...new Set(rows.map((r) => splitGroup(r.file)))].sort();
  const bars = new cliProgress.MultiBar(
    { format: '{task} [{bar}] {value}/{total}', hideCursor: true, clearOnComplete: false, noTTYOutput: true, notTTYSchedule: 5000 },
    cliProgress.Presets.shades_classic,
  );
  const prepBar = bars.create(rows.length + extraRows.length, 0, { task: 'features   ' });
  const data = prepare(rows, () => prepBar.increment());
  const extra = prepare(extraRows, () => prepBar.increment());
  const totalEpochs = (CAL_FOLDS + 1) * DEFAULT_TRAIN.epochs * 5;
  const trainBar = bars.create(totalEpochs, 0, { task: 'train      ' });

  // Out-of-fold logits for calibration: sources dealt into 4 folds (gptfuzz stays with verazuo).
  const augmentation = { count: args.augmentCount, documents: args.documents };
  const calibration = fitCalibration(data, (r) => splitGroup(r.file), CAL_FOLDS, augmentation, 100, () => trainBar.increment(), extra);
  const oofNote = { folds: CAL_FOLDS, groups };
  const synthAll: Prepared[] = prepare(augment([...rows, ...extraRows], augmentation, 99));
  const heads = trainHeads([...data, ...extra, ...synthAll], DEFAULT_TRAIN, () => trainBar.increment());
  bars.stop();

  const counts: Record<string, number> = {};
  for (const r of [...rows, ...extraRows] as Row[]) counts[r.file] = (counts[r.file] ?? 0) + 1;
  const model = buildModelFile(heads, calibration, {
    files: counts,
    augment: args.augmentCount,
    ...(args.documents > 0 ? { documents: args.documents } : {}),
    options: DEFAULT_TRAIN,
    calibration: oofNote,
    train_only: args.trainOnly.map((f) => f.replace(/^.*\//, '')),
    ...(args.trainHarmful.length > 0 ? { train_harmful: args.trainHarmful.map((f) => f.replace(/^.*\//, '')) } : {}),
  });
  const out = resolve(args.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(model) + '\n');
  console.log(`wrote ${out} (${model.version}); calibration attack a=${calibration.attack.a.toFixed(3)} b=${calibration.attack.b.toFixed(3)}, harmful a=${calibration.harmful.a.toFixed(3)} b=${calibration.harmful.b.toFixed(3)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
