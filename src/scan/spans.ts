import type { Span } from './types.js';

/** Whether `span` overlaps the half-open range [start, end). */
export function overlaps(span: Span, start: number, end: number): boolean {
  return span.start < end && start < span.end;
}

/** Whether any of `spans` overlaps the half-open range [start, end). */
export function overlapsAny(spans: readonly Span[], start: number, end: number): boolean {
  return spans.some((s) => overlaps(s, start, end));
}
