/**
 * Stand-ins for the browser's localStorage and Web Locks, shared by several "tabs" in one test. The
 * locks record whether the storage was written while the lock was held.
 */
import type { ExclusiveLocks, StorageLike } from '../budget/sharedStore';

export class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  writes = 0;
  writesOutsideLock = 0;
  failWrites = false;

  constructor(private readonly locks?: FakeLocks) {}

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('Quota exceeded', 'QuotaExceededError');
    this.writes++;
    if (this.locks && this.locks.held === 0) this.writesOutsideLock++;
    this.items.set(key, value);
  }
}

/** Exclusive locks by name, granted in request order, each released when its callback settles. */
export class FakeLocks implements ExclusiveLocks {
  held = 0;
  maxHeld = 0;
  requests = 0;
  private readonly tails = new Map<string, Promise<unknown>>();

  request<T>(name: string, _options: { mode: 'exclusive' }, callback: () => T): Promise<Awaited<T>> {
    this.requests++;
    const previous = this.tails.get(name) ?? Promise.resolve();
    const run = previous.then(async (): Promise<Awaited<T>> => {
      this.held++;
      this.maxHeld = Math.max(this.maxHeld, this.held);
      try {
        return await callback();
      } finally {
        this.held--;
      }
    });
    this.tails.set(
      name,
      run.then(
        () => undefined,
        () => undefined,
      ),
    );
    return run;
  }
}
