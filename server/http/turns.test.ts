import { describe, expect, it } from 'vitest';

import { createTurns, type TurnClock } from './turns';

/** A clock whose time moves only by the tasks' own work (`spend`) and the waits the turns ask for. */
function testClock() {
  let time = 1_000;
  const waits: number[] = [];
  const clock: TurnClock = {
    now: () => time,
    wait: async (ms) => {
      waits.push(ms);
      time += ms;
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
  return { clock, waits, spend: (ms: number) => (time += ms) };
}

describe('createTurns', () => {
  it('runs tasks one at a time in order, a task that returns a promise keeping its turn until it settles', async () => {
    const turns = createTurns();
    const log: string[] = [];
    let release = () => {};
    const slow = turns.run(async () => {
      log.push('slow begins');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      log.push('slow ends');
      return 1;
    });
    const quick = turns.run(() => {
      log.push('quick');
      return 2;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(log).toEqual(['slow begins']);
    release();
    await expect(Promise.all([slow, quick])).resolves.toEqual([1, 2]);
    expect(log).toEqual(['slow begins', 'slow ends', 'quick']);
  });

  it("lets what came in meanwhile run between two tasks (other requests' answers between two pages)", async () => {
    const turns = createTurns();
    const log: string[] = [];
    const first = turns.run(() => {
      log.push('page 1');
      // Work that arrives during a page, like a visitor's search: it must not wait for the next page.
      setImmediate(() => log.push('search'));
    });
    const second = turns.run(() => log.push('page 2'));
    await Promise.all([first, second]);
    expect(log).toEqual(['page 1', 'search', 'page 2']);
  });

  it('rests while tasks keep coming, as long as the last took; a task that comes alone waits for nothing', async () => {
    const { clock, waits, spend } = testClock();
    const turns = createTurns(clock);
    // One after the other, each given once the last has ended (a page's search, then its render): no rest.
    await turns.run(() => spend(12));
    await turns.run(() => spend(12));
    expect(waits).toEqual([0, 0]);
    // Given together: the second waits the 12 ms the first took, the third the 8 ms of the second.
    await Promise.all([turns.run(() => spend(12)), turns.run(() => spend(8)), turns.run(() => spend(5))]);
    expect(waits).toEqual([0, 0, 0, 12, 8]);
    // The last of them ended with none waiting: the next rests for nothing, however soon it comes.
    await turns.run(() => spend(5));
    expect(waits).toEqual([0, 0, 0, 12, 8, 0]);
  });

  it('goes on after a task that failed, which fails its own caller only', async () => {
    const turns = createTurns();
    const failed = turns.run(() => {
      throw new Error('render failed');
    });
    const next = turns.run(() => 'rendered');
    await expect(failed).rejects.toThrow('render failed');
    await expect(next).resolves.toBe('rendered');
  });
});
