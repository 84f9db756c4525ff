// Many rows and answers are stamped within one millisecond under load, and
// formatting a date costs more than comparing a number: the text of the
// current millisecond is kept and reused.
let cachedMs = Number.NaN;
let cachedText = '';

/** The current time (or the given one) as the ISO 8601 UTC text the database stores. */
export function nowIso(now?: Date): string {
  if (now !== undefined) return now.toISOString();
  const ms = Date.now();
  if (ms !== cachedMs) {
    cachedMs = ms;
    cachedText = new Date(ms).toISOString();
  }
  return cachedText;
}
