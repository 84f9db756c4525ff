import type { Signal, SignalType, Span } from './types.js';

/** Enough spans to locate a finding; more would only bloat the verdict. */
export const MAX_SPANS_PER_SIGNAL = 20;

/** Collects findings, merging those with the same key (type + detector + message). */
export class Findings {
  private readonly byKey = new Map<string, Signal>();

  add(type: SignalType, detector: string, message: string, score: number, spans: readonly Span[]): void {
    const key = `${type}\u0000${detector}\u0000${message}`;
    const existing = this.byKey.get(key);
    if (!existing) {
      this.byKey.set(key, { type, score, detector, message, spans: spans.slice(0, MAX_SPANS_PER_SIGNAL) });
      return;
    }
    if (score > existing.score) existing.score = score;
    for (const s of spans) {
      if (existing.spans.length >= MAX_SPANS_PER_SIGNAL) break;
      if (!existing.spans.some((e) => e.start === s.start && e.end === s.end)) existing.spans.push(s);
    }
  }

  has(type: SignalType): boolean {
    for (const s of this.byKey.values()) if (s.type === type) return true;
    return false;
  }

  maxScore(type: SignalType): number {
    let max = 0;
    for (const s of this.byKey.values()) if (s.type === type && s.score > max) max = s.score;
    return max;
  }

  list(): Signal[] {
    return [...this.byKey.values()];
  }
}
