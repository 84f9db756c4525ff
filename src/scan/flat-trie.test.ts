import { describe, expect, it } from 'vitest';
import { FlatTrie } from './flat-trie.js';

/** Walks `text` from the root; the node reached, or -1. */
function walk(trie: FlatTrie, text: string): number {
  let node = 0;
  for (let i = 0; i < text.length && node >= 0; i++) {
    const unit = text.charCodeAt(i);
    node = i === 0 && unit < 128 ? (trie.firstAscii[unit] ?? -1) : trie.child(node, unit);
  }
  return node;
}

function values(trie: FlatTrie, node: number): number[] {
  const out: number[] = [];
  for (let k = trie.valuesFrom(node); k < trie.valuesTo(node); k++) out.push(trie.valueAt(k));
  return out;
}

describe('FlatTrie', () => {
  const trie = new FlatTrie([['ignore', 1], ['ign', 2], ['ignore', 1], ['ignore', 3], ['忽略', 4], ['système', 5]]);

  it.each([
    ['a whole entry', 'ignore', [1, 3]],
    ['a shorter entry on the same path', 'ign', [2]],
    ['a node inside an entry', 'igno', []],
    ['a CJK entry', '忽略', [4]],
    ['an entry with a non-ASCII letter', 'système', [5]],
  ])('%s', (_name, text, expected) => {
    const node = walk(trie, text);
    expect(node).toBeGreaterThan(0);
    expect(values(trie, node)).toEqual(expected);
  });

  it.each([['ignorance'], ['x'], ['忽视'], ['systeme']])('has no path for %s', (text) => {
    expect(walk(trie, text)).toBe(-1);
  });

  it('holds thousands of entries with shared prefixes', () => {
    const entries: [string, number][] = Array.from({ length: 5000 }, (_, i) => [`w${i.toString(36)}x`, i]);
    const big = new FlatTrie(entries);
    for (const [text, value] of entries) expect(values(big, walk(big, text))).toEqual([value]);
  });
});
