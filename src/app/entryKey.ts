/**
 * React Router keys a history entry it did not create (the one a page load opens) as `default`, so every fresh
 * load in a tab shares one key, and a position remembered for one was restored on another. Giving the loaded
 * entry its own key (kept by the browser across reload and back/forward, as the router's own keys are) ties each
 * remembered position to one entry.
 */
export function keyLoadedEntry(history: History, makeKey: () => string = randomKey): void {
  const state: unknown = history.state;
  const current = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string' && current.key !== '') return;
  history.replaceState({ ...current, key: makeKey() }, '');
}

const randomKey = (): string => Math.random().toString(36).slice(2, 10);
