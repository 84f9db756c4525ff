import { IDENTITY_MAP, applyIsotonic } from './calibration.js';
import type { IsotonicMap } from './calibration.js';
import type { ClassifierResult, TextClassifier } from './detect.js';
import { FeatureExtractor, blocks } from './features.js';
import type { FeatureSpec, WindowSpec } from './features.js';
import type { SignalType } from './types.js';

/** Model file format tag; bump when features or layout change. */
export const MODEL_FORMAT = 'promptscan-linear-v1';

/** The heads of the model: two detectors and three attack-type heads. */
export const HEADS = ['attack', 'harmful', 'injection', 'jailbreak', 'extraction'] as const;

/** One head name. */
export type Head = (typeof HEADS)[number];

/** Signal type reported for each attack-type head. */
export const TYPE_HEADS = [
  ['injection', 'prompt_injection'],
  ['jailbreak', 'jailbreak'],
  ['extraction', 'prompt_extraction'],
] as const satisfies readonly (readonly [Head, SignalType])[];

/** Platt scaling: p = sigmoid(a * logit + b), fitted on out-of-fold logits. */
export interface Platt {
  a: number;
  b: number;
}

/** One linear head as stored: int8 weights (base64) times `scale`, plus a bias. */
export interface StoredHead {
  bias: number;
  scale: number;
  weights: string;
}

/** The JSON model file. */
export interface ModelFile {
  format: typeof MODEL_FORMAT;
  version: string;
  created_at: string;
  features: FeatureSpec;
  window: WindowSpec;
  heads: Record<Head, StoredHead>;
  calibration: { attack: Platt; harmful: Platt; risk?: IsotonicMap };
  training: Record<string, unknown>;
}

/** A head ready to score: dequantized weights. */
export interface LoadedHead {
  bias: number;
  weights: Float32Array;
}

/** The parsed model. */
export interface LoadedModel {
  version: string;
  features: FeatureSpec;
  window: WindowSpec;
  heads: Record<Head, LoadedHead>;
  calibration: { attack: Platt; harmful: Platt; risk: IsotonicMap };
}

function fail(message: string): never {
  throw new Error(`invalid model file: ${message}`);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function num(v: unknown, what: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(`${what} must be a finite number`);
  return v;
}

/** Quantizes weights to int8 with one scale per head (max |w| / 127). */
export function quantize(weights: Float32Array, bias: number): StoredHead {
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = max > 0 ? max / 127 : 1;
  const q = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i++) q[i] = Math.max(-127, Math.min(127, Math.round((weights[i] ?? 0) / scale)));
  return { bias, scale, weights: Buffer.from(q.buffer, q.byteOffset, q.byteLength).toString('base64') };
}

function dequantize(head: unknown, dim: number, name: string): LoadedHead {
  if (!isRecord(head)) fail(`head ${name} missing`);
  const bias = num(head.bias, `${name}.bias`);
  const scale = num(head.scale, `${name}.scale`);
  if (typeof head.weights !== 'string') fail(`${name}.weights must be base64`);
  const bytes = Buffer.from(head.weights, 'base64');
  if (bytes.length !== dim) fail(`${name} has ${bytes.length} weights, expected ${dim}`);
  const q = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const weights = new Float32Array(dim);
  for (let i = 0; i < dim; i++) weights[i] = (q[i] ?? 0) * scale;
  return { bias, weights };
}

function parseRiskMap(v: unknown): IsotonicMap {
  if (v === undefined) return IDENTITY_MAP;
  if (!isRecord(v) || !Array.isArray(v.x) || !Array.isArray(v.y) || v.x.length !== v.y.length || v.x.length === 0) {
    fail('calibration.risk must have x and y arrays of the same length');
  }
  const x = v.x.map((n) => num(n, 'calibration.risk.x'));
  const y = v.y.map((n) => num(n, 'calibration.risk.y'));
  for (let i = 1; i < x.length; i++) {
    if ((x[i] ?? 0) < (x[i - 1] ?? 0) || (y[i] ?? 0) < (y[i - 1] ?? 0)) fail('calibration.risk must be non-decreasing');
  }
  return { x, y };
}

