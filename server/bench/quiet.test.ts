import type { CpuInfo } from 'node:os';
import { describe, expect, it } from 'vitest';

import { busyFraction, cpuTimes, waitForQuiet, type CpuTimes } from './quiet';

const cpu = (busy: number, idle: number): CpuInfo => ({
  model: 'test',
  speed: 1,
  times: { user: busy, nice: 0, sys: 0, idle, irq: 0 },
});

describe('the machine is quiet', () => {
  it('when its CPUs were mostly idle between two readings, summed over every CPU', () => {
    const before = cpuTimes([cpu(100, 100), cpu(100, 100)]);
    const after = cpuTimes([cpu(150, 1050), cpu(100, 1100)]);
    expect(before).toEqual({ total: 400, idle: 200 });
    expect(busyFraction(before, after)).toBeCloseTo(50 / 2000);
  });

  it('not when one of two CPUs was busy the whole window', () => {
    expect(busyFraction({ total: 0, idle: 0 }, { total: 2000, idle: 1000 })).toBe(0.5);
    expect(busyFraction({ total: 5, idle: 5 }, { total: 5, idle: 5 })).toBe(0);
  });

  it('waits until a window is quiet, and gives up (saying so) when none is', async () => {
    const readings = (windows: number[]) => {
      let at: CpuTimes = { total: 0, idle: 0 };
      const queue = windows.flatMap((busy) => [busy, busy]);
      return () => {
        const busy = queue.shift() ?? 0;
        at = { total: at.total + 500, idle: at.idle + 500 * (1 - busy) };
        return at;
      };
    };
    const options = { maxBusy: 0.25, windowMs: 1, timeoutMs: 1000 };
    const settled = await waitForQuiet(options, readings([0.9, 0.8, 0.1]));
    expect(settled.quiet).toBe(true);
    expect(settled.busy).toBeCloseTo(0.1);

    const loaded = await waitForQuiet({ ...options, timeoutMs: 0 }, readings([0.9, 0.9]));
    expect(loaded).toMatchObject({ quiet: false });
    expect(loaded.busy).toBeCloseTo(0.9);
  });
});
