import type { Signal } from '../scan/types.js';

/** The longest prompt excerpt an alert carries. */
export const EXCERPT_LENGTH = 200;

const MASKED_TYPES = new Set(['pii', 'secret']);

/**
 * The start of a prompt for an alert, with every personal-data and secret span
 * masked by `*` (one per UTF-16 unit, so offsets still line up) and an ellipsis
 * when cut. A surrogate pair split by the cut is dropped rather than left broken.
 */
export function redactedExcerpt(prompt: string, signals: readonly Signal[], maxLength = EXCERPT_LENGTH): string {
  const cut = Math.min(prompt.length, maxLength);
  const chars = prompt.slice(0, cut).split('');
  for (const signal of signals) {
    if (!MASKED_TYPES.has(signal.type)) continue;
    for (const span of signal.spans) {
      for (let i = Math.max(0, span.start); i < Math.min(span.end, cut); i++) chars[i] = '*';
    }
  }
  let excerpt = chars.join('');
  if (/[\ud800-\udbff]$/.test(excerpt)) excerpt = excerpt.slice(0, -1);
  return cut < prompt.length ? `${excerpt}…` : excerpt;
}
