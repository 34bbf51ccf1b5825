/**
 * The app's request budget: every request to the search service first takes a token here. Waiting
 * requests queue (user before background, first come first served); a newer request in the same lane
 * replaces a waiting older one. The state is shared through a `BudgetStore`, so all tabs of the app
 * in one browser spend from one bucket, as the service counts them: per address.
 */
import { RATE_LIMIT } from '../../interface/vocabulary';
import type { BudgetState } from './budgetState';
import {
  availableTokens,
  clearThrottles,
  initialBudgetState,
  isPaused,
  recentSpend,
  spend,
  throttle,
  withinLimits,
} from './budgetState';
import type { Clock, TimerId } from './clock';
import { systemClock } from './clock';
import type { RecoveryCause } from '../recovery';
import { recoveryDelayMs } from '../recovery';
import type { BudgetStore } from './budgetStore';
import { createMemoryStore } from './budgetStore';
import type { BucketLimits } from '../../interface/tokenBucket';
import { effectiveCost } from '../../interface/tokenBucket';
import type { ThrottleCause } from './budgetState';

export type BudgetPriority = 'user' | 'background';

export interface AcquireOptions {
  /** Requests of one lane replace each other while waiting: only the newest is worth its token. */
  lane?: string;
  priority?: BudgetPriority;
  /** Tokens to take (2 when the request also costs a CORS preflight). */
  cost?: number;
  signal?: AbortSignal;
  /**
   * Spend only spare tokens (`spareTokens`): granted at once when enough are spare, else rejected at once with a
   * `NoSpareTokensError`; never queued, so it never waits in front of, or beside, the visitor's own searches.
   */
  spareOnly?: boolean;
}

export type BudgetStatus = 'ready' | 'waiting' | 'throttled';

/**
 * Why requests are held back while `status` is `throttled`: this address sent too many (`throttled`: a 429 without
 * `Retry-After`, a failed fetch right after a burst), the service sheds load (`busy`: a 503, a 429 with
 * `Retry-After`), or a request failed (a server error, an unreadable answer, no answer) and waits to try again by
 * itself (`recovering`).
 */
export type BudgetPauseReason = 'throttled' | 'busy' | 'recovering';

/** A failed request waiting to try again: what failed and when it tries next. One object per wait. */
export interface Recovery {
  readonly lane: string | undefined;
  readonly cause: RecoveryCause;
  /** The HTTP status of a server error. */
  readonly status: number | undefined;
  /** How many retries came before this wait (0 for the first). */
  readonly retry: number;
  /** Epoch ms of the next try. */
  readonly until: number;
}

export interface BudgetSnapshot {
  /** Whole tokens available now (0 while throttled). */
  readonly tokens: number;
  readonly capacity: number;
  /**
   * `waiting`: requests queue for tokens; `throttled`: requests are held back by the service's state, the
   * `reason` says how (refused us, or failed and will be tried again).
   */
  readonly status: BudgetStatus;
  /** Set when `status` is `throttled`, else null. */
  readonly reason: BudgetPauseReason | null;
  /** Epoch ms when the next queued request goes out (or the pause or the next retry ends); null when ready. */
  readonly resumeAt: number | null;
  /** Requests of this tab waiting for tokens. */
  readonly queued: number;
  /** The earliest failed request of this tab waiting to try again, or null. */
  readonly recovery: Recovery | null;
}

export interface RequestBudgetOptions {
  perMinute?: number;
  burst?: number;
  /** See `BucketLimits.refillMarginMs`; 0 by default. */
  refillMarginMs?: number;
  store?: BudgetStore;
  clock?: Clock;
  /** Source of jitter, in [0, 1). */
  random?: () => number;
}

/** The rejection of a waiting request that a newer one in its lane replaced; named like an abort. */
export class SupersededError extends Error {
  override readonly name = 'AbortError';
  readonly lane: string;
  constructor(lane: string) {
    super(`Replaced by a newer request in lane "${lane}"`);
    this.lane = lane;
  }
}

