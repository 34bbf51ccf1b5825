/** A `fetch` that reports when it is first called, and the promise that says so. */
export interface WatchedFetch {
  readonly fetch: typeof fetch;
  /** Resolves when the first request has been handed to the browser. */
  readonly firstCall: Promise<void>;
}

export function watchFirstCall(fetchImpl: typeof fetch): WatchedFetch {
  let called: () => void = () => undefined;
  const firstCall = new Promise<void>((resolve) => {
    called = resolve;
  });
  return {
    fetch: (input, init) => {
      called();
      return fetchImpl(input, init);
    },
    firstCall,
  };
}

/**
 * Resolves once the first search has left, or at once when it cannot leave now (no token to spend: the app must
 * render to say why), or when it ended without leaving, or after `limitMs` in any case: the app's own code is
 * worth waiting for only as long as the request is about to leave.
 */
export function searchLeaving(
  firstCall: Promise<void>,
  settled: Promise<unknown>,
  canSendNow: boolean,
  limitMs: number,
  setTimer: (run: () => void, ms: number) => unknown = setTimeout,
): Promise<void> {
  if (!canSendNow) return Promise.resolve();
  return new Promise<void>((resolve) => {
    setTimer(resolve, limitMs);
    void firstCall.then(resolve);
    settled.then(
      () => resolve(),
      () => resolve(),
    );
  });
}
