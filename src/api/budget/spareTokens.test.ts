import { afterEach, describe, expect, it } from 'vitest';

import { FakeClock, settle } from '../testing/fakeClock';
import { track } from '../testing/track';
import { isNoSpareTokens, RequestBudget } from './requestBudget';
import { createMemoryStore } from './budgetStore';

const budgets: RequestBudget[] = [];
afterEach(() => {
  for (const budget of budgets.splice(0)) budget.dispose();
});

function setup(store = createMemoryStore()) {
  const clock = new FakeClock();
  const budget = new RequestBudget({ perMinute: 10, burst: 20, clock, random: () => 0.5, store });
  budgets.push(budget);
  return { clock, budget };
}

const spend = (budget: RequestBudget, count: number) =>
  Promise.all(Array.from({ length: count }, () => budget.acquire()));

describe('spare tokens', () => {
  it('are the tokens beyond half the burst', async () => {
    const { budget } = setup();
    expect(budget.reserve()).toBe(10);
    expect(budget.spareTokens()).toBe(10);
    await spend(budget, 4);
    expect(budget.spareTokens()).toBe(6);
    await spend(budget, 6);
    expect(budget.spareTokens()).toBe(0);
  });

  it('grants a spare-only request at once while tokens are spare, and refuses it at once when not', async () => {
    const { budget } = setup();
    await spend(budget, 9);
    await budget.acquire({ spareOnly: true });
    expect(budget.spareTokens()).toBe(0);
    const refused = track(budget.acquire({ spareOnly: true }));
    await settle();
    expect(refused.state).toBe('rejected');
    expect(isNoSpareTokens(refused.error)).toBe(true);
    // The reserve is intact: the visitor's own ten searches still go at once.
    const own = Array.from({ length: 10 }, () => track(budget.acquire()));
    await settle();
    expect(own.every((request) => request.state === 'resolved')).toBe(true);
  });

  it('are none while a request of this tab is held back to try again, though the bucket is full', async () => {
    const { clock, budget } = setup();
    expect(budget.spareTokens()).toBe(10);
    // A search that failed waits to try again: what is spare stays for it and the visitor's next searches.
    const retrying = track(budget.waitToRecover(0));
    await settle();
    expect(budget.spareTokens()).toBe(0);
    const refused = track(budget.acquire({ spareOnly: true }));
    await settle();
    expect(refused.state).toBe('rejected');
    expect(isNoSpareTokens(refused.error)).toBe(true);
    await clock.advance(60_000);
    expect(retrying.state).toBe('resolved');
    expect(budget.spareTokens()).toBe(10);
    await budget.acquire({ spareOnly: true });
    expect(budget.spareTokens()).toBe(9);
  });

  it('never queue: refused while tokens are short, they take nothing when tokens come back', async () => {
    const { clock, budget } = setup();
    await spend(budget, 20);
    const waiting = track(budget.acquire());
    const refused = track(budget.acquire({ spareOnly: true }));
    await settle();
    expect(waiting.state).toBe('pending');
    expect(refused.state).toBe('rejected');
    await clock.advance(6_000);
    expect(waiting.state).toBe('resolved');
    // Eleven more refilled: all eleven there (nothing queued took one), one of them spare.
    await clock.advance(6_000 * 11);
    expect(budget.spareTokens()).toBe(1);
  });

  it('are none while the service has paused us', async () => {
    const { budget } = setup();
    await budget.reportThrottled(30_000);
    expect(budget.spareTokens()).toBe(0);
    await expect(budget.acquire({ spareOnly: true })).rejects.toSatisfy(isNoSpareTokens);
  });

  it('are counted from the store the tabs share: two budgets cannot both take the last spare one', async () => {
    const store = createMemoryStore();
    const first = setup(store).budget;
    const second = new RequestBudget({ perMinute: 10, burst: 20, clock: new FakeClock(), store });
    budgets.push(second);
    await spend(first, 9);
    const both = [track(first.acquire({ spareOnly: true })), track(second.acquire({ spareOnly: true }))];
    await settle();
    expect(both.map((request) => request.state).sort()).toEqual(['rejected', 'resolved']);
  });
});
