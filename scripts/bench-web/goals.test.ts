import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { FIRST_SEARCH_LEAVES, FULL_SCORE, PERFORMANCE, formatGoal, formatValue, verdict } from './goals';

describe('verdict', () => {
  it('an upper bound is met at and below it', () => {
    const goal = { atMost: 150 };
    expect(verdict(150, goal)).toBe('met');
    expect(verdict(150.4, goal)).toBe('not met');
    expect(verdict(0, goal)).toBe('met');
  });

  it('a lower bound is met at and above it', () => {
    expect(verdict(97, PERFORMANCE.mobile)).toBe('met');
    expect(verdict(96, PERFORMANCE.mobile)).toBe('not met');
    expect(verdict(99, PERFORMANCE.desktop)).toBe('not met');
    expect(verdict(100, FULL_SCORE)).toBe('met');
  });

  it('says when a figure is missing, and nothing where there is no goal', () => {
    expect(verdict(null, { atMost: 1 })).toBe('no figure');
    expect(verdict(123, null)).toBe('');
  });

  it('an upper bound: met exactly when the figure does not exceed it', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (value, limit) => {
        return (verdict(value, { atMost: limit }) === 'met') === value <= limit;
      }),
    );
  });
});

describe('formatting', () => {
  it('times in whole milliseconds, scores whole, layout shift to three places', () => {
    expect(formatValue(1019.4, 'ms')).toBe('1,019 ms');
    expect(formatValue(70.6, 'score')).toBe('71');
    expect(formatValue(0.8994, 'shift')).toBe('0.899');
    expect(formatValue(null, 'ms')).toBe('–');
  });

  it('goals read as the issue writes them', () => {
    expect(formatGoal(FIRST_SEARCH_LEAVES[4] ?? null, 'ms')).toBe('≤ 450 ms');
    expect(formatGoal(PERFORMANCE.mobile, 'score')).toBe('≥ 97');
    expect(formatGoal({ atLeast: 1, atMost: 1 }, 'score')).toBe('= 1');
    expect(formatGoal(null, 'ms')).toBe('');
  });
});