/** Validates a parsed model JSON and dequantizes its heads. */
export function parseModel(json: unknown): LoadedModel {
  if (!isRecord(json)) fail('not an object');
  if (json.format !== MODEL_FORMAT) fail(`format must be ${MODEL_FORMAT}`);
  if (typeof json.version !== 'string' || json.version.length === 0) fail('version missing');
  const f = json.features;
  if (!isRecord(f) || !Array.isArray(f.charNgrams) || typeof f.wordBigrams !== 'boolean') fail('features missing');
  const dimBits = num(f.dimBits, 'features.dimBits');
  if (dimBits < 10 || dimBits > 24) fail('features.dimBits out of range');
  if (f.concepts !== undefined && typeof f.concepts !== 'string') fail('features.concepts must be a lexicon version');
  const features: FeatureSpec = { dimBits, charNgrams: f.charNgrams.map((n) => num(n, 'charNgrams')), wordBigrams: f.wordBigrams };
  if (typeof f.concepts === 'string') features.concepts = f.concepts;
  if (f.conceptWeight !== undefined) {
    const conceptWeight = num(f.conceptWeight, 'features.conceptWeight');
    if (!(conceptWeight > 0 && conceptWeight <= 10)) fail('features.conceptWeight out of range');
    features.conceptWeight = conceptWeight;
  }
  const w = json.window;
  if (!isRecord(w)) fail('window missing');
  const window: WindowSpec = { size: num(w.size, 'window.size'), stride: num(w.stride, 'window.stride') };
  if (window.stride <= 0 || window.size !== 2 * window.stride) fail('window.size must be twice window.stride');
  if (!isRecord(json.heads)) fail('heads missing');
  const dim = 1 << dimBits;
  const heads = {} as Record<Head, LoadedHead>;
  for (const h of HEADS) heads[h] = dequantize(json.heads[h], dim, h);
  const cal = json.calibration;
  if (!isRecord(cal) || !isRecord(cal.attack) || !isRecord(cal.harmful)) fail('calibration missing');
  const calibration = {
    attack: { a: num(cal.attack.a, 'calibration.attack.a'), b: num(cal.attack.b, 'calibration.attack.b') },
    harmful: { a: num(cal.harmful.a, 'calibration.harmful.a'), b: num(cal.harmful.b, 'calibration.harmful.b') },
    risk: parseRiskMap(cal.risk),
  };
  return { version: json.version, features, window, heads, calibration };
}

/** Logistic function, safe for large |x|. */
export function sigmoid(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}

/** Raw (uncalibrated) logits of every head for one window. */
export type HeadLogits = Record<Head, number>;

/**
 * The trained linear model. Each window's feature set is L2-normalized (each present feature
 * weighs 1/sqrt(count)), so a window's score does not grow with its length.
 */
export class LinearClassifier implements TextClassifier {
  readonly version: string;
  readonly model: LoadedModel;
  private readonly fx: FeatureExtractor;
  private readonly list: LoadedHead[];
  /** Weights of all heads interleaved by feature (feature * 5 + head) for one memory access per feature. */
  private readonly interleaved: Float32Array;

  /** A concept feature's value; 0 when concepts are normalized with the n-grams (older models). */
  private readonly conceptWeight: number;

  constructor(model: LoadedModel) {
    this.model = model;
    this.version = model.version;
    this.conceptWeight = model.features.conceptWeight ?? 0;
    this.fx = new FeatureExtractor(model.features);
    this.list = HEADS.map((h) => model.heads[h]);
    const dim = 1 << model.features.dimBits;
    this.interleaved = new Float32Array(dim * HEADS.length);
    this.list.forEach((head, h) => {
      for (let i = 0; i < dim; i++) this.interleaved[i * HEADS.length + h] = head.weights[i] ?? 0;
    });
  }

  // Per-block sums of every head's weights over the n-grams and over the concepts, and n-gram
  // counts, reused between calls.
  private sums = new Float64Array(HEADS.length * 64);
  private conceptSums = new Float64Array(HEADS.length * 64);
  private counts = new Int32Array(64);

  private blockSums(text: string): number {
    const spans = blocks(text.length, this.model.window);
    const nb = spans.length;
    if (this.counts.length < nb) {
      this.counts = new Int32Array(nb * 2);
      this.sums = new Float64Array(HEADS.length * nb * 2);
      this.conceptSums = new Float64Array(HEADS.length * nb * 2);
    }
    const H = this.list.length;
    for (let b = 0; b < nb; b++) {
      const span = spans[b] ?? [0, 0];
      const count = this.fx.extract(text, span[0], span[1]);
      const split = this.fx.normalizedCount(count);
      this.counts[b] = split;
      this.sumInto(this.sums, b * H, 0, split);
      this.sumInto(this.conceptSums, b * H, split, count);
    }
    return nb;
  }

  /** Writes every head's sum of weights over the last extraction's features [from, to) to out[o .. o + 5). */
  private sumInto(out: Float64Array, o: number, from: number, to: number): void {
    const idx = this.fx.indices;
    const w = this.interleaved;
    // One pass over the features; the heads' weights of a feature sit side by side.
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let s4 = 0;
    for (let k = from; k < to; k++) {
      const base = (idx[k] ?? 0) * 5;
      s0 += w[base] ?? 0;
      s1 += w[base + 1] ?? 0;
      s2 += w[base + 2] ?? 0;
      s3 += w[base + 3] ?? 0;
      s4 += w[base + 4] ?? 0;
    }
    out[o] = s0;
    out[o + 1] = s1;
    out[o + 2] = s2;
    out[o + 3] = s3;
    out[o + 4] = s4;
  }

