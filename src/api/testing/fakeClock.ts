/** A clock for tests: time moves only when the test advances it, firing due timers in order. */
import type { Clock, TimerId } from '../budget/clock';

interface Timer {
  id: number;
  at: number;
  callback: () => void;
}

/** Lets pending promise chains (locks, stores, message ports) run to their next real wait. */
export async function settle(turns = 3): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

export class FakeClock implements Clock {
  private time: number;
  private nextId = 1;
  private timers: Timer[] = [];

  /** `settleTurns`: event-loop turns let run after each timer (more for work that spans tasks, like IndexedDB). */
  constructor(
    start = Date.UTC(2026, 10, 21, 12, 0, 0),
    private readonly settleTurns = 3,
  ) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): TimerId {
    const id = this.nextId++;
    this.timers.push({ id, at: this.time + Math.max(0, ms), callback });
    return id;
  }

  clearTimeout(id: TimerId): void {
    this.timers = this.timers.filter((timer) => timer.id !== id);
  }

  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, firing each due timer at its own time and settling after each. */
  async advance(ms: number): Promise<void> {
    const target = this.time + ms;
    await settle(this.settleTurns);
    for (;;) {
      const due = this.timers
        .filter((timer) => timer.at <= target)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.time = Math.max(this.time, due.at);
      due.callback();
      await settle(this.settleTurns);
    }
    this.time = target;
    await settle(this.settleTurns);
  }
}
