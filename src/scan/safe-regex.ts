import { RE2JS } from 're2js';

/** Largest repetition count accepted in a user regex (`a{1,100}`). */
export const MAX_REPEAT = 100;

const QUANTIFIER_START = new Set(['*', '+', '?', '{']);

/** Reads a `{n}`, `{n,}` or `{n,m}` counted repetition at `i`; undefined when `{` is a literal. */
function readCount(pattern: string, i: number): { end: number; max: number } | undefined {
  const m = /^\{(\d{1,6})(,(\d{0,6}))?\}/.exec(pattern.slice(i, i + 16));
  if (!m) return undefined;
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : m[3] === '' || m[3] === undefined ? Infinity : Number(m[3]);
  return { end: i + m[0].length, max: Math.max(lo, hi === Infinity ? lo : hi) };
}

/**
 * Checks an organization's regular expression before it is stored. The engine runs user patterns
 * with re2js, whose matching time is linear in the input whatever the pattern, so this check is
 * about patterns that are unsupported, costly to compile, or useless: it returns a problem message,
 * or undefined when the pattern is accepted.
 */
export function checkUserRegex(pattern: string): string | undefined {
  // Group stack: whether each open group contains a quantifier.
  const stack: boolean[] = [];
  let lastGroupHadQuantifier = false;
  let prevWasGroupClose = false;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && /[1-9]/.test(next)) return 'backreferences (\\1 ...) are not allowed';
      if (!inClass && next === 'k') return 'named backreferences (\\k<name>) are not allowed';
      i++;
      prevWasGroupClose = false;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') {
      inClass = true;
      prevWasGroupClose = false;
      continue;
    }
    if (c === '(') {
      const head = pattern.slice(i, i + 4);
      if (head.startsWith('(?=') || head.startsWith('(?!') || head.startsWith('(?<=') || head.startsWith('(?<!')) {
        return 'lookahead and lookbehind assertions are not allowed';
      }
      stack.push(false);
      prevWasGroupClose = false;
      continue;
    }
    if (c === ')') {
      lastGroupHadQuantifier = stack.pop() ?? false;
      if (lastGroupHadQuantifier && stack.length > 0) stack[stack.length - 1] = true;
      prevWasGroupClose = true;
      continue;
    }
    if (c !== undefined && QUANTIFIER_START.has(c)) {
      let end = i + 1;
      let max = c === '?' ? 1 : Infinity;
      if (c === '{') {
        const count = readCount(pattern, i);
        if (!count) {
          prevWasGroupClose = false;
          continue;
        }
        if (count.max > MAX_REPEAT) return `repetition counts above ${MAX_REPEAT} are not allowed`;
        end = count.end;
        max = count.max;
      }
      if (prevWasGroupClose && lastGroupHadQuantifier && max > 1) {
        return 'nested quantifiers such as (a+)+ are not allowed';
      }
      if (stack.length > 0) stack[stack.length - 1] = true;
      // A lazy or possessive suffix belongs to this quantifier.
      if (pattern[end] === '?' || pattern[end] === '+') end++;
      i = end - 1;
      prevWasGroupClose = false;
      continue;
    }
    prevWasGroupClose = false;
  }
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
  } catch (err) {
    const detail = err instanceof Error ? err.message : 'syntax error';
    return `invalid regular expression (RE2 syntax): ${detail}`;
  }
  if (compiled.matcher('').find()) return 'must not match the empty string';
  return undefined;
}
