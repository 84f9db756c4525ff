import type { RuleDef } from './rule-defs.js';
import { requiredLiterals } from './rule-literals.js';
import type { Requirement } from './rule-literals.js';

/**
 * Non-ASCII characters are told apart by their code modulo this prime, not one by one: the rules'
 * literals hold hundreds of distinct Chinese, Korean, Cyrillic, Arabic and Indic characters, and a
 * transition table with a column for each would be megabytes. With one class for them all (the
 * first design) every Chinese sentence held "every" Chinese literal and ran every CJK rule; 61
 * buckets keep the table small, and a literal of three such characters lets unrelated text through
 * at about one position in 200,000 (were characters spread evenly over the buckets). Keeps the
 * alphabet (ASCII classes in use plus these) under 256, as `classOf` is a Uint8Array.
 */
const NON_ASCII_BUCKETS = 61;

/** The index of `classOf` that stands for character code `code`. */
function bucketOf(code: number): number {
  return code < 128 ? code : 128 + (code % NON_ASCII_BUCKETS);
}

/**
 * Decides, in one pass over the text, which rules can possibly match, so the runner only executes
 * those regexes. Each rule's requirement (rule-literals.ts) is a list of clauses of literal
 * strings; a rule is a candidate when every clause has one of its strings somewhere in the text.
 * The strings are found together by an Aho-Corasick automaton compiled to a dense transition
 * table over the characters the literals use, so the cost is one table step per character however
 * many rules there are.
 */
export class RulePrefilter {
  private readonly ruleCount: number;
  /** Per rule: how many clauses must be satisfied. */
  private readonly needed: Int32Array;
  /** Per clause: its rule. */
  private readonly clauseRule: Int32Array;
  /** Per literal: the clauses holding it, as the range litStart[id]..litStart[id + 1] of litClauses. */
  private readonly litStart: Int32Array;
  private readonly litClauses: Int32Array;
  private readonly alphabet: number;
  /**
   * Character -> alphabet index (0 = a character no literal uses), indexed by `bucketOf`: ASCII
   * codes stand for themselves, and each non-ASCII character for its bucket of NON_ASCII_BUCKETS,
   * so a non-ASCII literal is found wherever characters of the same buckets follow each other:
   * more candidates than exact, never fewer.
   */
  private readonly classOf = new Uint8Array(128 + NON_ASCII_BUCKETS);
  /**
   * The automaton as rows of `alphabet + 1` entries: entry `class` of a state's row is the row
   * offset of the next state, negated when that state completes a literal (the root, offset 0,
   * never does); the last entry is the first state of its output chain (itself or a suffix state
   * completing a literal). Offsets save a multiply and the sign a load per character.
   */
  private readonly table: Int32Array;
  /** Per state: the literal it completes, or -1. */
  private readonly term: Int32Array;
  /** Per state: the next shorter suffix state that completes a literal, or 0. */
  private readonly dict: Int32Array;
  /** Stamps marking, for the current text, the literals seen and the clauses satisfied. */
  private readonly litSeen: Uint32Array;
  private readonly clauseSeen: Uint32Array;
  private stamp = 0;
  /** Per rule: satisfied clauses in the current text. */
  private readonly satisfied: Int32Array;
  private readonly result: Uint8Array;

