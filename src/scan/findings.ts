import type { Signal, SignalType, Span } from './types.js';

/** Enough spans to locate a finding; more would only bloat the verdict. */
export const MAX_SPANS_PER_SIGNAL = 20;

/** Collects findings, merging those with the same key (type + detector + message). */
export class Findings {
  /** In order of first report. */
  private readonly signals: Signal[] = [];
  /**
   * Signals by message, then matched on type and detector. Messages are mostly constant strings
   * whose hash V8 caches, where a concatenated key would be hashed anew on every report.
   */
  private readonly byMessage = new Map<string, Signal[]>();

  add(type: SignalType, detector: string, message: string, score: number, spans: readonly Span[]): void {
    const sameMessage = this.byMessage.get(message);
    const existing = sameMessage?.find((s) => s.type === type && s.detector === detector);
    if (!existing) {
      const signal: Signal = { type, score, detector, message, spans: spans.slice(0, MAX_SPANS_PER_SIGNAL) };
      this.signals.push(signal);
      if (sameMessage) sameMessage.push(signal);
      else this.byMessage.set(message, [signal]);
      return;
    }
    if (score > existing.score) existing.score = score;
    for (const s of spans) {
      if (existing.spans.length >= MAX_SPANS_PER_SIGNAL) break;
      if (!existing.spans.some((e) => e.start === s.start && e.end === s.end)) existing.spans.push(s);
    }
  }

  has(type: SignalType): boolean {
    return this.signals.some((s) => s.type === type);
  }

  maxScore(type: SignalType): number {
    let max = 0;
    for (const s of this.signals) if (s.type === type && s.score > max) max = s.score;
    return max;
  }

  list(): Signal[] {
    return [...this.signals];
  }
}
