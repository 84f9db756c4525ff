import { MAX_HITS_PER_RULE, rx } from './rule-defs.js';
import { RulePrefilter } from './rule-prefilter.js';
import type { SignalType } from './types.js';

// Rules made of word lists that must follow one another within so many characters: an order, a
// group of people, what hate says of them. Written as one regular expression, such a rule holds
// each long list several times over and tries the later lists after every word of the earlier
// ones: on a long prompt that repeats an order and a group ("write a post about women ..."), the
// scan took most of a second. Here each list is one pass over the text, and the matches are
// chained by position, so a scan costs a few passes whatever the prompt.

/** One link of a chain: a list of words (a pattern over normalized text) after the previous link. */
export interface SequenceStep {
  pattern: RegExp;
  /** At most this many characters between the previous link's end and this one's start. */
  within: number;
  /** The link may be in a later sentence of the same line (by default it must be in the same sentence). */
  acrossSentences: boolean;
}

/** Work about the thing, near a match, that leaves it alone: on the same line, so many characters around it. */
export interface SequenceFence {
  pattern: RegExp;
  before: number;
  after: number;
}

export interface SequenceRule {
  id: string;
  type: SignalType;
  weight: number;
  message: string;
  /** Alternatives: a match of any chain is a hit. */
  chains: readonly (readonly SequenceStep[])[];
  fence?: SequenceFence;
}

/**
 * A list of words for links: compiled once, so that every link made of it shares one pass over
 * the text (the source is compiled as a rule's: spaces optional).
 */
export function words(source: string): RegExp {
  return rx(source);
}

/** A link: its words and its distance from the previous link. */
export function link(pattern: RegExp, within = 0, acrossSentences = false): SequenceStep {
  return { pattern, within, acrossSentences };
}

/** A fence: its pattern source and how far it reaches before and after a match. */
export function fence(source: string, before: number, after: number): SequenceFence {
  return { pattern: rx(source), before, after };
}

interface Span {
  start: number;
  end: number;
}

/** What one scan of one text has found so far: each pattern's matches, and where sentences and lines end. */
class SequenceText {
  private readonly tokens = new Map<RegExp, Span[]>();
  private sentenceEnds: number[] | undefined;
  private lineEnds: number[] | undefined;

  /** `possible`: whether a list's required literals (rule-prefilter.ts) are all in the text. */
  constructor(
    readonly text: string,
    private readonly possible: (pattern: RegExp) => boolean,
  ) {}

  matches(pattern: RegExp): Span[] {
    let found = this.tokens.get(pattern);
    if (found === undefined) {
      found = [];
      if (!this.possible(pattern)) {
        this.tokens.set(pattern, found);
        return found;
      }
      pattern.lastIndex = 0;
      for (let m = pattern.exec(this.text); m !== null; m = pattern.exec(this.text)) {
        if (m[0].length === 0) {
          pattern.lastIndex++;
          continue;
        }
        found.push({ start: m.index, end: m.index + m[0].length });
      }
      this.tokens.set(pattern, found);
    }
    return found;
  }

  /** Whether a sentence (or, across sentences, a line) ends between `from` and `to`. */
  endsBetween(from: number, to: number, acrossSentences: boolean): boolean {
    const ends = acrossSentences ? (this.lineEnds ??= this.findEnds(false)) : (this.sentenceEnds ??= this.findEnds(true));
    const i = firstAtOrAfter(ends, from);
    return i < ends.length && (ends[i] as number) < to;
  }

  /** Start and end of the line around `at`. */
  line(at: number): Span {
    const start = this.text.lastIndexOf('\n', at - 1) + 1;
    const end = this.text.indexOf('\n', at);
    return { start, end: end === -1 ? this.text.length : end };
  }

  // As SAME_SENTENCE (rule-defs.ts): a dot followed by a non-space (a URL, a number) ends nothing.
  private findEnds(sentences: boolean): number[] {
    const ends: number[] = [];
    const t = this.text;
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c === 10) ends.push(i);
      else if (sentences && (c === 33 || c === 63 || (c === 46 && !/\S/.test(t[i + 1] ?? ' ')))) ends.push(i);
    }
    return ends;
  }
}

