import { describe, expect, it } from 'vitest';

import { ConfigError, parseConfig } from './config';

const noFiles = (path: string): string => {
  throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
};
const files =
  (contents: Record<string, string>) =>
  (path: string): string =>
    contents[path] ?? noFiles(path);

const problemOf = (env: NodeJS.ProcessEnv, readText = noFiles): string => {
  try {
    parseConfig(env, [], readText);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
};

describe('environments from variables', () => {
  it('adds id=base_url pairs, labelled by their host, and takes the default named', () => {
    const config = parseConfig(
      {
        ENVIRONMENTS: ' staging=https://search.api.staging.fellesdatakatalog.digdir.no/ , mine=/api/other',
        DEFAULT_ENVIRONMENT: 'staging',
      },
      [],
      noFiles,
    );
    expect(config.environments).toEqual({
      added: [
        {
          id: 'staging',
          label: 'search.api.staging.fellesdatakatalog.digdir.no',
          searchApiBaseUrl: 'https://search.api.staging.fellesdatakatalog.digdir.no',
          rateLimit: { perMinute: 10, burst: 20 },
        },
        {
          id: 'mine',
          label: '/api/other',
          searchApiBaseUrl: '/api/other',
          rateLimit: { perMinute: 10, burst: 20 },
        },
      ],
      defaultEnvironment: 'staging',
    });
  });

  it('may default to a built-in environment', () => {
    expect(parseConfig({ DEFAULT_ENVIRONMENT: 'demo' }, [], noFiles).environments.defaultEnvironment).toBe(
      'demo',
    );
    expect(
      parseConfig({}, ['--default-environment', 'production'], noFiles).environments.defaultEnvironment,
    ).toBe('production');
  });

  it('refuses bad pairs, ids and URLs with one line naming the variable', () => {
    expect(problemOf({ ENVIRONMENTS: 'staging' })).toBe(
      'ENVIRONMENTS="staging": "staging" is not id=base_url',
    );
    expect(problemOf({ ENVIRONMENTS: 'Big=https://x.example' })).toBe(
      'ENVIRONMENTS="Big=https://x.example": "Big" is not an id (lower-case letters, digits, "-")',
    );
    expect(problemOf({ ENVIRONMENTS: 'x=ftp://x.example' })).toBe(
      'ENVIRONMENTS="x=ftp://x.example": the base URL of x must be an http(s) URL or a path like /api',
    );
    expect(problemOf({ ENVIRONMENTS: 'x=https://x.example?q=1' })).toContain('must be an http(s) URL');
    expect(problemOf({ ENVIRONMENTS: 'demo=https://x.example' })).toBe(
      'ENVIRONMENTS="demo=https://x.example": the id "demo" is already defined (built in)',
    );
    expect(problemOf({ ENVIRONMENTS: 'x=https://a.example,x=https://b.example' })).toBe(
      'ENVIRONMENTS="x=https://a.example,x=https://b.example": the id "x" is already defined',
    );
  });

  it('refuses a default that is not listed, naming the choices', () => {
    expect(problemOf({ DEFAULT_ENVIRONMENT: 'staging' })).toBe(
      'DEFAULT_ENVIRONMENT="staging": must be one of local, demo, production',
    );
  });
});

describe('environments from a file', () => {
  const entry = {
    id: 'staging',
    label: 'Staging',
    searchApiBaseUrl: 'https://search.api.staging.fellesdatakatalog.digdir.no',
    organizationCatalogueUrl: 'https://organization-catalog.staging.fellesdatakatalog.digdir.no',
    rateLimit: { perMinute: 30, burst: 40 },
    portalUrl: 'https://staging.fellesdatakatalog.digdir.no',
  };

  it('reads a JSON list, with the public budget where an entry names none', () => {
    const readText = files({
      'envs.json': JSON.stringify([entry, { id: 'bare', searchApiBaseUrl: 'http://127.0.0.1:4372/api' }]),
    });
    const config = parseConfig(
      { ENVIRONMENTS_FILE: 'envs.json', ENVIRONMENTS: 'more=https://more.example' },
      [],
      readText,
    );
    expect(config.environments.added).toEqual([
      entry,
      {
        id: 'bare',
        label: '127.0.0.1:4372',
        searchApiBaseUrl: 'http://127.0.0.1:4372/api',
        rateLimit: { perMinute: 10, burst: 20 },
      },
      {
        id: 'more',
        label: 'more.example',
        searchApiBaseUrl: 'https://more.example',
        rateLimit: { perMinute: 10, burst: 20 },
      },
    ]);
  });

  it('says what is wrong with the file, in one line', () => {
    expect(problemOf({ ENVIRONMENTS_FILE: 'gone.json' })).toBe(
      'ENVIRONMENTS_FILE="gone.json": cannot be read (ENOENT)',
    );
    expect(problemOf({ ENVIRONMENTS_FILE: 'e.json' }, files({ 'e.json': '[{' }))).toMatch(
      /^ENVIRONMENTS_FILE="e.json": is not JSON \(/,
    );
    expect(problemOf({ ENVIRONMENTS_FILE: 'e.json' }, files({ 'e.json': '[{"id":"x"}]' }))).toMatch(
      /^ENVIRONMENTS_FILE="e.json": is not a list of environments at 0.searchApiBaseUrl: /,
    );
    expect(
      problemOf(
        { ENVIRONMENTS_FILE: 'e.json' },
        files({ 'e.json': '[{"id":"x","searchApiBaseUrl":"nope"}]' }),
      ),
    ).toBe('ENVIRONMENTS_FILE="e.json": 0.searchApiBaseUrl must be an http(s) URL or a path like /api');
    expect(
      problemOf(
        { ENVIRONMENTS_FILE: 'e.json' },
        files({ 'e.json': '[{"id":"x","searchApiBaseUrl":"/api","portalUrl":"portal.example?x=1"}]' }),
      ),
    ).toBe('ENVIRONMENTS_FILE="e.json": 0.portalUrl must be an http(s) URL without query or fragment');
    expect(
      problemOf(
        { ENVIRONMENTS_FILE: 'e.json', ENVIRONMENTS: 'staging=https://x.example' },
        files({ 'e.json': JSON.stringify([entry]) }),
      ),
    ).toBe('ENVIRONMENTS="staging=https://x.example": the id "staging" is already defined');
    expect(
      problemOf(
        { ENVIRONMENTS_FILE: 'e.json' },
        files({ 'e.json': '[{"id":"local","searchApiBaseUrl":"/api"}]' }),
      ),
    ).toBe('ENVIRONMENTS_FILE="e.json": the id "local" is already defined (built in)');
  });
});
