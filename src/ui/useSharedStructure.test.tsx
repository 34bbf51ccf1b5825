import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useSharedStructure } from './useSharedStructure';

interface Model {
  readonly id: string;
  readonly values: readonly { readonly key: string; readonly count: number }[];
}

const model = (id: string, counts: readonly number[]): Model => ({
  id,
  values: counts.map((count, index) => ({ key: `v${index}`, count })),
});

function track(first: Model[]) {
  return renderHook(({ next }) => useSharedStructure(next), { initialProps: { next: first } });
}

describe('useSharedStructure', () => {
  it('returns the first value as it is', () => {
    const first = [model('a', [1, 2])];
    expect(track(first).result.current).toBe(first);
  });

  it('keeps the previous result for an equal rebuild', () => {
    const first = [model('a', [1, 2]), model('b', [3])];
    const { result, rerender } = track(first);
    rerender({ next: [model('a', [1, 2]), model('b', [3])] });
    expect(result.current).toBe(first);
  });

  it('gives a changed part a new object and keeps the unchanged ones', () => {
    const first = [model('a', [1, 2]), model('b', [3])];
    const { result, rerender } = track(first);
    rerender({ next: [model('a', [1, 5]), model('b', [3])] });
    const [a, b] = result.current;
    expect(result.current).not.toBe(first);
    expect(a).not.toBe(first[0]);
    expect(a?.values).toEqual([
      { key: 'v0', count: 1 },
      { key: 'v1', count: 5 },
    ]);
    expect(a?.values[0]).toBe(first[0]?.values[0]);
    expect(b).toBe(first[1]);
  });

  it('shares with the latest result, not the first', () => {
    const first = [model('a', [1])];
    const { result, rerender } = track(first);
    const second = [model('a', [2])];
    rerender({ next: second });
    const shown = result.current;
    rerender({ next: [model('a', [2])] });
    expect(result.current).toBe(shown);
    expect(result.current).toStrictEqual(second);
  });

  it('returns the same result while the input is the same', () => {
    const first = [model('a', [1])];
    const { result, rerender } = track(first);
    const next = [model('a', [2])];
    rerender({ next });
    const shown = result.current;
    rerender({ next });
    expect(result.current).toBe(shown);
  });

  it('settles when the input is made anew in every render but stays equal', () => {
    let renders = 0;
    const { result, rerender } = renderHook(() => {
      renders++;
      return useSharedStructure([model('a', [1, 2])]);
    });
    const first = result.current;
    rerender();
    // Setting state for each equal input would render again and again, until React gives up.
    expect(renders).toBe(2);
    expect(result.current).toBe(first);
  });
});