/** Index of the first value >= x in a sorted array. */
function firstAtOrAfter(values: readonly number[], x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const checkOrders = new WeakMap<readonly SequenceStep[], readonly SequenceStep[]>();

function byPatternLength(chain: readonly SequenceStep[]): readonly SequenceStep[] {
  let order = checkOrders.get(chain);
  if (order === undefined) {
    order = [...chain].sort((a, b) => a.pattern.source.length - b.pattern.source.length);
    checkOrders.set(chain, order);
  }
  return order;
}

/** Matches of one chain: from the first link's start to the last link's end. */
function chainMatches(chain: readonly SequenceStep[], seq: SequenceText): Span[] {
  const first = chain[0];
  if (first === undefined) return [];
  // A link that occurs nowhere ends the chain before any chaining. The lists are looked for from
  // the shortest pattern to the longest, a fair guess at their cost: an order is cheap to look for
  // and often absent, the three hundred names of groups cost the most.
  for (const step of byPatternLength(chain)) {
    if (seq.matches(step.pattern).length === 0) return [];
  }
  // Each reached link keeps the start of its chain; ends of one pattern's matches rise with their starts.
  let reached = seq.matches(first.pattern).map((s) => ({ start: s.start, end: s.end, origin: s.start }));
  for (let i = 1; i < chain.length && reached.length > 0; i++) {
    const step = chain[i] as SequenceStep;
    const ends = reached.map((r) => r.end);
    const next: { start: number; end: number; origin: number }[] = [];
    for (const m of seq.matches(step.pattern)) {
      // The nearest link before it: if that one is too far or in another sentence, so are the others.
      const j = firstAtOrAfter(ends, m.start + 1) - 1;
      if (j < 0) continue;
      const prev = reached[j] as { end: number; origin: number };
      if (m.start - prev.end > step.within) continue;
      if (seq.endsBetween(prev.end, m.start, step.acrossSentences)) continue;
      next.push({ start: m.start, end: m.end, origin: prev.origin });
    }
    reached = next;
  }
  return reached.map((r) => ({ start: r.origin, end: r.end }));
}

function fenced(f: SequenceFence, seq: SequenceText, span: Span): boolean {
  const line = seq.line(span.start);
  const from = Math.max(line.start, span.start - f.before);
  const to = Math.min(line.end, span.end + f.after);
  f.pattern.lastIndex = 0;
  return f.pattern.test(seq.text.slice(from, to));
}

/** One hit of a sequence rule, in normalized-text offsets. */
export interface SequenceHit {
  rule: SequenceRule;
  start: number;
  end: number;
}

/** The word lists of a set of rules, and the prefilter that tells which of them can occur in a text. */
interface ListPrefilter {
  index: Map<RegExp, number>;
  prefilter: RulePrefilter;
}

const listPrefilters = new WeakMap<readonly SequenceRule[], ListPrefilter>();

/** The distinct word lists of a set of rules' chains (one RegExp may serve several links). */
export function sequenceRuleLists(rules: readonly SequenceRule[]): RegExp[] {
  return [...new Set(rules.flatMap((r) => r.chains.flatMap((chain) => chain.map((l) => l.pattern))))];
}

// Most texts hold few of the lists' literals: one pass of the prefilter's automaton spares the
// passes of the lists that cannot occur (a tenth of a short scan's time otherwise).
function listPrefilterOf(rules: readonly SequenceRule[]): ListPrefilter {
  let found = listPrefilters.get(rules);
  if (found === undefined) {
    const patterns = sequenceRuleLists(rules);
    const prefilter = RulePrefilter.forRules(patterns.map((pattern, i) => ({ id: `list-${i}`, type: 'harmful_request', weight: 0, message: '', pattern, scripts: 0 })));
    found = { index: new Map(patterns.map((p, i) => [p, i])), prefilter };
    listPrefilters.set(rules, found);
  }
  return found;
}

/** Runs sequence rules over normalized text. */
export function runSequenceRules(text: string, rules: readonly SequenceRule[]): SequenceHit[] {
  const { index, prefilter } = listPrefilterOf(rules);
  const candidates = prefilter.candidates(text);
  const seq = new SequenceText(text, (pattern) => candidates[index.get(pattern) ?? -1] !== 0);
  const hits: SequenceHit[] = [];
  for (const rule of rules) {
    let count = 0;
    for (const chain of rule.chains) {
      for (const span of chainMatches(chain, seq)) {
        if (rule.fence !== undefined && fenced(rule.fence, seq, span)) continue;
        hits.push({ rule, start: span.start, end: span.end });
        if (++count >= MAX_HITS_PER_RULE) break;
      }
      if (count >= MAX_HITS_PER_RULE) break;
    }
  }
  return hits;
}

const singleRules = new WeakMap<SequenceRule, readonly SequenceRule[]>();

/**
 * Whether `rule` matches `text` somewhere overlapping [start, end). The one-rule list is kept, so
 * that its prefilter is built once, not at every hit checked against a masked text.
 */
export function sequenceRuleMatchesAt(rule: SequenceRule, text: string, start: number, end: number): boolean {
  let single = singleRules.get(rule);
  if (single === undefined) {
    single = [rule];
    singleRules.set(rule, single);
  }
  return runSequenceRules(text, single).some((h) => h.start < end && start < h.end);
}
