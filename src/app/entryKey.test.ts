import { describe, expect, it } from 'vitest';

import { keyLoadedEntry } from './entryKey';

/** The part of History the function uses, with the state it holds. */
function fakeHistory(state: unknown): History {
  const history = {
    state,
    replaceState(next: unknown) {
      history.state = next;
    },
  };
  return history as unknown as History;
}

describe('keyLoadedEntry', () => {
  it('gives a freshly loaded entry its own key, keeping what the state held', () => {
    const history = fakeHistory({ idx: 0 });
    keyLoadedEntry(history, () => 'k1');
    expect(history.state).toEqual({ idx: 0, key: 'k1' });
  });

  it('keys an entry without any state', () => {
    const history = fakeHistory(null);
    keyLoadedEntry(history, () => 'k2');
    expect(history.state).toEqual({ key: 'k2' });
  });

  it('keeps the key of an entry that has one (a reload, or back into the app)', () => {
    const history = fakeHistory({ idx: 3, key: 'abc', usr: null });
    keyLoadedEntry(history, () => 'new');
    expect(history.state).toEqual({ idx: 3, key: 'abc', usr: null });
  });

  it('gives two loads different keys', () => {
    const first = fakeHistory(null);
    const second = fakeHistory(null);
    keyLoadedEntry(first);
    keyLoadedEntry(second);
    expect((first.state as { key: string }).key).not.toBe((second.state as { key: string }).key);
  });
});
