import { describe, expect, it } from 'vitest';
import { IDENTITY_MAP, applyIsotonic, fitIsotonic } from './calibration.js';

describe('isotonic calibration', () => {
  it.each([
    [0, 0],
    [0.25, 0.25],
    [1, 1],
    [-1, 0],
    [2, 1],
  ])('identity map sends %s to %s', (x, y) => {
    expect(applyIsotonic(IDENTITY_MAP, x)).toBe(y);
  });

  it('interpolates between points and is flat beyond the ends', () => {
    const map = { x: [0.2, 0.6], y: [0.1, 0.9] };
    expect(applyIsotonic(map, 0.4)).toBeCloseTo(0.5);
    expect(applyIsotonic(map, 0)).toBe(0.1);
    expect(applyIsotonic(map, 1)).toBe(0.9);
  });

  it('fits a non-decreasing map that tracks observed rates', () => {
    const scores: number[] = [];
    const labels: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const s = i / 1000;
      scores.push(s);
      // Attack share rises with the score: 10% below 0.5, 90% above.
      labels.push((s < 0.5 ? i % 10 === 0 : i % 10 !== 0) ? 1 : 0);
    }
    const map = fitIsotonic(scores, labels);
    for (let i = 1; i < map.y.length; i++) expect(map.y[i]).toBeGreaterThanOrEqual(map.y[i - 1] ?? 0);
    expect(applyIsotonic(map, 0.2)).toBeLessThan(0.2);
    expect(applyIsotonic(map, 0.8)).toBeGreaterThan(0.8);
  });

  it('counts each positive as many times as its weight', () => {
    // One block where a quarter are attacks: weighted 3, they make half of it.
    const scores = Array.from({ length: 400 }, (_, i) => 0.5 + (i % 2) * 1e-9);
    const labels = scores.map((_, i) => (i % 4 === 0 ? 1 : 0));
    expect(applyIsotonic(fitIsotonic(scores, labels, 0), 0.5)).toBeCloseTo(0.25, 3);
    expect(applyIsotonic(fitIsotonic(scores, labels, 0, 3), 0.5)).toBeCloseTo(0.5, 3);
  });
});
