/** Calibration of the engine's scores on out-of-fold predictions (Platt for heads, isotonic for risk). */
import { IDENTITY_MAP, fitIsotonic } from '../src/scan/calibration.js';
import type { IsotonicMap } from '../src/scan/calibration.js';
import { detect, isClassifierSignal } from '../src/scan/detect.js';
import { LinearClassifier, parseModel, sigmoid } from '../src/scan/model.js';
import type { Platt } from '../src/scan/model.js';
import { augment } from './lib-engine-data.js';
import type { Augmentation } from './lib-engine-data.js';
import type { Row } from './lib-engine-data.js';
import { DEFAULT_TRAIN, buildModelFile, headLabel, maxLogit, prepare, trainHeads } from './lib-engine-train.js';
import type { Heads, Prepared } from './lib-engine-train.js';

function plattLoss(z: readonly number[], t: readonly number[], a: number, b: number): number {
  let loss = 0;
  for (let i = 0; i < z.length; i++) {
    const f = a * (z[i] ?? 0) + b;
    const ti = t[i] ?? 0;
    // log(1 + e^f) - t f, computed stably.
    loss += (f > 0 ? f + Math.log1p(Math.exp(-f)) : Math.log1p(Math.exp(f))) - ti * f;
  }
  return loss;
}

/** Fits p = sigmoid(a z + b) by damped Newton steps (Platt 1999, with his smoothed targets). */
export function fitPlatt(z: readonly number[], y: readonly number[]): Platt {
  const pos = y.filter((v) => v === 1).length;
  const neg = y.length - pos;
  const hi = (pos + 1) / (pos + 2);
  const lo = 1 / (neg + 2);
  const t = y.map((v) => (v === 1 ? hi : lo));
  let a = 1;
  let b = 0;
  let loss = plattLoss(z, t, a, b);
  for (let iter = 0; iter < 100; iter++) {
    let g1 = 0;
    let g2 = 0;
    let h11 = 1e-6;
    let h12 = 0;
    let h22 = 1e-6;
    for (let i = 0; i < z.length; i++) {
      const zi = z[i] ?? 0;
      const p = sigmoid(a * zi + b);
      const d = p - (t[i] ?? 0);
      const s = p * (1 - p);
      g1 += d * zi;
      g2 += d;
      h11 += s * zi * zi;
      h12 += s * zi;
      h22 += s;
    }
    const det = h11 * h22 - h12 * h12;
    if (Math.abs(det) < 1e-12) break;
    const da = (h22 * g1 - h12 * g2) / det;
    const db = (h11 * g2 - h12 * g1) / det;
    let step = 1;
    let next = plattLoss(z, t, a - da, b - db);
    while (next > loss && step > 1e-6) {
      step /= 2;
      next = plattLoss(z, t, a - step * da, b - step * db);
    }
    if (next > loss) break;
    a -= step * da;
    b -= step * db;
    const improved = loss - next;
    loss = next;
    if (improved < 1e-9) break;
  }
  return { a, b };
}

/** Everything the model file stores about calibration. */
export interface Calibration {
  attack: Platt;
  harmful: Platt;
  risk: IsotonicMap;
}

/**
 * What combine() calibrates for a prompt, the highest classifier probability (baseline or signal),
 * or null when another detector flags the prompt on its own: then the verdict does not hang on the
 * classifier, and counting such prompts would teach the map that a high probability means an
 * attack mostly where a rule has already said so.
 */
export function rawAttackScore(prompt: string, classifier: LinearClassifier): number | null {
  const { findings, baseline } = detect(prompt, classifier);
  let raw = baseline;
  for (const s of findings.list()) {
    if (isClassifierSignal(s)) raw = Math.max(raw, s.score);
    else if (s.score >= FLAGGED && s.type !== 'pii' && s.type !== 'secret') return null;
  }
  return raw;
}

