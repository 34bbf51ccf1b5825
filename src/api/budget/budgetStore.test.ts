/** The store of one tab, and the channel between tabs, at their edges. */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { settle } from '../testing/fakeClock';
import { initialBudgetState, type BudgetState } from './budgetState';
import { broadcastChangeChannel, createMemoryStore, type BudgetStore } from './budgetStore';

const stateAt = (now: number): BudgetState => initialBudgetState({ perMinute: 10, burst: 20 }, now);
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
  vi.unstubAllGlobals();
});

function counting(store: BudgetStore): { count: () => number; stop: () => void } {
  let count = 0;
  const stop = store.subscribe(() => count++);
  return { count: () => count, stop };
}

describe('the memory store', () => {
  it('tells its listeners of a change, not of an update that kept the state', async () => {
    const store = createMemoryStore(stateAt(0));
    const heard = counting(store);
    const kept = store.peek();
    expect(await store.update((state) => ({ state: state ?? stateAt(1), result: 'same' }))).toBe('same');
    expect(store.peek()).toBe(kept);
    expect(heard.count()).toBe(0);
    await store.update(() => ({ state: stateAt(1), result: null }));
    expect(heard.count()).toBe(1);
    expect(store.peek()).toEqual(stateAt(1));
  });

  it('stops telling a listener that unsubscribed, and everyone after close', async () => {
    const store = createMemoryStore();
    const left = counting(store);
    const stayed = counting(store);
    left.stop();
    await store.update(() => ({ state: stateAt(1), result: null }));
    expect([left.count(), stayed.count()]).toEqual([0, 1]);
    store.close();
    await store.update(() => ({ state: stateAt(2), result: null }));
    expect(stayed.count()).toBe(1);
  });

  it('rejects with what the update threw, as an Error', async () => {
    const store = createMemoryStore();
    const failure = new RangeError('bad');
    await expect(
      store.update(() => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    await expect(
      store.update(() => {
        throw 'text' as unknown as Error;
      }),
    ).rejects.toThrow('text');
    expect(store.peek()).toBeNull();
  });
});

describe('broadcastChangeChannel', () => {
  it('is null where the platform has no BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(broadcastChangeChannel('x')).toBeNull();
  });

  it('carries messages to the other channels of that name until unlistened, and cannot post once closed', async () => {
    const name = `edge-${Math.random()}`;
    const sender = broadcastChangeChannel(name);
    const receiver = broadcastChangeChannel(name);
    if (!sender || !receiver) throw new Error('BroadcastChannel expected in node');
    closers.push(() => receiver.close());
    const heard: unknown[] = [];
    const stop = receiver.listen((message) => heard.push(message));
    sender.post({ version: 1 });
    await vi.waitFor(() => expect(heard).toEqual([{ version: 1 }]));
    stop();
    sender.post({ version: 2 });
    await settle(5);
    expect(heard).toHaveLength(1);
    sender.close();
    expect(() => sender.post({ version: 3 })).toThrow();
  });
});
