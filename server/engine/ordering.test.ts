import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { Bitset } from './bitset';
import { buildDateOrders } from './dateOrder';
import { orderedWindow, type OrderStrategy } from './ordering';
import { Scratch } from './scratch';
import { resource } from './testing/fixtures';

/** A catalogue of `n` resources with colliding dates (some missing) and ids that do not follow positions. */
const ordersArb = fc.integer({ min: 1, max: 60 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    times: fc.array(fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }), { minLength: n, maxLength: n }),
    matched: fc.subarray([...Array(n).keys()]),
    scores: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: n, maxLength: n }),
    relevance: fc.boolean(),
    direction: fc.constantFrom('ASC' as const, 'DESC' as const),
    from: fc.integer({ min: 0, max: 65 }),
    length: fc.integer({ min: 1, max: 20 }),
  }),
);

describe('orderedWindow', () => {
  it('gives the same window as a plain sort, with either strategy', () => {
    fc.assert(
      fc.property(
        ordersArb,
        fc.constantFrom<OrderStrategy>('sort', 'scan', 'scanLookup', 'auto'),
        (c, strategy) => {
          const docs = c.times.map((_, d) => resource(`id-${(d * 7919) % 1000}`));
          const time = (d: number) => c.times[d] ?? Number.NEGATIVE_INFINITY;
          const orders = buildDateOrders(
            docs,
            Float64Array.from(c.times.map((t) => t ?? Number.NEGATIVE_INFINITY)),
          );
          const matchedDocs = Int32Array.from(c.matched);
          const scores = c.relevance ? Int32Array.from(c.matched, (d) => c.scores[d] ?? 0) : null;
          const matches = {
            set: Bitset.of(c.n, matchedDocs),
            count: matchedDocs.length,
            docs: matchedDocs,
            scores,
          };

          const score = (d: number) => (c.relevance ? (c.scores[d] ?? 0) : 0);
          const sign = !c.relevance && c.direction === 'ASC' ? 1 : -1;
          const id = (d: number) => docs[d]?.id ?? '';
          const expected = [...c.matched]
            .sort(
              (a, b) =>
                score(b) - score(a) ||
                // Undated last in both directions.
                Number(time(b) !== Number.NEGATIVE_INFINITY) - Number(time(a) !== Number.NEGATIVE_INFINITY) ||
                sign * (time(a) === time(b) ? 0 : time(a) < time(b) ? -1 : 1) ||
                (id(a) < id(b) ? -1 : 1),
            )
            .slice(c.from, c.from + c.length);

          const window = { from: c.from, to: c.from + c.length };
          expect([
            ...orderedWindow(orders, matches, c.direction, window, new Scratch(c.n), strategy),
          ]).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
