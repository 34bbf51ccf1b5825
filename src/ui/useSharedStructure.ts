import { replaceEqualDeep } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * `next`, with every part equal to the previous result's kept identical (TanStack Query's structural sharing), so
 * a memoized child whose part did not change skips its render. Shares only when `next` is a new value: the previous
 * result is state, adjusted in the render that sees a new input (React's pattern for information from previous
 * renders), so an unchanged input costs nothing. Memoize `next`: an input made anew in every render is compared
 * again in every render. One equal to the result is not kept, so that it cannot set state in every render.
 */
export function useSharedStructure<T>(next: T): T {
  const [kept, setKept] = useState({ input: next, output: next });
  if (kept.input === next) return kept.output;
  const output = replaceEqualDeep(kept.output, next);
  if (output !== kept.output) setKept({ input: next, output });
  return output;
}
