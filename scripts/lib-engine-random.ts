/** Seeded randomness for the training scripts, so that a model is rebuilt bit for bit. */

/** A source of numbers in [0, 1). */
export type Rand = () => number;

/** Deterministic PRNG (mulberry32) so training is reproducible. */
export function rng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item of a non-empty list. */
export function pick<T>(items: readonly T[], rand: Rand): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error('pick from empty list');
  return item;
}

/** A whole number from lo to hi, both included. */
export function int(rand: Rand, lo: number, hi: number): number {
  return lo + Math.floor(rand() * (hi - lo + 1));
}
