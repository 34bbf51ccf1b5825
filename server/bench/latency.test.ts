import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { loadFigures, percentile, runLoad } from './latency';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const samples = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 99)).toBe(10);
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });

  it('is a sample, and grows with p', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ noNaN: true }), { minLength: 1 }),
        fc.nat(100),
        fc.nat(100),
        (samples, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(samples).toContain(percentile(samples, low));
          expect(percentile(samples, low)).toBeLessThanOrEqual(percentile(samples, high));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('runLoad', () => {
  it('runs every job once with bounded concurrency', async () => {
    let running = 0;
    let most = 0;
    const { latencies, indexes } = await runLoad(50, 4, async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running--;
    });
    expect(latencies).toHaveLength(50);
    expect([...indexes].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(most).toBe(4);
    const figures = loadFigures(latencies, 100);
    expect(figures.perSecond).toBe(500);
    expect(figures.p50).toBeLessThanOrEqual(figures.p99);
  });
});
