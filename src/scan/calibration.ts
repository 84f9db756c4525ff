/** A monotone piecewise-linear map from a raw score to a calibrated probability (isotonic fit). */
export interface IsotonicMap {
  x: number[];
  y: number[];
}

/** The identity map, used when a model carries no risk calibration. */
export const IDENTITY_MAP: IsotonicMap = { x: [0, 1], y: [0, 1] };

/** Applies the map with linear interpolation between points and flat ends. */
export function applyIsotonic(map: IsotonicMap, s: number): number {
  const { x, y } = map;
  const n = x.length;
  if (n === 0) return s;
  if (s <= (x[0] ?? 0)) return y[0] ?? s;
  if (s >= (x[n - 1] ?? 1)) return y[n - 1] ?? s;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((x[mid] ?? 0) <= s) lo = mid;
    else hi = mid;
  }
  const x0 = x[lo] ?? 0;
  const x1 = x[hi] ?? 1;
  const y0 = y[lo] ?? 0;
  const y1 = y[hi] ?? 1;
  return x1 > x0 ? y0 + ((y1 - y0) * (s - x0)) / (x1 - x0) : y1;
}

/**
 * Pool-adjacent-violators fit of P(label = 1 | score), returned as block centres (mean score,
 * mean label). `prior` pseudo-counts pull sparse blocks toward the base rate. `positiveWeight`
 * counts each positive that many times (a base-rate correction; 1 leaves the data as it is).
 */
export function fitIsotonic(scores: readonly number[], labels: readonly number[], prior = 2, positiveWeight = 1): IsotonicMap {
  const idx = scores.map((_, i) => i).sort((a, b) => (scores[a] ?? 0) - (scores[b] ?? 0));
  const weightOf = (i: number): number => ((labels[i] ?? 0) === 1 ? positiveWeight : 1);
  const total = labels.reduce<number>((a, _, i) => a + weightOf(i), 0);
  const base = labels.reduce<number>((a, b, i) => a + b * weightOf(i), 0) / Math.max(1, total);
  const blocks: { sx: number; sy: number; w: number }[] = [];
  for (const i of idx) {
    const w = weightOf(i);
    blocks.push({ sx: (scores[i] ?? 0) * w, sy: (labels[i] ?? 0) * w, w });
    for (;;) {
      const n = blocks.length;
      const a = blocks[n - 2];
      const b = blocks[n - 1];
      if (!a || !b || a.sy / a.w < b.sy / b.w) break;
      blocks.splice(n - 2, 2, { sx: a.sx + b.sx, sy: a.sy + b.sy, w: a.w + b.w });
    }
  }
  const x: number[] = [];
  const y: number[] = [];
  for (const b of blocks) {
    const mx = b.sx / b.w;
    const my = (b.sy + prior * base) / (b.w + prior);
    // Keep the map non-decreasing after smoothing and thin out duplicate x values.
    const prevY = y[y.length - 1] ?? 0;
    if (x.length > 0 && Math.abs(mx - (x[x.length - 1] ?? 0)) < 1e-6) {
      y[y.length - 1] = Math.max(prevY, my);
      continue;
    }
    x.push(round(mx));
    y.push(round(Math.max(prevY, my)));
  }
  return { x, y };
}

function round(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}
