/** Hashed n-gram features shared by the engine and the training script (they must agree exactly). */
import { isWordChar } from './chars.js';
import { conceptMatcher } from './concepts.js';
import type { ConceptMatcher } from './concepts.js';

/** Settings that change feature indices; stored in the model file. */
export interface FeatureSpec {
  dimBits: number;
  /** Character n-gram lengths over the normalized text, spaces and punctuation included. */
  charNgrams: readonly number[];
  /** Whether word bigrams are hashed in addition to word unigrams. */
  wordBigrams: boolean;
  /** Version of the cross-lingual concept lexicon whose concepts are features (concepts.ts); absent: none. */
  concepts?: string;
  /**
   * Each concept feature adds its weight times this to a window's logit, outside the n-grams'
   * L2 normalization; absent: concept features are normalized together with the n-grams.
   */
  conceptWeight?: number;
}

/**
 * What a concept feature is worth in a window's logit. Normalized together with the n-grams, the
 * handful of concept features of a window weighed next to nothing beside its hundreds of n-grams,
 * and less the longer the window. Chosen on leave-one-source-out runs over 0.1, 0.2, 0.3 and 0.5
 * (docs/detection.md, section 9).
 */
const CONCEPT_WEIGHT = 0.2;

/** The feature settings new models are trained with. */
export const DEFAULT_FEATURE_SPEC: FeatureSpec = { dimBits: 18, charNgrams: [3, 4], wordBigrams: true, concepts: conceptMatcher().version, conceptWeight: CONCEPT_WEIGHT };

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const MAX_WORD = 24;

/**
 * Extracts the set of hashed features of text[start, end) into `indices` (deduplicated).
 * Allocation-free after warm-up: a stamp array marks features already seen in this window.
 */
export class FeatureExtractor {
  readonly spec: FeatureSpec;
  readonly mask: number;
  /** The last extraction's features; `extract` may replace the array, so read it after calling. */
  indices: Int32Array;
  /** Where the last extraction's concept features begin in `indices` (n-grams come first). */
  private conceptStart = 0;
  private readonly stamps: Uint32Array;
  private stamp = 0;
  private readonly concepts: ConceptMatcher | undefined;

  constructor(spec: FeatureSpec = DEFAULT_FEATURE_SPEC) {
    this.spec = spec;
    if (spec.concepts !== undefined) {
      this.concepts = conceptMatcher();
      // Another lexicon would give the model's concept weights to the wrong words.
      if (this.concepts.version !== spec.concepts) {
        throw new Error(`model uses concept lexicon ${spec.concepts}, this build has ${this.concepts.version}: retrain the model (npm run train)`);
      }
    }
    this.mask = (1 << spec.dimBits) - 1;
    this.stamps = new Uint32Array(1 << spec.dimBits);
    this.indices = new Int32Array(8192);
  }

  /** Capacity for every feature of a span of `length` characters (one n-gram per length and position, two per word). */
  private reserve(length: number): void {
    const need = (this.spec.charNgrams.length + 1) * length + 128;
    if (this.indices.length < need) this.indices = new Int32Array(Math.max(need, this.indices.length * 2));
  }

  private push(count: number, hash: number): number {
    const idx = hash & this.mask;
    if (this.stamps[idx] === this.stamp) return count;
    this.stamps[idx] = this.stamp;
    this.indices[count] = idx;
    return count + 1;
  }

  /**
   * Character n-grams of one length, in position order. Lengths 3 and 4 (the model's) keep the
   * window's characters in locals and read each character once; the hash is the same FNV-1a.
   */
  private charNgrams(text: string, start: number, end: number, n: number, count: number): number {
    const seed = Math.imul(FNV_OFFSET ^ (n * 0x9e3779b1), FNV_PRIME);
    const { stamps, indices, mask, stamp } = this;
    if (n === 3 && end - start >= 3) {
      let a = text.charCodeAt(start);
      let b = text.charCodeAt(start + 1);
      for (let i = start + 2; i < end; i++) {
        const c = text.charCodeAt(i);
        const idx = Math.imul(Math.imul(Math.imul(seed ^ a, FNV_PRIME) ^ b, FNV_PRIME) ^ c, FNV_PRIME) & mask;
        if (stamps[idx] !== stamp) {
          stamps[idx] = stamp;
          indices[count++] = idx;
        }
        a = b;
        b = c;
      }
      return count;
    }
    if (n === 4 && end - start >= 4) {
      let a = text.charCodeAt(start);
      let b = text.charCodeAt(start + 1);
      let c = text.charCodeAt(start + 2);
      for (let i = start + 3; i < end; i++) {
        const d = text.charCodeAt(i);
        const idx = Math.imul(Math.imul(Math.imul(Math.imul(seed ^ a, FNV_PRIME) ^ b, FNV_PRIME) ^ c, FNV_PRIME) ^ d, FNV_PRIME) & mask;
        if (stamps[idx] !== stamp) {
          stamps[idx] = stamp;
          indices[count++] = idx;
        }
        a = b;
        b = c;
        c = d;
      }
      return count;
    }
    for (let i = start; i + n <= end; i++) {
      let h = seed;
      for (let k = 0; k < n; k++) h = Math.imul(h ^ text.charCodeAt(i + k), FNV_PRIME);
      count = this.push(count, h);
    }
    return count;
  }

  /**
   * How many of the last extraction's `count` features are L2-normalized together: all of them,
   * or with a concept weight in the spec only the n-grams, the concept features after them
   * counting apart.
   */
  normalizedCount(count: number): number {
    return this.spec.conceptWeight === undefined ? count : this.conceptStart;
  }

  /** Returns the number of distinct feature indices written to `this.indices`. */
  extract(text: string, start: number, end: number): number {
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    this.reserve(end - start);
    let count = 0;
    // Character n-grams, one FNV-1a hash per (length, position); seeds keep lengths apart.
    for (const n of this.spec.charNgrams) count = this.charNgrams(text, start, end, n, count);
    // Word unigrams and bigrams.
    let prev = 0;
    let hasPrev = false;
    let i = start;
    while (i < end) {
      while (i < end && !isWordChar(text.charCodeAt(i))) i++;
      if (i >= end) break;
      let h = FNV_OFFSET;
      let len = 0;
      while (i < end && isWordChar(text.charCodeAt(i))) {
        if (len < MAX_WORD) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
        len++;
        i++;
      }
      h = Math.imul(h ^ 0x5bd1e995, FNV_PRIME);
      count = this.push(count, h);
      if (this.spec.wordBigrams && hasPrev) count = this.push(count, Math.imul((prev * 31) ^ h ^ 0x27d4eb2d, FNV_PRIME));
      prev = h;
      hasPrev = true;
    }
    this.conceptStart = count;
    this.concepts?.hashes(text, start, end, (hash) => {
      count = this.push(count, hash);
    });
    return count;
  }
}

/**
 * Window layout over normalized text. The text is cut into blocks of `stride` characters and a
 * window is two consecutive blocks (`size` = 2 * `stride`), so every place in the text is seen
 * in two windows and an attack up to `stride` characters long sits whole inside one of them.
 * Features are extracted once per block; a window's feature list is its two blocks' lists.
 */
export interface WindowSpec {
  size: number;
  stride: number;
}

/** Blocks [start, end) of a text of length n. */
export function blocks(n: number, spec: WindowSpec): [number, number][] {
  const out: [number, number][] = [];
  for (let s = 0; s < n; s += spec.stride) out.push([s, Math.min(n, s + spec.stride)]);
  if (out.length === 0) out.push([0, 0]);
  return out;
}
