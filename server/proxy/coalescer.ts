/** Identical requests in flight share one promise: the first starts the work, the others wait for it. */
export interface Coalescer<T> {
  /** The shared result, and whether this caller joined work already in flight. */
  run(key: string, task: () => Promise<T>): { result: Promise<T>; joined: boolean };
  /** Whether work for `key` is in flight (a `run` now would join it). */
  has(key: string): boolean;
  readonly inFlight: number;
}

export function createCoalescer<T>(): Coalescer<T> {
  const running = new Map<string, Promise<T>>();
  return {
    run(key, task) {
      const existing = running.get(key);
      if (existing !== undefined) return { result: existing, joined: true };
      const result = task().finally(() => running.delete(key));
      running.set(key, result);
      return { result, joined: false };
    },
    has: (key) => running.has(key),
    get inFlight() {
      return running.size;
    },
  };
}
