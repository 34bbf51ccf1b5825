/**
 * Page rendering's share of the event loop. A page costs a search and a React render (about 12 ms at p50): a
 * crawler's burst of 20 pages started all at once ran every render in one phase of the loop, so a visitor's
 * `/api/search` waited behind all of them (p50 372 ms against 5 ms alone, `npm run bench:server -- --mode pages`).
 * Run through `turns`, one page's work goes at a time, each in a turn of the loop of its own; back to back, pages
 * still left a search arriving during one to wait for it (3.6×). So when a task ends with others waiting, the next
 * waits as long as the task took, less the time already gone by: while pages keep coming, they take at most half
 * the loop, and a request arriving between two finds it free. A page that comes alone waits for nothing.
 */

export interface TurnClock {
  readonly now: () => number;
  /** Resolves after `ms`, or on the loop's next turn (after the I/O that came in meanwhile) for 0. */
  readonly wait: (ms: number) => Promise<void>;
}

const loopClock: TurnClock = {
  now: () => performance.now(),
  wait: (ms) =>
    new Promise((resolve) => {
      if (ms > 0) setTimeout(resolve, ms);
      else setImmediate(resolve);
    }),
};

export interface Turns {
  /**
   * Runs `task` once every task given before it has ended (and rested, if `task` was waiting then), on a turn of
   * its own. A task's turn lasts until the promise it returns settles; return a promise inside an object to let it
   * go on outside the turn.
   */
  run<T>(task: () => T | Promise<T>): Promise<T>;
}

export function createTurns(clock: TurnClock = loopClock): Turns {
  let tail: Promise<unknown> = Promise.resolve();
  /** Tasks given and not yet begun. */
  let waiting = 0;
  /** Until when the next task rests: set when a task ends while others wait. */
  let restUntil = Number.NEGATIVE_INFINITY;
  const timed = async <T>(task: () => T | Promise<T>): Promise<T> => {
    await clock.wait(Math.max(0, restUntil - clock.now()));
    waiting--;
    const start = clock.now();
    try {
      return await task();
    } finally {
      const end = clock.now();
      restUntil = waiting > 0 ? end + (end - start) : Number.NEGATIVE_INFINITY;
    }
  };
  return {
    run(task) {
      waiting++;
      const result = tail.then(() => timed(task));
      // A failed task is its caller's; the next one runs all the same.
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
