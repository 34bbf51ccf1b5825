import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { SearchObject } from '../../src/interface/searchObject';
import { generateCatalogue } from './generate';
import { schemaGuard } from './schemaGuard';

const guard = schemaGuard(SearchObject);
const hits: unknown = JSON.parse(
  JSON.stringify(generateCatalogue({ size: 300, seed: 3, now: new Date('2026-01-01T00:00:00Z') })),
);
const hitArb = fc.constantFrom(...(Array.isArray(hits) ? (hits as unknown[]) : []));

/** A value with one field somewhere inside replaced by an arbitrary JSON value. */
const mutated = fc
  .tuple(hitArb, fc.nat(), fc.jsonValue())
  .map(([hit, at, replacement]) => replaceAt(structuredClone(hit), at, replacement));

function replaceAt(value: unknown, at: number, replacement: unknown): unknown {
  const holders: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        holders.push([node, i]);
        walk(item);
      });
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        holders.push([node as Record<string, unknown>, key]);
        walk(item);
      }
    }
  };
  walk(value);
  const holder = holders[at % Math.max(holders.length, 1)];
  if (holder === undefined) return replacement;
  const [parent, key] = holder;
  if (Array.isArray(parent) && typeof key === 'number') parent[key] = replacement;
  else if (!Array.isArray(parent) && typeof key === 'string') parent[key] = replacement;
  return value;
}

describe('schemaGuard', () => {
  it('passes every hit of the demo catalogue, so loading a good file never needs zod', () => {
    expect(Array.isArray(hits) && hits.every((hit) => guard(hit))).toBe(true);
  });

  it('never passes a value that zod refuses (hits with a field replaced, and any JSON)', () => {
    fc.assert(
      fc.property(fc.oneof(mutated, fc.jsonValue()), (value) => {
        if (guard(value)) expect(SearchObject.safeParse(value).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses what zod refuses in the common mistakes', () => {
    expect(guard({ id: 1, searchType: 'DATASET' })).toBe(false);
    expect(guard({ id: 'a', searchType: 'DATASET', title: { nb: 3 } })).toBe(false);
    expect(guard({ id: 'a', searchType: 'DATASET', keyword: {} })).toBe(false);
    expect(guard({ id: 'a', searchType: 'DATASET', metadata: { timestamp: 'x' } })).toBe(false);
    expect(guard([])).toBe(false);
    expect(guard({ id: 'a', searchType: 'DATASET', title: null, extra: [1] })).toBe(true);
  });

  it('answers false for schema parts it does not know, leaving the verdict to zod', () => {
    expect(schemaGuard(z.union([z.string(), z.number()]))('a')).toBe(false);
    expect(schemaGuard(z.string().check(z.minLength(2)))('abc')).toBe(false);
    expect(schemaGuard(z.object({ a: z.string() }))({ a: 'x' })).toBe(false);
  });
});
