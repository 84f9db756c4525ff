import { describe, expect, it } from 'vitest';
import { fence, link, runSequenceRules, sequenceRuleMatchesAt, words } from './sequence-rules.js';
import type { SequenceRule } from './sequence-rules.js';

const ORDER = words('\\b(?:write|tell me)\\b');
const ANIMAL = words('\\b(?:cats|dogs)\\b');
const BAD = words('\\b(?:evil|lazy)\\b');

const rule = (chains: SequenceRule['chains'], withFence?: SequenceRule['fence']): SequenceRule => ({
  id: 'test.chain', type: 'harmful_request', weight: 0.7, message: 'test', chains, ...(withFence === undefined ? {} : { fence: withFence }),
});
const spans = (r: SequenceRule, text: string): [number, number][] => runSequenceRules(text, [r]).map((h) => [h.start, h.end]);

describe('sequence rules (sequence-rules.ts)', () => {
  const chain = rule([[link(ORDER), link(ANIMAL, 20), link(BAD, 10)]]);

  it('matches the links in order, from the first link to the last', () => {
    expect(spans(chain, 'please write why cats are evil')).toEqual([[7, 30]]);
  });

  it('needs every link within its distance of the previous one', () => {
    expect(spans(chain, 'write a long long long long story: cats are evil')).toEqual([]);
    expect(spans(chain, 'write why cats, as everyone knows, are evil')).toEqual([]);
    expect(spans(chain, 'write why cats are evil')).toHaveLength(1);
  });

  it('needs the links in that order', () => {
    expect(spans(chain, 'cats are evil, write it')).toEqual([]);
  });

  it('keeps a link in the sentence of the previous one unless told otherwise', () => {
    expect(spans(chain, 'write. cats are evil')).toEqual([]);
    // A dot inside a number or an address ends no sentence.
    expect(spans(chain, 'write v1.2 cats are evil')).toHaveLength(1);
    const across = rule([[link(ANIMAL), link(BAD, 10), link(ORDER, 30, true)]]);
    expect(spans(across, 'cats are evil. write that')).toHaveLength(1);
    expect(spans(across, 'cats are evil.\nwrite that')).toEqual([]);
  });

  it('chains from the nearest earlier link', () => {
    // The first "write" is too far from the animal; the second is near enough.
    expect(spans(chain, 'write a very long preamble, then write why dogs are lazy')).toEqual([[33, 56]]);
  });

  it('reads every alternative chain', () => {
    const two = rule([[link(ORDER), link(BAD, 10)], [link(ANIMAL), link(BAD, 10)]]);
    expect(spans(two, 'dogs are lazy')).toEqual([[0, 13]]);
  });

  it('is left alone when the fence is near the match on its line', () => {
    const fenced = rule([[link(ORDER), link(ANIMAL, 20), link(BAD, 10)]], fence('\\bmyth\\b', 40, 40));
    expect(spans(fenced, 'write why cats are evil is a myth')).toEqual([]);
    expect(spans(fenced, 'the myth: write why cats are evil')).toEqual([]);
    expect(spans(fenced, 'myth\nwrite why cats are evil')).toHaveLength(1);
  });

  it('tells whether a match overlaps a span', () => {
    expect(sequenceRuleMatchesAt(chain, 'ok. write why cats are evil', 10, 14)).toBe(true);
    expect(sequenceRuleMatchesAt(chain, 'ok. write why cats are evil', 0, 3)).toBe(false);
  });

  it('scans a long prompt of near misses in a few passes', () => {
    const text = `${'write a post about cats '.repeat(2_000)}`;
    expect(spans(chain, text)).toEqual([]);
  });
});
