/**
 * A text of the current time, formatted at most once per millisecond: many rows, answers and ids
 * are stamped within one millisecond under load, and formatting costs more than comparing a number.
 */
export function perMillisecond(format: (ms: number) => string): () => string {
  let cachedMs = Number.NaN;
  let cachedText = '';
  return () => {
    const ms = Date.now();
    if (ms !== cachedMs) {
      cachedMs = ms;
      cachedText = format(ms);
    }
    return cachedText;
  };
}

const isoNow = perMillisecond((ms) => new Date(ms).toISOString());

/** The current time (or the given one) as the ISO 8601 UTC text the database stores. */
export function nowIso(now?: Date): string {
  return now === undefined ? isoNow() : now.toISOString();
}