  /** Logit of head h for the window made of blocks [b, last]. */
  private windowLogit(h: number, b: number, last: number): number {
    const H = this.list.length;
    let sum = 0;
    let conceptSum = 0;
    let count = 0;
    for (let x = b; x <= last; x++) {
      sum += this.sums[x * H + h] ?? 0;
      conceptSum += this.conceptSums[x * H + h] ?? 0;
      count += this.counts[x] ?? 0;
    }
    return this.logit(h, sum, count, conceptSum);
  }

  /**
   * Head h's logit from its sum of weights over `count` n-gram features (L2-normalized presence)
   * and over the concept features (each worth the model's conceptWeight).
   */
  private logit(h: number, sum: number, count: number, conceptSum: number): number {
    return (this.list[h]?.bias ?? 0) + (count > 0 ? sum / Math.sqrt(count) : 0) + this.conceptWeight * conceptSum;
  }

  calibrateRisk(raw: number): number {
    return applyIsotonic(this.model.calibration.risk, raw);
  }

  classify(text: string): ClassifierResult {
    const best = new BestRanges();
    const nb = this.blockSums(text);
    const stride = this.model.window.stride;
    const logits = this.logits;
    for (let b = 0; b <= Math.max(0, nb - 2); b++) {
      const last = Math.min(b + 1, nb - 1);
      for (let h = 0; h < HEADS.length; h++) logits[h] = this.windowLogit(h, b, last);
      best.consider(logits, b * stride, Math.min(text.length, (b + 2) * stride));
    }
    // In a long text, each line is also scored on its own: inside a window an injected line is
    // diluted by up to a window of ordinary text around it, alone it scores as it would if it
    // were the whole prompt. Short texts are one window already.
    if (text.length > this.model.window.size) {
      let start = 0;
      while (start < text.length) {
        let end = text.indexOf('\n', start);
        if (end < 0) end = text.length;
        if (end - start >= MIN_LINE && end - start <= this.model.window.size) {
          this.rangeLogits(text, start, end, logits);
          best.consider(logits, start, end);
        }
        start = end + 1;
      }
    }
    const cal = this.model.calibration;
    return {
      attack: sigmoid(cal.attack.a * best.attack + cal.attack.b),
      attackType: TYPE_HEADS[best.attackType]?.[1] ?? 'prompt_injection',
      attackStart: best.attackStart,
      attackEnd: best.attackEnd,
      harmful: sigmoid(cal.harmful.a * best.harmful + cal.harmful.b),
      harmfulStart: best.harmfulStart,
      harmfulEnd: best.harmfulEnd,
    };
  }

  private readonly logits = new Float64Array(HEADS.length);
  private readonly rangeSums = new Float64Array(HEADS.length);
  private readonly rangeConceptSums = new Float64Array(HEADS.length);

  /** Every head's logit for text[start, end) scored as one window. */
  private rangeLogits(text: string, start: number, end: number, out: Float64Array): void {
    const count = this.fx.extract(text, start, end);
    const split = this.fx.normalizedCount(count);
    this.sumInto(this.rangeSums, 0, 0, split);
    this.sumInto(this.rangeConceptSums, 0, split, count);
    for (let h = 0; h < HEADS.length; h++) out[h] = this.logit(h, this.rangeSums[h] ?? 0, split, this.rangeConceptSums[h] ?? 0);
  }
}

/** Lines shorter than this are too short to read as anything alone. */
const MIN_LINE = 20;

/** The highest-scoring range for the attack head (with its type) and for the harmful head. */
class BestRanges {
  attack = -Infinity;
  attackType = 0;
  attackStart = 0;
  attackEnd = 0;
  harmful = -Infinity;
  harmfulStart = 0;
  harmfulEnd = 0;

  /** Takes one range's logits, in HEADS order. */
  consider(logits: Float64Array, start: number, end: number): void {
    const attack = logits[0] ?? -Infinity;
    if (attack > this.attack) {
      this.attack = attack;
      this.attackStart = start;
      this.attackEnd = end;
      // The attack-type heads (injection, jailbreak, extraction) name the type of the best range.
      let type = 0;
      for (let t = 1; t < TYPE_HEADS.length; t++) if ((logits[2 + t] ?? 0) > (logits[2 + type] ?? 0)) type = t;
      this.attackType = type;
    }
    const harmful = logits[1] ?? -Infinity;
    if (harmful > this.harmful) {
      this.harmful = harmful;
      this.harmfulStart = start;
      this.harmfulEnd = end;
    }
  }
}
