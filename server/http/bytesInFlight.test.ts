import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { BytesInFlight } from './bytesInFlight';

describe('BytesInFlight', () => {
  it('refuses a client past its bound, allows it again once its answer ends', () => {
    const ledger = new BytesInFlight({ perClient: 100, total: 1000 });
    const first = ledger.reserve('a', 80);
    expect(first).not.toBeNull();
    expect(ledger.reserve('a', 30)).toBeNull();
    // Another client is not held back by this one's bound.
    expect(ledger.reserve('b', 30)).not.toBeNull();
    first?.();
    first?.();
    expect(ledger.held('a')).toBe(0);
    expect(ledger.reserve('a', 30)).not.toBeNull();
  });

  it('always allows one answer alone, however large, and refuses past the total bound', () => {
    const ledger = new BytesInFlight({ perClient: 100, total: 150 });
    const huge = ledger.reserve('a', 10_000);
    expect(huge).not.toBeNull();
    expect(ledger.reserve('b', 1)).toBeNull();
    huge?.();
    expect(ledger.reserve('b', 120)).not.toBeNull();
    expect(ledger.reserve('c', 40)).toBeNull();
  });

  it('never holds more than the bounds beyond one answer, and gives everything back', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 1, max: 60 }), fc.boolean())),
        (steps) => {
          const ledger = new BytesInFlight({ perClient: 100, total: 200 });
          const releases: (() => void)[] = [];
          for (const [client, bytes, releaseOne] of steps) {
            const before = ledger.held(client);
            const release = ledger.reserve(client, bytes);
            if (release !== null) {
              releases.push(release);
              expect(before === 0 || ledger.held(client) <= 100).toBe(true);
            }
            expect(ledger.held() <= 200 || releases.length === 1).toBe(true);
            if (releaseOne) releases.shift()?.();
          }
          for (const release of releases) release();
          expect([ledger.held(), ledger.held('a'), ledger.held('b'), ledger.held('c')]).toEqual([0, 0, 0, 0]);
        },
      ),
    );
  });
});
