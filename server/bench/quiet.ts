/**
 * Waiting for a quiet machine before a timed check. The ratio check compares two requests on one server, so
 * steady load weighs on both; but a machine busy with other work (another test run, an install finishing) preempts
 * the server mid-answer and puts that in the search's tail, which a ratio cannot cancel. So the check first waits,
 * for a bounded time, until the machine's CPUs are mostly idle, measured directly from their counters over a short
 * window (the load average lags by minutes).
 */
import { cpus, type CpuInfo } from 'node:os';

/** The CPUs' summed times, in ms: all of them, and idle. */
export interface CpuTimes {
  total: number;
  idle: number;
}

export function cpuTimes(info: readonly CpuInfo[] = cpus()): CpuTimes {
  let total = 0;
  let idle = 0;
  for (const { times } of info) {
    total += times.user + times.nice + times.sys + times.idle + times.irq;
    idle += times.idle;
  }
  return { total, idle };
}

/** The fraction of CPU time spent busy between two readings (0 when no time passed). */
export function busyFraction(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - (after.idle - before.idle) / total));
}

export interface QuietOptions {
  /** Busy at most this fraction of all CPUs' time to count as quiet. */
  maxBusy: number;
  /** Each reading's window. */
  windowMs: number;
  /** Give up waiting (and measure anyway) after this long. */
  timeoutMs: number;
}

export const QUIET: QuietOptions = { maxBusy: 0.25, windowMs: 2000, timeoutMs: 5 * 60_000 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits until one window is quiet or the time is up; returns how long it waited and the last window's busy fraction.
 */
export async function waitForQuiet(
  options: QuietOptions = QUIET,
  read: () => CpuTimes = cpuTimes,
): Promise<{ waitedMs: number; busy: number; quiet: boolean }> {
  const start = performance.now();
  for (;;) {
    const before = read();
    await sleep(options.windowMs);
    const busy = busyFraction(before, read());
    const waitedMs = performance.now() - start;
    if (busy <= options.maxBusy) return { waitedMs, busy, quiet: true };
    if (waitedMs >= options.timeoutMs) return { waitedMs, busy, quiet: false };
  }
}
