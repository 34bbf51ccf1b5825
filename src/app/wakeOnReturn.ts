/**
 * A failed search waits its backoff before it tries again; when the browser comes back online, or the page is
 * shown again (a phone unlocked, a tab brought forward), the reason it failed has likely passed, so it tries at
 * once. Each try still takes its token from the budget (`RequestBudget.wake`).
 */
export function wakeOnReturn(
  wake: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>,
): () => void {
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') wake();
  };
  target.addEventListener('online', wake);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('online', wake);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
