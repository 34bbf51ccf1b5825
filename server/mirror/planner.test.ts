import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { RESOURCE_TYPES, type ResourceType } from '../../src/interface/vocabulary';
import {
  orgPathChildren,
  planStep,
  probeToKeep,
  queryKey,
  type Part,
  type Probe,
  type Query,
} from './planner';

/** A resource as the planner sees it: a type, an orgPath and a first-harvest day (days ago). */
interface Resource {
  id: number;
  type: ResourceType;
  orgPath: string | null;
  day: number | null;
}

/** The service's rules, naively: filters, every-prefix orgPath buckets, oldest first with undated last. */
function matches(query: Query, resource: Resource): boolean {
  if (query.type !== null && query.type !== resource.type) return false;
  if (query.orgPath === null && resource.orgPath !== null) return false;
  if (typeof query.orgPath === 'string') {
    const path = resource.orgPath;
    if (path === null || (path !== query.orgPath && !path.startsWith(`${query.orgPath}/`))) return false;
  }
  if (query.lastXDays !== undefined && (resource.day === null || resource.day > query.lastXDays))
    return false;
  return true;
}

function hitsOf(catalogue: readonly Resource[], query: Query): Resource[] {
  return catalogue
    .filter((resource) => matches(query, resource))
    .sort((a, b) => (b.day ?? -Infinity) - (a.day ?? -Infinity) || a.id - b.id);
}

function probeOf(catalogue: readonly Resource[], query: Query): Probe {
  const hits = hitsOf(catalogue, query);
  const buckets = new Map<string, number>();
  for (const { orgPath } of hits) {
    const parts = orgPath === null ? [] : orgPath.split('/').slice(1);
    const keys = orgPath === null ? ['null'] : parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
    for (const key of keys) buckets.set(key, (buckets.get(key) ?? 0) + 1);
  }
  return { total: hits.length, orgPath: [...buckets].map(([key, count]) => ({ key, count })) };
}

interface Plan {
  leaves: { query: Query; take: number }[];
  missed: number;
  probes: number;
}

/** Runs the planner to the end against the model, the way the driver does. */
function runPlan(catalogue: readonly Resource[], window: number): Plan {
  const probes = new Map<string, Probe>();
  const plan: Plan = { leaves: [], missed: 0, probes: 0 };
  const stack: Part[] = [{ kind: 'catalogue' }];
  for (let part = stack.pop(); part !== undefined; part = stack.pop()) {
    for (;;) {
      const step = planStep(part, (query) => probes.get(queryKey(query)), window);
      if (step.kind === 'probe') {
        plan.probes += 1;
        // As the driver does: only what the plan can use is kept.
        probes.set(queryKey(step.query), probeToKeep(step.query, probeOf(catalogue, step.query)));
        continue;
      }
      if (step.kind === 'split') stack.push(...[...step.children].reverse());
      else {
        plan.leaves.push({ query: step.query, take: step.take });
        plan.missed += step.missed?.count ?? 0;
      }
      break;
    }
  }
  return plan;
}

const SEGMENTS = [
  '/STAT',
  '/STAT/1',
  '/STAT/1/11',
  '/STAT/1/12',
  '/STAT/2',
  '/KOMMUNE/3',
  '/KOMMUNE',
  '/PRIVAT/4/41/411',
];

const catalogueArbitrary = fc
  .array(
    fc.record({
      type: fc.constantFrom(...RESOURCE_TYPES.slice(0, 3)),
      orgPath: fc.option(fc.constantFrom(...SEGMENTS), { freq: 5 }),
      day: fc.option(fc.integer({ min: 0, max: 40 }), { freq: 20 }),
    }),
    { maxLength: 300 },
  )
  .map((items) => items.map((item, id) => ({ id, ...item })));

describe('planStep', () => {
  it('puts every resource in exactly one leaf, every leaf within the window, and counts the rest as missed', () => {
    fc.assert(
      fc.property(catalogueArbitrary, fc.integer({ min: 3, max: 60 }), (catalogue, window) => {
        const plan = runPlan(catalogue, window);
        const seen = new Map<number, number>();
        for (const leaf of plan.leaves) {
          expect(leaf.take).toBeLessThanOrEqual(window);
          for (const hit of hitsOf(catalogue, leaf.query).slice(0, leaf.take)) {
            seen.set(hit.id, (seen.get(hit.id) ?? 0) + 1);
          }
        }
        expect([...seen.values()].every((times) => times === 1)).toBe(true);
        expect(seen.size + plan.missed).toBe(catalogue.length);
      }),
      { numRuns: 300 },
    );
  });

  it('misses nothing when every resource is dated and no day holds more than the window', () => {
    fc.assert(
      fc.property(catalogueArbitrary, (catalogue) => {
        const dated = catalogue.map((resource) => ({ ...resource, day: resource.day ?? resource.id % 41 }));
        const window = 20;
        const perDay = new Map<string, number>();
        for (const { type, day } of dated)
          perDay.set(`${type} ${day}`, (perDay.get(`${type} ${day}`) ?? 0) + 1);
        fc.pre([...perDay.values()].every((count) => count <= window));
        const plan = runPlan(dated, window);
        expect(plan.missed).toBe(0);
        expect(plan.leaves.reduce((sum, leaf) => sum + leaf.take, 0)).toBe(dated.length);
      }),
      { numRuns: 200 },
    );
  });

  it('needs one probe per part when everything fits', () => {
    const catalogue: Resource[] = [{ id: 0, type: 'datasets', orgPath: '/STAT', day: 1 }];
    const plan = runPlan(catalogue, 10);
    expect(plan.probes).toBe(1 + RESOURCE_TYPES.length);
    expect(plan.leaves.filter((leaf) => leaf.take > 0)).toEqual([{ query: { type: 'datasets' }, take: 1 }]);
  });
});

describe('orgPathChildren', () => {
  it('splits the top level with the null bucket, and a path one level down', () => {
    const probe = {
      total: 5,
      orgPath: [
        { key: '/STAT', count: 3 },
        { key: '/STAT/1', count: 3 },
        { key: 'null', count: 2 },
      ],
    };
    expect(orgPathChildren(undefined, probe)).toEqual([null, '/STAT']);
    expect(orgPathChildren('/STAT', { total: 3, orgPath: probe.orgPath })).toEqual(['/STAT/1']);
  });

  it('refuses a split that would lose the resources on the path itself', () => {
    const probe = {
      total: 4,
      orgPath: [
        { key: '/STAT', count: 4 },
        { key: '/STAT/1', count: 3 },
      ],
    };
    expect(orgPathChildren('/STAT', probe)).toBeNull();
    expect(orgPathChildren(null, probe)).toBeNull();
  });
});
