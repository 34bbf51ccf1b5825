/**
 * Where the budget's state lives: the contract, the store of one tab (memory), and the channel on which the tabs
 * sharing a store (indexedDbStore.ts) tell each other of a change.
 */
import type { BudgetState } from './budgetState';

export interface BudgetStore {
  /**
   * Runs `fn` once on the current state (`null`: nothing valid stored) as one atomic step and keeps the
   * state it returns. Returning the very object it was given means "no change": nothing is written.
   */
  update<R>(fn: (state: BudgetState | null) => { state: BudgetState; result: R }): Promise<R>;
  /** The latest state this tab knows of, without waiting: for display and for counting recent spending. */
  peek(): BudgetState | null;
  /** `listener` runs after every change, made here or in another tab. */
  subscribe(listener: () => void): () => void;
  /** True while the state is shared with other tabs (false after falling back to memory). */
  readonly shared: boolean;
  close(): void;
}

/** Messages between the tabs of one store key. */
export interface ChangeChannel {
  post(message: unknown): void;
  listen(listener: (message: unknown) => void): () => void;
  close(): void;
}

export const BUDGET_STORE_KEY = 'catalogue-search:request-budget';

export function createMemoryStore(initial: BudgetState | null = null): BudgetStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    shared: false,
    update(fn) {
      try {
        const next = fn(state);
        if (next.state !== state) {
          state = next.state;
          for (const listener of [...listeners]) listener();
        }
        return Promise.resolve(next.result);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    peek: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listeners.clear(),
  };
}

export function broadcastChangeChannel(name: string): ChangeChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen(listener) {
      const handler = (event: MessageEvent<unknown>) => listener(event.data);
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
    close: () => channel.close(),
  };
}
