/** Metrics for the engine evaluation: AUC, recall at a false-positive rate, reliability, percentiles. */

/** One scored row. */
export interface Scored {
  score: number;
  label: 0 | 1;
  tier: 'green' | 'yellow' | 'red';
  category: string;
  lang: string;
  file: string;
  ms: number;
  length: number;
}

/** Area under the ROC curve (ties count half), by sorting once. */
export function auc(items: readonly { score: number; label: 0 | 1 }[]): number {
  const sorted = [...items].sort((a, b) => a.score - b.score);
  let pos = 0;
  let neg = 0;
  let rankSum = 0;
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j < sorted.length && sorted[j]?.score === sorted[i]?.score) j++;
    const avgRank = (i + j + 1) / 2;
    for (let k = i; k < j; k++) {
      if (sorted[k]?.label === 1) {
        pos++;
        rankSum += avgRank;
      } else neg++;
    }
    i = j;
  }
  if (pos === 0 || neg === 0) return NaN;
  return (rankSum - (pos * (pos + 1)) / 2) / (pos * neg);
}

/** Smallest threshold whose false-positive rate on `negatives` is at most `fpr`. */
export function thresholdAtFpr(negatives: readonly number[], fpr: number): number {
  const sorted = [...negatives].sort((a, b) => b - a);
  const allowed = Math.floor(sorted.length * fpr);
  // Scores strictly above the (allowed+1)-th highest negative keep FPR <= fpr.
  const t = sorted[allowed] ?? 0;
  return t + 1e-9;
}

/** Share of values at or above a threshold. */
export function rateAtOrAbove(values: readonly number[], t: number): number {
  if (values.length === 0) return NaN;
  return values.filter((v) => v >= t).length / values.length;
}

/** The p-th percentile (0..100) by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] ?? NaN;
}

/** Reliability table: per score bin, count, mean score and observed share of attacks. */
export function reliability(items: readonly { score: number; label: 0 | 1 }[], bins = 10): { lo: number; hi: number; n: number; meanScore: number; observed: number }[] {
  const out = [];
  for (let b = 0; b < bins; b++) {
    const lo = b / bins;
    const hi = (b + 1) / bins;
    const inBin = items.filter((x) => x.score >= lo && (b === bins - 1 ? x.score <= hi : x.score < hi));
    const n = inBin.length;
    out.push({
      lo,
      hi,
      n,
      meanScore: n ? inBin.reduce((a, x) => a + x.score, 0) / n : NaN,
      observed: n ? inBin.filter((x) => x.label === 1).length / n : NaN,
    });
  }
  return out;
}

/** Fixed-width number for tables. */
export function fmt(x: number, digits = 3): string {
  return Number.isNaN(x) ? '  -  ' : x.toFixed(digits);
}

/** Prints a markdown table. */
export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const r of rows) lines.push(`| ${r.map(String).join(' | ')} |`);
  return lines.join('\n');
}
