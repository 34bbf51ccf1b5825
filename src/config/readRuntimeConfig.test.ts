import { describe, expect, it } from 'vitest';

import { RUNTIME_CONFIG_ELEMENT_ID } from '../interface/runtimeConfig';
import { loadRuntimeConfig } from './loadRuntimeConfig';
import { readRuntimeConfig } from './readRuntimeConfig';
import { environmentIds, selectEnvironment } from './selectEnvironment';

const local = { id: 'local', label: 'Local demo catalogue', searchApiBaseUrl: '/api' };
const demo = {
  id: 'demo',
  label: 'Felles datakatalog, demo',
  searchApiBaseUrl: 'https://search.api.demo.fellesdatakatalog.digdir.no',
  organizationCatalogueUrl: 'https://organization-catalog.demo.fellesdatakatalog.digdir.no',
  rateLimit: { perMinute: 10, burst: 20 },
};
const current = {
  environments: [local, demo],
  defaultEnvironment: 'local',
  resourcePageUrl: 'https://data.norge.no/{lang}/{type}/{id}',
  rateLimit: { perMinute: 10, burst: 20 },
};

describe('readRuntimeConfig', () => {
  it('reads the current shape as it is', () => {
    expect(readRuntimeConfig(current)).toEqual(current);
  });

  it('reads the shape before environments as its only environment', () => {
    expect(
      readRuntimeConfig({
        searchApiBaseUrl: '/api',
        serviceLabel: 'Local demo catalogue (20,000 resources, seed 1)',
        resourcePageUrl: 'https://data.norge.no/{lang}/{type}/{id}',
        organizationCatalogueUrl: '/api/organization-catalogue',
        rateLimit: { perMinute: 10, burst: 20 },
      }),
    ).toEqual({
      environments: [
        {
          id: 'default',
          label: 'Local demo catalogue (20,000 resources, seed 1)',
          searchApiBaseUrl: '/api',
          organizationCatalogueUrl: '/api/organization-catalogue',
        },
      ],
      defaultEnvironment: 'default',
      resourcePageUrl: 'https://data.norge.no/{lang}/{type}/{id}',
      rateLimit: { perMinute: 10, burst: 20 },
    });
  });

  it('refuses anything else with a message saying what is wrong', () => {
    expect(() => readRuntimeConfig({ ...current, defaultEnvironment: 'staging' })).toThrow(
      /\/config\.json is invalid: .*defaultEnvironment must be the id of one of the environments/s,
    );
    expect(() => readRuntimeConfig({ ...current, environments: [local, local] })).toThrow(
      /environment ids must be unique/,
    );
    expect(() => readRuntimeConfig({ ...current, environments: [] })).toThrow(/\/config\.json is invalid/);
    expect(() => readRuntimeConfig({ ...current, environments: [{ ...local, id: 'Local env' }] })).toThrow(
      /lower-case letters/,
    );
    // An old shape with a broken field is not read as old: the message is about the current shape.
    expect(() => readRuntimeConfig({ searchApiBaseUrl: '/api' })).toThrow(/environments/);
    expect(() => readRuntimeConfig(null)).toThrow(/\/config\.json is invalid/);
  });

  it('is what loadRuntimeConfig gives, and a failed answer is an error of its own', async () => {
    const answer =
      (body: unknown, status = 200) =>
      () =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
    await expect(loadRuntimeConfig(answer(current))).resolves.toEqual(current);
    await expect(loadRuntimeConfig(answer({}, 404))).rejects.toThrow('/config.json answered 404');
  });

  it('reads the configuration the page carries without fetching, and says when it is not JSON', async () => {
    const noFetch = () => Promise.reject(new Error('fetched /config.json'));
    const pageWith = (text: string) => ({
      getElementById: (id: string) => (id === RUNTIME_CONFIG_ELEMENT_ID ? { textContent: text } : null),
    });
    await expect(loadRuntimeConfig(noFetch, pageWith(JSON.stringify(current)))).resolves.toEqual(current);
    await expect(loadRuntimeConfig(noFetch, pageWith('{"environments":'))).rejects.toThrow(/is not JSON/);
    await expect(loadRuntimeConfig(noFetch, pageWith('{}'))).rejects.toThrow(/is invalid/);
    // A page without it (the dev server, another host) fetches /config.json.
    const withoutIt = { getElementById: () => null };
    const answer = () => Promise.resolve(new Response(JSON.stringify(current)));
    await expect(loadRuntimeConfig(answer, withoutIt)).resolves.toEqual(current);
  });
});

describe('selectEnvironment', () => {
  const config = readRuntimeConfig(current);

  it('takes the environment the URL names, else the default', () => {
    expect(selectEnvironment(config, 'demo')).toEqual(demo);
    expect(selectEnvironment(config, null)).toEqual(local);
    expect(selectEnvironment({ ...config, defaultEnvironment: 'demo' }, null)).toEqual(demo);
  });

  it('falls back to the default for an id that is not listed', () => {
    expect(selectEnvironment(config, 'staging')).toEqual(local);
  });

  it('lists the ids env= may hold', () => {
    expect(environmentIds(config)).toEqual(['local', 'demo']);
  });
});
