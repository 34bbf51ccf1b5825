import { describe, expect, it } from 'vitest';

import type { BudgetState } from './budgetState';
import {
  availableTokens,
  clearThrottles,
  initialBudgetState,
  recentSpend,
  spend,
  SPEND_MEMORY_MS,
  throttle,
  withinLimits,
} from './budgetState';

const limits = { perMinute: 10, burst: 20 };
const T0 = 5_000_000;

function spendAll(state: BudgetState, now: number, count: number): BudgetState {
  for (let i = 0; i < count; i++) {
    const result = spend(state, limits, now, 1);
    if (!result.granted) throw new Error(`spend ${i} refused`);
    state = result.state;
  }
  return state;
}

describe('budget state', () => {
  it('remembers one spend entry per token', () => {
    const first = spend(initialBudgetState(limits, T0), limits, T0, 2);
    expect(first.granted && first.state.spent).toEqual([T0, T0]);
  });

  it('counts recent spending over a window and forgets it after two minutes', () => {
    let state = spendAll(initialBudgetState(limits, T0), T0, 5);
    state = spendAll(state, T0 + 30_000, 3);
    expect(recentSpend(state, T0 + 30_000, 60_000)).toBe(8);
    expect(recentSpend(state, T0 + 70_000, 60_000)).toBe(3);
    expect(recentSpend(state, T0 + 30_000, 10 * 60_000)).toBe(8);
    state = spendAll(state, T0 + SPEND_MEMORY_MS + 1, 1);
    expect(state.spent).toHaveLength(4);
  });

  it('counts spending in the window (now - window, now], and forgets it exactly two minutes later', () => {
    const state = spendAll(initialBudgetState(limits, T0), T0, 2);
    expect(recentSpend(state, T0 + 60_000, 60_000)).toBe(0);
    expect(recentSpend(state, T0 + 59_999, 60_000)).toBe(2);
    // Spending recorded by a tab whose clock runs ahead is not yet "recent".
    expect(recentSpend(state, T0 - 1, 60_000)).toBe(0);
    const later = spendAll(state, T0 + SPEND_MEMORY_MS, 1);
    expect(later.spent).toEqual([T0 + SPEND_MEMORY_MS]);
  });

  it('pauses for Retry-After, then has exactly one token', () => {
    const paused = throttle(initialBudgetState(limits, T0), limits, T0, 2000, 0.5);
    expect(paused.pausedUntil).toBe(T0 + 2000);
    expect(availableTokens(paused, limits, T0)).toBe(0);
    expect(spend(paused, limits, T0 + 1000, 1)).toEqual({ granted: false, waitMs: 1000 });
    const after = spend(paused, limits, T0 + 2000, 1);
    expect(after.granted).toBe(true);
    expect(after.granted && spend(after.state, limits, T0 + 2000, 1)).toEqual({
      granted: false,
      waitMs: 6000,
    });
  });

  it('backs off exponentially without Retry-After and starts afresh after a success', () => {
    let state = initialBudgetState(limits, T0);
    const waits: number[] = [];
    let now = T0;
    for (let i = 0; i < 5; i++) {
      state = throttle(state, limits, now, undefined, 1);
      waits.push(state.pausedUntil - now);
      now = state.pausedUntil;
    }
    expect(waits).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
    state = clearThrottles(state);
    expect(throttle(state, limits, now, undefined, 1).pausedUntil - now).toBe(10_000);
  });

  it('does not grow the backoff for throttles reported during a pause', () => {
    const once = throttle(initialBudgetState(limits, T0), limits, T0, undefined, 0);
    expect(throttle(once, limits, T0 + 100, undefined, 1)).toBe(once);
    const longer = throttle(once, limits, T0 + 100, 30_000, 0);
    expect(longer.pausedUntil).toBe(T0 + 30_100);
    expect(longer.throttles).toBe(1);
  });

  it('leaves the state untouched when there is nothing to clear', () => {
    const state = initialBudgetState(limits, T0);
    expect(clearThrottles(state)).toBe(state);
  });

  it('clamps a stored bucket larger than these limits', () => {
    const stored = initialBudgetState({ perMinute: 10, burst: 50 }, T0);
    expect(withinLimits(stored, limits).bucket.tokens).toBe(20);
    const fine = initialBudgetState(limits, T0);
    expect(withinLimits(fine, limits)).toBe(fine);
  });
});
