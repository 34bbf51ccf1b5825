import { describe, expect, it, vi } from 'vitest';

import { searchLeaving, watchFirstCall } from './firstSend';

const never = new Promise<never>(() => undefined);
const settledYet = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('watchFirstCall', () => {
  it('passes every call through and resolves on the first', async () => {
    const inner = vi.fn((..._args: Parameters<typeof fetch>) => Promise.resolve(new Response('ok')));
    const watched = watchFirstCall(inner);
    expect(await settledYet(watched.firstCall)).toBe(false);
    const response = await watched.fetch('/api/search', { method: 'POST' });
    expect(await response.text()).toBe('ok');
    expect(inner).toHaveBeenCalledWith('/api/search', { method: 'POST' });
    expect(await settledYet(watched.firstCall)).toBe(true);
  });
});

describe('searchLeaving', () => {
  const noTimer = () => undefined;

  it('waits for the first request to leave', async () => {
    let leave: () => void = () => undefined;
    const firstCall = new Promise<void>((resolve) => {
      leave = resolve;
    });
    const left = searchLeaving(firstCall, never, true, 200, noTimer);
    expect(await settledYet(left)).toBe(false);
    leave();
    expect(await settledYet(left)).toBe(true);
  });

  it('does not wait when no token can be spent now: the app must render to say why', async () => {
    expect(await settledYet(searchLeaving(never, never, false, 200, noTimer))).toBe(true);
  });

  it('stops waiting when the search ended without leaving, failed or not', async () => {
    expect(await settledYet(searchLeaving(never, Promise.resolve(), true, 200, noTimer))).toBe(true);
    expect(
      await settledYet(searchLeaving(never, Promise.reject(new Error('aborted')), true, 200, noTimer)),
    ).toBe(true);
  });

  it('waits no longer than its limit', async () => {
    const timers: Array<[() => void, number]> = [];
    const left = searchLeaving(never, never, true, 200, (run, ms) => timers.push([run, ms]));
    expect(timers.map(([, ms]) => ms)).toEqual([200]);
    expect(await settledYet(left)).toBe(false);
    timers[0]?.[0]();
    expect(await settledYet(left)).toBe(true);
  });
});
