import { describe, expect, it } from 'vitest';

import { selfTimes } from './cpuTop';

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 9 });

describe('self time of a CPU profile', () => {
  it('sums the samples of each function, leaves idle time out and orders the busiest first', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(idle)', '') },
        { id: 2, callFrame: frame('aggregate', 'file:///repo/server/engine/aggregate.ts') },
        { id: 3, callFrame: frame('', 'file:///repo/node_modules/fastify/lib/reply.js') },
        { id: 4, callFrame: frame('aggregate', 'file:///repo/server/engine/aggregate.ts') },
      ],
      samples: [1, 2, 3, 4, 1, 2],
      timeDeltas: [5000, 1000, 500, 2000, 5000, 1000],
    };
    const { busyMs, top } = selfTimes(profile);
    expect(busyMs).toBe(4.5);
    expect(top).toEqual([
      { name: 'aggregate server/engine/aggregate.ts:10', ms: 4, share: 4 / 4.5 },
      { name: '(anonymous) node_modules/fastify/lib/reply.js:10', ms: 0.5, share: 0.5 / 4.5 },
    ]);
  });
});
