/**
 * Necessary literals of a rule regex, read from its source: a list of clauses such that every
 * match of the regex contains, for each clause, at least one of the clause's strings. The rule
 * runner skips a rule whose clauses are not all satisfied by the text (see rule-prefilter.ts), so
 * the analysis must never claim more than the regex guarantees. Anything it does not understand
 * (classes, `\w`, `\s`, back-references, unknown flags) counts as "matches anything".
 */

/** Every match contains at least one string of every clause; no clauses means no requirement. */
export type Requirement = readonly (readonly string[])[];

/** What is known about the strings a regex node can match. */
interface Info {
  /** The complete set of strings the node matches, when it is small and known. */
  exact: string[] | null;
  /** Clauses every match of the node satisfies. */
  clauses: string[][];
}

/** Largest exact set kept; beyond it the node counts as unknown (sets multiply in sequences). */
const MAX_EXACT = 64;
/** Most clauses an alternation produces by combining its branches' clauses. */
const MAX_COMBOS = 16;
/** Largest character class expanded into an exact set. */
const MAX_CLASS = 8;

const EMPTY: Info = { exact: [''], clauses: [] };
const UNKNOWN: Info = { exact: null, clauses: [] };

/** Thrown for syntax the parser does not model; the caller then drops the requirement. */
class Unsupported extends Error {}

function product(a: readonly string[], b: readonly string[]): string[] | null {
  if (a.length * b.length > MAX_EXACT) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return [...out];
}

/** The clause an exact set gives (none when it holds the empty string). */
function exactClause(exact: readonly string[] | null): string[] | null {
  return exact !== null && !exact.includes('') ? [...exact] : null;
}

function allClauses(info: Info): string[][] {
  const own = exactClause(info.exact);
  return own ? [...info.clauses, own] : info.clauses;
}

/** Drops strings implied by a shorter one in the same clause ("instruction" covers "instructions"). */
function minimizeClause(clause: readonly string[]): string[] {
  const sorted = [...new Set(clause)].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const kept: string[] = [];
  for (const s of sorted) if (!kept.some((k) => s.includes(k))) kept.push(s);
  return kept;
}

/** The clause least likely to be satisfied by chance: longest shortest string, then fewest strings. */
function bestClause(clauses: readonly string[][]): string[] | null {
  let best: string[] | null = null;
  let bestMin = -1;
  for (const c of clauses) {
    const m = minimizeClause(c);
    const min = Math.min(...m.map((s) => s.length));
    if (min > bestMin || (min === bestMin && best !== null && m.length < best.length)) {
      best = m;
      bestMin = min;
    }
  }
  return best;
}