/**
 * The weight of each attack in the map's fit: a quarter (in log-odds) of the way from the attack
 * share of the prompts the map is fitted on (those no other detector flags) to the attack share of
 * all the scored prompts. Without it, every attack a new rule catches leaves the fit and lowers
 * the map for the attacks it does not catch: a rule that took more of BIPIA's injections pushed
 * jailbreak templates of another source below the line. The whole way raised the false positives
 * at the default threshold (0.91% on `benign`, leave-one-source-out), half of it 0.83%, a quarter
 * 0.46% (docs/detection.md, section 6).
 */
function basePositiveWeight(labels: readonly number[], share: number): number {
  const positives = labels.reduce((a, b) => a + b, 0);
  const negatives = labels.length - positives;
  if (positives === 0 || negatives === 0 || share <= 0 || share >= 1) return 1;
  return ((share / (1 - share)) / (positives / negatives)) ** BASE_RATE_CORRECTION;
}

const BASE_RATE_CORRECTION = 0.25;

// The default yellow threshold: a detector scoring this much flags the prompt by itself.
const FLAGGED = 0.5;

/**
 * Calibration from out-of-fold predictions: the groups of `data` are dealt into `k` folds, a
 * model is trained on k-1 of them (plus augmentation made from them only, plus `alwaysTrain`:
 * our own authored rows, which are never scored) and scores the rest, so the probabilities are
 * fitted on public sources the model did not see, not on our own examples.
 * Platt scaling is fitted on the pooled out-of-fold head logits; the isotonic risk map on the
 * pooled out-of-fold classifier probabilities of the prompts no other detector flags (the other
 * detectors keep their documented weights).
 */
export function fitCalibration(
  data: readonly Prepared[],
  groupOf: (row: Row) => string,
  k: number,
  augmentation: Augmentation,
  seed: number,
  onEpoch?: () => void,
  alwaysTrain: readonly Prepared[] = [],
): Calibration {
  const groups = [...new Set(data.map((p) => groupOf(p.row)))].sort();
  const foldOf = new Map(groups.map((g, i) => [g, i % k]));
  const za: number[] = [];
  const ya: number[] = [];
  const zh: number[] = [];
  const yh: number[] = [];
  const folds: { heads: Heads; testSet: Prepared[] }[] = [];
  for (let f = 0; f < k; f++) {
    const trainSet = [...data.filter((p) => foldOf.get(groupOf(p.row)) !== f), ...alwaysTrain];
    const testSet = data.filter((p) => foldOf.get(groupOf(p.row)) === f);
    if (trainSet.length === 0 || testSet.length === 0) continue;
    const synth = prepare(augment(trainSet.map((p) => p.row), augmentation, seed + f));
    const heads = trainHeads([...trainSet, ...synth], DEFAULT_TRAIN, onEpoch);
    folds.push({ heads, testSet });
    for (const p of testSet) {
      const la = headLabel('attack', p.row);
      if (la >= 0) {
        za.push(maxLogit(heads, 'attack', p));
        ya.push(la);
      }
      const lh = headLabel('harmful', p.row);
      if (lh >= 0) {
        zh.push(maxLogit(heads, 'harmful', p));
        yh.push(lh);
      }
    }
  }
  const attack = fitPlatt(za, ya);
  const harmful = fitPlatt(zh, yh);
  const raws: number[] = [];
  const labels: number[] = [];
  let scored = 0;
  let attacks = 0;
  for (const { heads, testSet } of folds) {
    const classifier = new LinearClassifier(parseModel(buildModelFile(heads, { attack, harmful, risk: IDENTITY_MAP }, {})));
    for (const p of testSet) {
      scored++;
      attacks += p.row.label;
      const raw = rawAttackScore(p.row.text, classifier);
      if (raw === null) continue;
      raws.push(raw);
      labels.push(p.row.label);
    }
  }
  return { attack, harmful, risk: fitIsotonic(raws, labels, 2, basePositiveWeight(labels, attacks / Math.max(1, scored))) };
}

