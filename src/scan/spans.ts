import type { Span } from './types.js';

/** Whether any of `spans` overlaps the half-open range [start, end). */
export function overlapsAny(spans: readonly Span[], start: number, end: number): boolean {
  return spans.some((s) => s.start < end && start < s.end);
}