  constructor(requirements: readonly Requirement[]) {
    const ids = new Map<string, number>();
    const clausesOf: number[][] = [];
    const clauseRule: number[] = [];
    this.ruleCount = requirements.length;
    this.needed = new Int32Array(requirements.length);
    requirements.forEach((req, r) => {
      this.needed[r] = req.length;
      for (const clause of req) {
        const c = clauseRule.length;
        clauseRule.push(r);
        for (const literal of clause) {
          // Every non-ASCII character becomes its bucket's stand-in (bucketOf).
          const key = literal.replace(/[^\0-\x7f]/g, (ch) => String.fromCharCode(bucketOf(ch.charCodeAt(0))));
          let id = ids.get(key);
          if (id === undefined) {
            id = ids.size;
            ids.set(key, id);
            clausesOf.push([]);
          }
          const list = clausesOf[id];
          if (list !== undefined && !list.includes(c)) list.push(c);
        }
      }
    });
    this.clauseRule = Int32Array.from(clauseRule);
    this.litStart = new Int32Array(clausesOf.length + 1);
    const flat: number[] = [];
    clausesOf.forEach((list, id) => {
      this.litStart[id] = flat.length;
      flat.push(...list);
    });
    this.litStart[clausesOf.length] = flat.length;
    this.litClauses = Int32Array.from(flat);
    const literals = [...ids.keys()];
    let a = 1;
    for (const s of literals) {
      for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (this.classOf[c] === 0) this.classOf[c] = a++;
      }
    }
    this.alphabet = a;
    const { delta, term, dict } = buildAutomaton(literals, this.classOf, a);
    const width = a + 1;
    const states = term.length;
    this.table = new Int32Array(states * width);
    const head = (state: number): number => ((term[state] ?? -1) >= 0 ? state : (dict[state] ?? 0));
    for (let state = 0; state < states; state++) {
      for (let c = 0; c < a; c++) {
        const next = delta[state * a + c] ?? 0;
        this.table[state * width + c] = head(next) > 0 ? -next * width : next * width;
      }
      this.table[state * width + a] = head(state);
    }
    this.term = term;
    this.dict = dict;
    this.litSeen = new Uint32Array(literals.length);
    this.clauseSeen = new Uint32Array(clauseRule.length);
    this.satisfied = new Int32Array(requirements.length);
    this.result = new Uint8Array(requirements.length);
  }

  /** Builds the prefilter for a rule list (index i of the result refers to rules[i]). */
  static forRules(rules: readonly RuleDef[]): RulePrefilter {
    return new RulePrefilter(rules.map((r) => requiredLiterals(r.pattern)));
  }

  /**
   * 1 at index r when rule r may match `text`, 0 when it certainly cannot. The array is reused by
   * the next call.
   */
  candidates(text: string): Uint8Array {
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.litSeen.fill(0);
      this.clauseSeen.fill(0);
      this.stamp = 1;
    }
    const { table, classOf, term, dict, litSeen, clauseSeen, litStart, litClauses, clauseRule, satisfied, stamp } = this;
    satisfied.fill(0);
    const a = this.alphabet;
    const n = text.length;
    let row = 0;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      row = table[row + (classOf[bucketOf(c)] ?? 0)] ?? 0;
      if (row >= 0) continue;
      row = -row;
      for (let t = table[row + a] ?? 0; t > 0; t = dict[t] ?? 0) {
        const id = term[t] ?? 0;
        if (litSeen[id] === stamp) continue;
        litSeen[id] = stamp;
        const end = litStart[id + 1] ?? 0;
        for (let k = litStart[id] ?? 0; k < end; k++) {
          const clause = litClauses[k] ?? 0;
          if (clauseSeen[clause] === stamp) continue;
          clauseSeen[clause] = stamp;
          const r = clauseRule[clause] ?? 0;
          satisfied[r] = (satisfied[r] ?? 0) + 1;
        }
      }
    }
    const { needed, result } = this;
    for (let r = 0; r < this.ruleCount; r++) result[r] = (satisfied[r] ?? 0) >= (needed[r] ?? 0) ? 1 : 0;
    return result;
  }
}

/**
 * Aho-Corasick over `literals` as a full DFA (delta[state * alphabet + class] -> state), with, per
 * state, the literal it completes (`term`, -1 for none) and the next shorter suffix state that
 * completes one (`dict`, 0 for none).
 */
function buildAutomaton(literals: readonly string[], classOf: Uint8Array, alphabet: number): { delta: Int32Array; term: Int32Array; dict: Int32Array } {
  let maxStates = 1;
  for (const s of literals) maxStates += s.length;
  const delta = new Int32Array(maxStates * alphabet).fill(-1);
  const term = new Int32Array(maxStates).fill(-1);
  let n = 1;
  for (let id = 0; id < literals.length; id++) {
    const s = literals[id] ?? '';
    let state = 0;
    for (let i = 0; i < s.length; i++) {
      const at = state * alphabet + (classOf[s.charCodeAt(i)] ?? 0);
      let next = delta[at] ?? -1;
      if (next < 0) {
        next = n++;
        delta[at] = next;
      }
      state = next;
    }
    term[state] = id;
  }
  const fail = new Int32Array(n);
  const dict = new Int32Array(n);
  // Breadth-first: a state's failure target is shallower, so its row is already complete.
  const queue = new Int32Array(n);
  let tail = 0;
  for (let c = 0; c < alphabet; c++) {
    const next = delta[c] ?? -1;
    if (next > 0) queue[tail++] = next;
    else delta[c] = 0;
  }
  for (let head = 0; head < tail; head++) {
    const state = queue[head] ?? 0;
    const f = fail[state] ?? 0;
    dict[state] = (term[f] ?? -1) >= 0 ? f : (dict[f] ?? 0);
    for (let c = 0; c < alphabet; c++) {
      const at = state * alphabet + c;
      const next = delta[at] ?? -1;
      if (next > 0) {
        fail[next] = delta[f * alphabet + c] ?? 0;
        queue[tail++] = next;
      } else {
        delta[at] = delta[f * alphabet + c] ?? 0;
      }
    }
  }
  return { delta: delta.slice(0, n * alphabet), term: term.slice(0, n), dict };
}