/** A spare-only request refused: the tokens left are kept for the visitor's own next searches. */
export class NoSpareTokensError extends Error {
  override readonly name = 'NoSpareTokensError';
  constructor() {
    super('No spare tokens: kept for the next searches');
  }
}

/** Whether an error is a spare-only request that the budget refused. */
export function isNoSpareTokens(error: unknown): error is NoSpareTokensError {
  return error instanceof NoSpareTokensError;
}

interface Waiter {
  readonly lane: string | undefined;
  readonly rank: number;
  readonly cost: number;
  readonly signal: AbortSignal | undefined;
  state: 'waiting' | 'granted' | 'dropped';
  readonly resolve: () => void;
  readonly reject: (reason: unknown) => void;
  readonly onAbort: () => void;
}

/** A failed request waiting to try again (not yet queued for a token). */
interface RecoveryHold {
  readonly recovery: Recovery;
  /** The end of the service's `Retry-After`: not even `wake` ends the wait before it. */
  readonly notBefore: number;
  /** Ends the wait: with a reason it rejects, without it the request goes on to take its token. */
  readonly finish: (failure: { reason: unknown } | null) => void;
}

export interface RecoveryOptions {
  /** A newer request in this lane ends the wait (rejects with a `SupersededError`). */
  lane?: string;
  signal?: AbortSignal;
  /** What failed (shown while it waits); `server-error` when not said. */
  cause?: RecoveryCause;
  status?: number;
  /** The service's `Retry-After`: the wait is never shorter. */
  retryAfterMs?: number;
}

export interface WakeOptions {
  /** Only the waits of this lane. */
  lane?: string;
  /** The visitor asked ("Try again now"): not even a server error's `Retry-After` holds it back. */
  evenBeforeRetryAfter?: boolean;
}

const RANK: Record<BudgetPriority, number> = { user: 0, background: 1 };

export class RequestBudget {
  readonly limits: BucketLimits;
  private readonly store: BudgetStore;
  /** The budget's time and timers: a countdown of one of its waits ticks on it too. */
  readonly clock: Clock;
  private readonly random: () => number;
  private queue: Waiter[] = [];
  private readonly holds = new Set<RecoveryHold>();
  private pumping = false;
  private pumpAgain = false;
  private pumpTimer: TimerId | undefined;
  private refreshTimer: TimerId | undefined;
  private readonly listeners = new Set<() => void>();
  private stopWatchingStore: (() => void) | undefined;
  private snapshot: BudgetSnapshot;

  constructor(options: RequestBudgetOptions = {}) {
    this.limits = {
      perMinute: options.perMinute ?? RATE_LIMIT.perMinute,
      burst: options.burst ?? RATE_LIMIT.burst,
      refillMarginMs: Math.max(0, options.refillMarginMs ?? 0),
    };
    if (!(this.limits.perMinute > 0) || !(this.limits.burst >= 1)) {
      throw new RangeError(
        `A request budget needs perMinute > 0 and burst >= 1, not ${JSON.stringify(this.limits)}`,
      );
    }
    this.store = options.store ?? createMemoryStore();
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.snapshot = this.computeSnapshot();
  }

  now(): number {
    return this.clock.now();
  }

  /**
   * Tokens that may go to requests the visitor did not ask for (counts of alternatives, suggestions): those beyond
   * half the burst, which stay for the visitor's own next searches; none while any request of this tab waits, is
   * held back to try again, or the service has paused us.
   */
  spareTokens(): number {
    if (this.queue.length > 0 || this.holds.size > 0) return 0;
    const state = this.current(this.store.peek());
    return Math.max(0, availableTokens(state, this.limits, this.clock.now()) - this.reserve());
  }

  /** The tokens kept for the visitor's own searches: half the burst, rounded up. */
  reserve(): number {
    return Math.ceil(this.limits.burst / 2);
  }