class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): Info {
    const info = this.alternation();
    if (this.i !== this.src.length) throw new Unsupported('unbalanced )');
    return info;
  }

  private peek(k = 0): string {
    return this.src.charAt(this.i + k);
  }

  private alternation(): Info {
    const branches = [this.sequence()];
    while (this.peek() === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    if (branches.length === 1) return branches[0] ?? UNKNOWN;
    let exact: string[] | null = [];
    for (const b of branches) {
      if (exact === null || b.exact === null) exact = null;
      else exact = [...new Set([...exact, ...b.exact])];
      if (exact !== null && exact.length > MAX_EXACT) exact = null;
    }
    if (exact !== null) return { exact, clauses: [] };
    // Any match satisfies every clause of SOME branch, so the union of one clause per branch is a
    // valid clause. All such unions are kept while few; otherwise one union of each branch's best.
    const perBranch = branches.map(allClauses);
    if (perBranch.some((c) => c.length === 0)) return UNKNOWN;
    let combos: string[][] = [[]];
    for (const clauses of perBranch) {
      if (combos.length * clauses.length > MAX_COMBOS) {
        combos = [];
        break;
      }
      combos = combos.flatMap((acc) => clauses.map((c) => [...acc, ...c]));
    }
    if (combos.length === 0) {
      const union: string[] = [];
      for (const clauses of perBranch) union.push(...(bestClause(clauses) ?? []));
      combos = [union];
    }
    return { exact: null, clauses: combos.map(minimizeClause) };
  }

  private sequence(): Info {
    const items: Info[] = [];
    while (this.i < this.src.length && this.peek() !== '|' && this.peek() !== ')') {
      items.push(this.quantified(this.atom()));
    }
    const clauses: string[][] = [];
    let whole: string[] | null = [''];
    let run: string[] = [''];
    const flush = (): void => {
      const c = exactClause(run);
      if (c) clauses.push(c);
      run = [''];
    };
    for (const item of items) {
      clauses.push(...item.clauses);
      whole = whole !== null && item.exact !== null ? product(whole, item.exact) : null;
      if (item.exact === null) {
        flush();
        continue;
      }
      const next = product(run, item.exact);
      if (next === null) {
        // Keep the longest contiguous run that fits; any contiguous run is a valid clause.
        flush();
        run = item.exact.length <= MAX_EXACT ? [...item.exact] : [''];
      } else {
        run = next;
      }
    }
    flush();
    return { exact: whole, clauses };
  }

  private quantified(atom: Info): Info {
    const c = this.peek();
    let min: number;
    let max: number;
    if (c === '?' || c === '*' || c === '+') {
      this.i++;
      min = c === '+' ? 1 : 0;
      max = c === '?' ? 1 : Infinity;
    } else if (c === '{') {
      const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(this.src.slice(this.i));
      if (!m) return atom;
      this.i += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' || m[3] === undefined ? Infinity : Number(m[3]);
    } else {
      return atom;
    }
    if (this.peek() === '?') this.i++;
    if (min === 0) {
      return max === 1 && atom.exact !== null ? { exact: [...new Set(['', ...atom.exact])], clauses: [] } : UNKNOWN;
    }
    let exact: string[] | null = null;
    if (atom.exact !== null && min === max) {
      exact = [''];
      for (let k = 0; k < min && exact !== null; k++) exact = product(exact, atom.exact);
    }
    return { exact, clauses: allClauses(atom) };
  }

  private atom(): Info {
    const c = this.peek();
    this.i++;
    switch (c) {
      case '(':
        return this.group();
      case '[':
        return this.charClass();
      case '\\':
        return this.escape();
      case '.':
        return UNKNOWN;
      case '^':
      case '$':
        return EMPTY;
      case '*':
      case '+':
      case '?':
        throw new Unsupported('nothing to repeat');
      default:
        return { exact: [c], clauses: [] };
    }
  }

  private group(): Info {
    let lookaround = false;
    if (this.peek() === '?') {
      const rest = this.src.slice(this.i, this.i + 3);
      if (rest.startsWith('?:')) this.i += 2;
      else if (rest.startsWith('?=') || rest.startsWith('?!')) {
        this.i += 2;
        lookaround = true;
      } else if (rest === '?<=' || rest === '?<!') {
        this.i += 3;
        lookaround = true;
      } else {
        throw new Unsupported('group kind');
      }
    }
    const inner = this.alternation();
    if (this.peek() !== ')') throw new Unsupported('unclosed group');
    this.i++;
    // A lookaround consumes nothing; what it asserts is not used.
    return lookaround ? EMPTY : inner;
  }

  private charClass(): Info {
    const chars = new Set<string>();
    let known = true;
    if (this.peek() === '^') {
      known = false;
      this.i++;
    }
    if (this.peek() === ']') throw new Unsupported('empty class');
    while (this.i < this.src.length && this.peek() !== ']') {
      let ch = this.peek();
      this.i++;
      if (ch === '\\') {
        const e = this.peek();
        this.i++;
        if ('dDwWsSbBpPuxc0123456789'.includes(e)) known = false;
        ch = e === 'n' ? '\n' : e === 't' ? '\t' : e === 'r' ? '\r' : e === 'f' ? '\f' : e === 'v' ? '\v' : e;
      }
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== '') {
        // A range: expanded only when small and plain.
        this.i++;
        let to = this.peek();
        this.i++;
        if (to === '\\') {
          to = this.peek();
          this.i++;
          known = false;
        }
        const a = ch.charCodeAt(0);
        const b = to.charCodeAt(0);
        if (b < a || b - a >= MAX_CLASS) known = false;
        else for (let x = a; x <= b; x++) chars.add(String.fromCharCode(x));
        continue;
      }
      chars.add(ch);
    }
    if (this.peek() !== ']') throw new Unsupported('unclosed class');
    this.i++;
    return known && chars.size <= MAX_CLASS ? { exact: [...chars], clauses: [] } : UNKNOWN;
  }

  private escape(): Info {
    const e = this.peek();
    this.i++;
    if (e === 'b' || e === 'B') return EMPTY;
    if (e === 'n') return { exact: ['\n'], clauses: [] };
    if (e === 't') return { exact: ['\t'], clauses: [] };
    if (e === 'r') return { exact: ['\r'], clauses: [] };
    if (e === 'f') return { exact: ['\f'], clauses: [] };
    if (e === 'v') return { exact: ['\v'], clauses: [] };
    if ('dDwWsS'.includes(e)) return UNKNOWN;
    // Back-references and code, control or property escapes: not modelled.
    if (e === '' || /[0-9A-Za-z]/.test(e)) throw new Unsupported('escape');
    return { exact: [e], clauses: [] };
  }
}

/**
 * The literal requirement of a regex, or no requirement (empty list) when the regex uses flags or
 * syntax the analysis does not model. Clauses are minimized and deduplicated.
 */
export function requiredLiterals(re: RegExp): Requirement {
  if (/[^gyd]/.test(re.flags)) return [];
  let info: Info;
  try {
    info = new Parser(re.source).parse();
  } catch (error) {
    if (error instanceof Unsupported) return [];
    throw error;
  }
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const c of allClauses(info)) {
    const m = minimizeClause(c);
    if (m.length === 0 || m.includes('')) continue;
    const key = m.join('\u0000');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(m);
    }
  }
  return out;
}
