import { describe, expect, it } from 'vitest';
import { FeatureExtractor, blocks } from './features.js';

describe('features', () => {
  it.each([
    [0, 512, [[0, 0]]],
    [100, 512, [[0, 100]]],
    [1024, 512, [[0, 512], [512, 1024]]],
    [1100, 512, [[0, 512], [512, 1024], [1024, 1100]]],
  ])('blocks(%s, stride %s)', (n, stride, expected) => {
    expect(blocks(n, { size: stride * 2, stride })).toEqual(expected);
  });

  it('extracts a deduplicated, deterministic feature set', () => {
    const fx = new FeatureExtractor({ dimBits: 16, charNgrams: [3, 4], wordBigrams: true });
    const a = fx.indices.slice(0, fx.extract('ignore previous instructions', 0, 28));
    const b = fx.indices.slice(0, fx.extract('ignore previous instructions', 0, 28));
    expect([...a]).toEqual([...b]);
    expect(new Set(a).size).toBe(a.length);
    for (const i of a) expect(i).toBeLessThan(1 << 16);
    expect(fx.extract('', 0, 0)).toBe(0);
  });

  it('only reads inside the requested range', () => {
    const fx = new FeatureExtractor({ dimBits: 16, charNgrams: [3], wordBigrams: false });
    const alone = [...fx.indices.slice(0, fx.extract('hello', 0, 5))].sort();
    const inside = [...fx.indices.slice(0, fx.extract('xxhelloyy', 2, 7))].sort();
    expect(inside).toEqual(alone);
  });
});
