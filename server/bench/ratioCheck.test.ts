import { describe, expect, it } from 'vitest';

import { meets, RATIO_GOALS, ratioRound } from './ratioCheck';

const samples = (ms: number, count: number) =>
  Array.from({ length: count }, () => ({ name: 'one word', ms }));

describe('the ratio goals', () => {
  const goal20k = RATIO_GOALS[20_000] ?? { p50: 0 };

  it('pass a search within 3× (p50) and 10× (p99) of the trivial p50', () => {
    const round = ratioRound([1, 1, 1, 1], [...samples(2.5, 99), { name: 'deep page', ms: 9 }], ['br']);
    expect([round.p50Ratio, round.p99Ratio]).toEqual([2.5, 2.5]);
    expect(meets(round, goal20k)).toBe(true);
    expect(round.byName).toEqual([
      ['one word', 2.5],
      ['deep page', 9],
    ]);
  });

  it('fail a search p50 over 3×, or a p99 over 10×, or no samples at all', () => {
    expect(meets(ratioRound([1, 1], samples(3.5, 100), ['br']), goal20k)).toBe(false);
    expect(meets(ratioRound([1, 1], [...samples(2, 90), ...samples(12, 10)], ['br']), goal20k)).toBe(false);
    expect(meets(ratioRound([], [], []), goal20k)).toBe(false);
  });

  it('judge 200 000 resources on the p50 alone, within 5×', () => {
    const goal = RATIO_GOALS[200_000] ?? { p50: 0 };
    expect(meets(ratioRound([1, 1], [...samples(4.5, 90), ...samples(50, 10)], ['br']), goal)).toBe(true);
    expect(meets(ratioRound([1, 1], samples(5.5, 100), ['br']), goal)).toBe(false);
  });
});
