import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { FakeClock } from '../testing/fakeClock';
import { fakeFetch, jsonResponse, type RecordedCall } from '../testing/fakeFetch';
import { MAX_SINGLE_REQUESTS, ORG_NAMES_STORE_KEY, OrgCatalogueNames } from './orgCatalogueNames';
import {
  nameIn,
  ORG_NAMES_TTL_MS,
  orgNumbersOf,
  readStoredEntries,
  writeStoredEntries,
} from './orgNameCache';

const BASE = 'http://h/api/organization-catalogue';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const org = (organizationId: string, name: string, nn?: string) => ({
  organizationId,
  name: name.toUpperCase(),
  prefLabel: { nb: name, ...(nn === undefined ? {} : { nn }) },
});

/** Answers like the catalogue: by id (404 when unknown) or the whole list. */
function catalogue(orgs: ReturnType<typeof org>[]) {
  return (call: RecordedCall) => {
    const path = call.url.slice(BASE.length);
    if (path === '/organizations') return jsonResponse(orgs);
    const found = orgs.find((o) => path === `/organizations/${o.organizationId}`);
    return found ? jsonResponse(found) : new Response('{}', { status: 404 });
  };
}

function setup(storage = memoryStorage(), clock = new FakeClock()) {
  const fetch = fakeFetch(
    catalogue([org('111111111', 'Oslo kommune', 'Oslo kommune (nn)'), org('222222222', 'Skatteetaten')]),
  );
  const names = new OrgCatalogueNames({
    baseUrl: BASE,
    fetch: fetch.fetch,
    clock,
    storage,
    batchDelayMs: 20,
  });
  return { names, fetch, clock, storage };
}

describe('OrgCatalogueNames', () => {
  it('asks once for the numbers wanted together, by id when they are few', async () => {
    const { names, fetch, clock } = setup();
    names.want(['111111111']);
    names.want(['222222222', '111111111']);
    expect(fetch.calls).toHaveLength(0);
    await clock.advance(20);
    expect(fetch.calls.map((call) => call.url).sort()).toEqual([
      `${BASE}/organizations/111111111`,
      `${BASE}/organizations/222222222`,
    ]);
    const entry = names.getEntries().get('111111111');
    expect(entry?.names && nameIn(entry.names, 'nn')).toBe('Oslo kommune (nn)');
    expect(entry?.names && nameIn(entry.names, 'en')).toBe('Oslo kommune');
  });

  it('asks for the whole list once when many numbers are wanted', async () => {
    const { names, fetch, clock } = setup();
    const many = Array.from({ length: MAX_SINGLE_REQUESTS + 1 }, (_, i) => String(900000000 + i));
    names.want([...many, '222222222']);
    await clock.advance(20);
    expect(fetch.calls.map((call) => call.url)).toEqual([`${BASE}/organizations`]);
    expect(names.getEntries().get('222222222')?.names?.name).toBe('Skatteetaten');
    // Numbers the list lacks are known to be unknown: not asked again.
    expect(names.getEntries().get(many[0] ?? '')?.names).toBeNull();
    names.want(many);
    await clock.advance(20);
    expect(fetch.calls).toHaveLength(1);
  });

  it('keeps names for a day across page loads, then asks again', async () => {
    const storage = memoryStorage();
    const clock = new FakeClock();
    const first = setup(storage, clock);
    first.names.want(['111111111']);
    await clock.advance(20);
    expect(storage.items.has(`${ORG_NAMES_STORE_KEY}:${BASE}`)).toBe(true);

    await clock.advance(ORG_NAMES_TTL_MS - 1000);
    const second = setup(storage, clock);
    expect(second.names.getEntries().get('111111111')?.names?.nb).toBe('Oslo kommune');
    second.names.want(['111111111']);
    await clock.advance(20);
    expect(second.fetch.calls).toHaveLength(0);

    await clock.advance(2000);
    const third = setup(storage, clock);
    expect(third.names.getEntries().has('111111111')).toBe(false);
    third.names.want(['111111111']);
    await clock.advance(20);
    expect(third.fetch.calls).toHaveLength(1);
  });

  it('tells listeners once per batch and does not retry a failed number in the same page', async () => {
    const clock = new FakeClock();
    const fetch = fakeFetch(new Error('offline'));
    const names = new OrgCatalogueNames({ baseUrl: BASE, fetch: fetch.fetch, clock, storage: null });
    let heard = 0;
    names.subscribe(() => heard++);
    names.want(['111111111']);
    await clock.advance(30);
    names.want(['111111111']);
    await clock.advance(30);
    expect(fetch.calls).toHaveLength(1);
    expect(heard).toBe(0);
  });
});

describe('the stored names', () => {
  it('read back what was written while fresh, and nothing after a day', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^\d{9}$/), fc.option(fc.string({ minLength: 1 }), { nil: null })),
        fc.integer({ min: 0, max: 2 * ORG_NAMES_TTL_MS }),
        (raw, age) => {
          const at = 1_000_000;
          const entries = new Map(
            Object.entries(raw).map(([id, name]) => [id, { at, names: name === null ? null : { name } }]),
          );
          const read = readStoredEntries(writeStoredEntries(entries, at), at + age);
          expect(read.size).toBe(age < ORG_NAMES_TTL_MS ? entries.size : 0);
        },
      ),
    );
  });

  it('treat unreadable text as nothing stored', () => {
    expect(readStoredEntries('{', 0).size).toBe(0);
    expect(readStoredEntries('{"v":2,"entries":{}}', 0).size).toBe(0);
    expect(readStoredEntries(null, 0).size).toBe(0);
  });

  it('take organisation numbers from an orgPath, never its kind', () => {
    expect(orgNumbersOf('/STAT/912660680/974760673')).toEqual(['912660680', '974760673']);
    expect(orgNumbersOf('/KOMMUNE')).toEqual([]);
  });
});