  /** Resolves once `cost` tokens are taken; rejects with the signal's reason or a `SupersededError`. */
  async acquire(options: AcquireOptions = {}): Promise<void> {
    const { lane, signal } = options;
    signal?.throwIfAborted();
    if (options.spareOnly === true) return this.acquireSpare(effectiveCost(options.cost ?? 1, this.limits));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        lane,
        rank: RANK[options.priority ?? 'user'],
        cost: effectiveCost(options.cost ?? 1, this.limits),
        signal,
        state: 'waiting',
        resolve,
        reject,
        onAbort: () => this.drop(waiter, signal?.reason),
      };
      if (lane !== undefined) {
        for (const older of this.queue.filter((queued) => queued.lane === lane)) {
          this.drop(older, new SupersededError(lane));
        }
        for (const hold of [...this.holds]) {
          if (hold.recovery.lane === lane) hold.finish({ reason: new SupersededError(lane) });
        }
      }
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.queue.push(waiter);
      this.changed();
      void this.pump();
    });
  }

  /**
   * The service throttled us: empty the bucket and pause, for `retryAfterMs` when the service said,
   * else for an exponential backoff with jitter. Shared with every tab.
   */
  async reportThrottled(retryAfterMs?: number, cause: ThrottleCause = 'limited'): Promise<void> {
    await this.record((state) =>
      throttle(state, this.limits, this.clock.now(), retryAfterMs, this.random(), cause),
    );
    this.changed();
    void this.pump();
  }

  /**
   * A request failed (a server error, an unreadable answer, no answer) and will try again: waits the
   * recovery backoff for its `retry` (0 for the first; `recoveryDelayMs`), while the snapshot shows `throttled`
   * for the reason `recovering` with the time of the next try and what failed. Only this request waits; others go
   * on. `wake` ends the wait early. Rejects at once on an abort, or when a newer request of the lane is waiting
   * or arrives.
   */
  async waitToRecover(retry: number, options: RecoveryOptions = {}): Promise<void> {
    const { lane, signal } = options;
    signal?.throwIfAborted();
    if (lane !== undefined && this.queue.some((waiter) => waiter.lane === lane)) {
      throw new SupersededError(lane);
    }
    const delay = recoveryDelayMs(retry, this.random(), options.retryAfterMs);
    return new Promise<void>((resolve, reject) => {
      // Rejects with the abort's own reason, whatever it is, as `acquire` does.
      const settle = { resolve, reject: reject as (reason: unknown) => void };
      const finish = (failure: { reason: unknown } | null) => {
        if (!this.holds.delete(hold)) return;
        this.clock.clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.changed();
        if (failure) settle.reject(failure.reason);
        else settle.resolve();
      };
      const onAbort = () => finish({ reason: signal?.reason });
      const hold: RecoveryHold = {
        recovery: {
          lane,
          cause: options.cause ?? 'server-error',
          status: options.status,
          retry,
          until: this.clock.now() + delay,
        },
        notBefore: this.clock.now() + (options.retryAfterMs ?? 0),
        finish,
      };
      const timer = this.clock.setTimeout(() => finish(null), delay);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.holds.add(hold);
      this.changed();
    });
  }

  /**
   * Every failed request waiting to try again tries now (the browser is back online, the page is shown again). Each
   * still takes its token, and waits for one like any request, so waking never sends more than the budget allows,
   * nor before the end of the service's pause or a `Retry-After` it gave with its error.
   */
  wake(options: WakeOptions = {}): void {
    const now = this.clock.now();
    for (const hold of [...this.holds]) {
      if (options.lane !== undefined && hold.recovery.lane !== options.lane) continue;
      if (hold.notBefore <= now || options.evenBeforeRetryAfter === true) hold.finish(null);
    }
  }

  /** An answer that was not a throttle: the next throttle starts the backoff afresh. */
  async reportSuccess(): Promise<void> {
    await this.record(clearThrottles);
  }

  /** Tokens spent by every tab in the last `windowMs` (remembered up to two minutes). */
  recentSpend(windowMs: number): number {
    return recentSpend(this.current(this.store.peek()), this.clock.now(), windowMs);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) {
      this.stopWatchingStore = this.store.subscribe(() => this.changed());
      this.changed();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.stopWatchingStore?.();
      this.stopWatchingStore = undefined;
      this.clearRefresh();
    };
  }

  /** The same object until something changes (as React's `useSyncExternalStore` requires). */
  getSnapshot(): BudgetSnapshot {
    // Without subscribers nothing keeps the cache current, so it is refreshed on demand.
    if (this.listeners.size === 0) this.snapshot = this.freshSnapshot();
    return this.snapshot;
  }

  /** Stops timers and rejects whatever still waits (for tests and teardown). */
  dispose(): void {
    for (const waiter of [...this.queue])
      this.drop(waiter, new DOMException('Budget disposed', 'AbortError'));
    for (const hold of [...this.holds])
      hold.finish({ reason: new DOMException('Budget disposed', 'AbortError') });
    this.clearPumpTimer();
    this.clearRefresh();
    this.stopWatchingStore?.();
    this.stopWatchingStore = undefined;
    this.listeners.clear();
  }

  /** Checked and spent in one step of the store (shared by the tabs), so two tabs cannot both take the last spare. */
  private async acquireSpare(cost: number): Promise<void> {
    if (this.queue.length > 0 || this.holds.size > 0) throw new NoSpareTokensError();
    const granted = await this.store.update((stored) => {
      const state = this.current(stored);
      const now = this.clock.now();
      if (availableTokens(state, this.limits, now) - cost < this.reserve()) {
        return { state: stored ?? state, result: false };
      }
      const outcome = spend(state, this.limits, now, cost);
      return outcome.granted
        ? { state: outcome.state, result: true }
        : { state: stored ?? state, result: false };
    });
    if (!granted) throw new NoSpareTokensError();
    this.changed();
  }

  /** Bookkeeping that must not fail a request: a store error leaves the state as it was. */
  private async record(transition: (state: BudgetState) => BudgetState): Promise<void> {
    try {
      await this.store.update((stored) => {
        const state = this.current(stored);
        const next = transition(state);
        return { state: next === state ? (stored ?? next) : next, result: null };
      });
    } catch {
      // Nothing to do: the next update tries the store again.
    }
  }

  private current(stored: BudgetState | null): BudgetState {
    return stored ? withinLimits(stored, this.limits) : initialBudgetState(this.limits, this.clock.now());
  }

  /** The first waiter of the best rank; the queue is in arrival order (first come, first served). */
  private next(): Waiter | undefined {
    let best: Waiter | undefined;
    for (const waiter of this.queue) {
      if (!best || waiter.rank < best.rank) best = waiter;
    }
    return best;
  }

  private drop(waiter: Waiter, reason: unknown): void {
    if (waiter.state !== 'waiting') return;
    waiter.state = 'dropped';
    this.remove(waiter);
    waiter.reject(reason);
    this.changed();
    void this.pump();
  }

  private remove(waiter: Waiter): void {
    this.queue = this.queue.filter((queued) => queued !== waiter);
    waiter.signal?.removeEventListener('abort', waiter.onAbort);
  }

  /** One pass at a time; calls during a pass make it look again at the queue. */
  private async pump(): Promise<void> {
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    try {
      for (;;) {
        this.pumpAgain = false;
        this.clearPumpTimer();
        const head = this.next();
        if (!head) break;
        const waitMs = await this.store.update((stored) => {
          // Checked inside the lock: a request dropped while we waited for it must not spend.
          if (head.state !== 'waiting') return { state: this.current(stored), result: 0 };
          const outcome = spend(this.current(stored), this.limits, this.clock.now(), head.cost);
          if (!outcome.granted) return { state: stored ?? this.current(stored), result: outcome.waitMs };
          head.state = 'granted';
          return { state: outcome.state, result: 0 };
        });
        if (head.state === 'granted') {
          this.remove(head);
          head.resolve();
          this.changed();
          continue;
        }
        if (waitMs > 0 && !this.pumpAgain) {
          this.pumpTimer = this.clock.setTimeout(() => {
            this.pumpTimer = undefined;
            void this.pump();
          }, waitMs);
          break;
        }
      }
    } catch (error) {
      // A store that cannot be updated leaves no way to count: fail the requests rather than hang.
      for (const waiter of [...this.queue]) this.drop(waiter, error);
    } finally {
      this.pumping = false;
    }
  }

  private clearPumpTimer(): void {
    if (this.pumpTimer === undefined) return;
    this.clock.clearTimeout(this.pumpTimer);
    this.pumpTimer = undefined;
  }

  private clearRefresh(): void {
    if (this.refreshTimer === undefined) return;
    this.clock.clearTimeout(this.refreshTimer);
    this.refreshTimer = undefined;
  }

  private changed(): void {
    const fresh = this.freshSnapshot();
    const changed = fresh !== this.snapshot;
    this.snapshot = fresh;
    if (this.listeners.size === 0) return;
    this.scheduleRefresh();
    if (changed) for (const listener of [...this.listeners]) listener();
  }

  /** A new snapshot only when a field differs, else the cached one. */
  private freshSnapshot(): BudgetSnapshot {
    const next = this.computeSnapshot();
    const last = this.snapshot;
    return next.tokens === last.tokens &&
      next.capacity === last.capacity &&
      next.status === last.status &&
      next.reason === last.reason &&
      next.resumeAt === last.resumeAt &&
      next.queued === last.queued &&
      next.recovery === last.recovery
      ? last
      : next;
  }

  private computeSnapshot(): BudgetSnapshot {
    const now = this.clock.now();
    const state = this.current(this.store.peek());
    const head = this.next();
    const paused = isPaused(state, now);
    let resumeAt: number | null = null;
    // Waiting means a request really has to wait for a token; one that can go now is merely in passage.
    let mustWait = false;
    if (head) {
      const outcome = spend(state, this.limits, now, head.cost);
      mustWait = !outcome.granted;
      resumeAt = outcome.granted ? now : now + outcome.waitMs;
    } else if (paused) {
      resumeAt = state.pausedUntil;
    }
    let status: BudgetStatus = paused ? 'throttled' : mustWait ? 'waiting' : 'ready';
    let reason: BudgetPauseReason | null = paused
      ? state.pauseCause === 'busy'
        ? 'busy'
        : 'throttled'
      : null;
    // A retry after a failure counts down like a throttle, unless the service's own pause is shown.
    const recovery = this.nextRecovery();
    if (!paused && recovery !== null && (resumeAt === null || !mustWait || recovery.until < resumeAt)) {
      status = 'throttled';
      reason = 'recovering';
      resumeAt = recovery.until;
    }
    return {
      tokens: availableTokens(state, this.limits, now),
      capacity: this.limits.burst,
      status,
      reason,
      resumeAt,
      queued: this.queue.length,
      recovery,
    };
  }

  /** The failed request that tries again first; null when none waits to. */
  private nextRecovery(): Recovery | null {
    let earliest: Recovery | null = null;
    for (const { recovery } of this.holds) {
      if (earliest === null || recovery.until < earliest.until) earliest = recovery;
    }
    return earliest;
  }

  /** While someone watches, wake up when the next whole token arrives or the pause ends. */
  private scheduleRefresh(): void {
    this.clearRefresh();
    const now = this.clock.now();
    const state = this.current(this.store.peek());
    const tokens = availableTokens(state, this.limits, now);
    if (tokens >= this.limits.burst && !isPaused(state, now)) return;
    const outcome = spend(state, this.limits, now, Math.min(tokens + 1, this.limits.burst));
    const untilToken = outcome.granted ? 1 : outcome.waitMs;
    const delay = isPaused(state, now) ? Math.min(untilToken, state.pausedUntil - now) : untilToken;
    this.refreshTimer = this.clock.setTimeout(() => {
      this.refreshTimer = undefined;
      this.changed();
    }, delay);
  }
}
