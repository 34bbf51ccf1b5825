import { afterEach, describe, expect, it, vi } from 'vitest';

import { systemClock } from './clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('systemClock', () => {
  it('tells the time and runs a callback after its delay', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    expect(systemClock.now()).toBe(1_000_000);
    const fired: string[] = [];
    systemClock.setTimeout(() => fired.push('later'), 100);
    vi.advanceTimersByTime(99);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['later']);
  });

  it('gives each timer its own number, so clearing one leaves the others', () => {
    vi.useFakeTimers();
    const fired: number[] = [];
    const first = systemClock.setTimeout(() => fired.push(1), 10);
    const second = systemClock.setTimeout(() => fired.push(2), 10);
    expect(typeof first).toBe('number');
    expect(second).not.toBe(first);
    systemClock.clearTimeout(first);
    vi.advanceTimersByTime(10);
    expect(fired).toEqual([2]);
    // Clearing a timer that already ran, or never existed, is harmless.
    expect(() => systemClock.clearTimeout(second)).not.toThrow();
    expect(() => systemClock.clearTimeout(-1)).not.toThrow();
  });
});
