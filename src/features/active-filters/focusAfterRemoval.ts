/**
 * Where focus goes when a chip is removed (WCAG 2.4.3): the next chip, else the previous one, else `null` (the
 * caller then focuses the results heading).
 */
export function focusAfterRemoval(keys: readonly string[], removed: string): string | null {
  const index = keys.indexOf(removed);
  if (index < 0) return null;
  return keys[index + 1] ?? keys[index - 1] ?? null;
}
