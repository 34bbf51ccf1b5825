/** Test-only: an in-memory history for the search driver, navigating synchronously as a data router does. */
import type { DriverLocation, HistoryAdapter, NavigationAction } from './searchDriver';

export class MemoryHistory implements HistoryAdapter {
  private readonly entries: DriverLocation[];
  private index = 0;
  private lastAction: NavigationAction = 'POP';
  private readonly listeners = new Set<() => void>();
  /** Every navigation, in order: `push /?q=x`, `replace /`. */
  readonly log: string[] = [];

  constructor(href = '/') {
    this.entries = [MemoryHistory.parse(href, null)];
  }

  private static parse(href: string, state: unknown): DriverLocation {
    const url = new URL(href, 'http://app.test');
    return { pathname: url.pathname, search: url.search, state };
  }

  get href(): string {
    const { pathname, search } = this.location();
    return pathname + search;
  }

  /** Entries pushed so far (the first one included). */
  get length(): number {
    return this.entries.length;
  }

  location(): DriverLocation {
    const entry = this.entries[this.index];
    if (!entry) throw new Error('no entry');
    return entry;
  }

  action(): NavigationAction {
    return this.lastAction;
  }

  navigate(href: string, { replace, state }: { replace: boolean; state?: unknown }): void {
    const entry = MemoryHistory.parse(href, state ?? null);
    if (replace) {
      this.entries[this.index] = entry;
    } else {
      this.entries.splice(this.index + 1, this.entries.length, entry);
      this.index += 1;
    }
    this.lastAction = replace ? 'REPLACE' : 'PUSH';
    this.log.push(`${replace ? 'replace' : 'push'} ${href}`);
    this.notify();
  }

  go(delta: number): void {
    this.index = Math.min(Math.max(0, this.index + delta), this.entries.length - 1);
    this.lastAction = 'POP';
    // Back and forward give a new location object, as a browser's popstate does.
    this.entries[this.index] = { ...this.location() };
    this.notify();
  }

  back(): void {
    this.go(-1);
  }

  listen(onChange: () => void): () => void {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
