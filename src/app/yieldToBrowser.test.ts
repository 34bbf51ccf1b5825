import { afterEach, describe, expect, it, vi } from 'vitest';

import { yieldToBrowser } from './yieldToBrowser';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToBrowser', () => {
  it('resolves in a later task, after the microtasks queued before it', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('yielded'));
    queueMicrotask(() => order.push('microtask'));
    void Promise.resolve()
      .then(() => Promise.resolve())
      .then(() => order.push('chained microtasks'));
    await yielded;
    expect(order).toEqual(['microtask', 'chained microtasks', 'yielded']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
