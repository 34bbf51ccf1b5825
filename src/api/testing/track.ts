/** Watches a promise so a test can ask, at any moment, whether it has settled and how. */
export interface Tracked<T> {
  readonly promise: Promise<T>;
  state: 'pending' | 'resolved' | 'rejected';
  value: T | undefined;
  error: unknown;
}

export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked: Tracked<T> = { promise, state: 'pending', value: undefined, error: undefined };
  promise.then(
    (value) => {
      tracked.state = 'resolved';
      tracked.value = value;
    },
    (error: unknown) => {
      tracked.state = 'rejected';
      tracked.error = error;
    },
  );
  return tracked;
}
