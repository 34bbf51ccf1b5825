import { describe, expect, it } from 'vitest';

import { SEARCH_ENDPOINTS } from '../../src/interface/vocabulary';
import { isApiPath, pathnameOf, resolveApiRequest } from './apiRoutes';

describe('resolveApiRequest', () => {
  it('resolves every search endpoint and alias to its types', () => {
    expect(resolveApiRequest('POST', '/api/search')).toEqual({
      status: 'ok',
      route: { kind: 'search', types: null },
    });
    for (const [segment, types] of Object.entries(SEARCH_ENDPOINTS)) {
      expect(resolveApiRequest('POST', `/api/search/${segment}`)).toEqual({
        status: 'ok',
        route: { kind: 'search', types },
      });
      expect(resolveApiRequest('GET', `/api/suggestions/${segment}`)).toEqual({
        status: 'ok',
        route: { kind: 'suggestions', types },
      });
    }
    expect(resolveApiRequest('GET', '/api/openapi.json')).toEqual({
      status: 'ok',
      route: { kind: 'openapi' },
    });
    expect(resolveApiRequest('GET', '/api/v3/api-docs')).toEqual({
      status: 'ok',
      route: { kind: 'openapi' },
    });
    expect(resolveApiRequest('GET', '/api/status')).toEqual({ status: 'ok', route: { kind: 'status' } });
    expect(resolveApiRequest('POST', '/api/status')).toMatchObject({ status: 'methodNotAllowed' });
  });

  it('answers other methods with 405 and what is allowed, OPTIONS as a preflight', () => {
    expect(resolveApiRequest('GET', '/api/search/datasets')).toEqual({
      status: 'methodNotAllowed',
      allow: 'POST, OPTIONS',
    });
    expect(resolveApiRequest('DELETE', '/api/suggestions')).toEqual({
      status: 'methodNotAllowed',
      allow: 'GET, OPTIONS',
    });
    expect(resolveApiRequest('POST', '/api/openapi.json')).toMatchObject({ status: 'methodNotAllowed' });
    expect(resolveApiRequest('OPTIONS', '/api/search')).toEqual({
      status: 'preflight',
      allow: 'POST, OPTIONS',
    });
  });

  it('does not know unknown types, prototype names, deeper paths or other prefixes', () => {
    for (const path of [
      '/api',
      '/api/',
      '/api/search/',
      '/api/search/dataset',
      '/api/search/constructor',
      '/api/search/__proto__',
      '/api/search/datasets/x',
      '/api/openapi.json/datasets',
      '/api/nothing',
      '/apisearch',
      '/search',
    ]) {
      expect(resolveApiRequest('POST', path)).toEqual({ status: 'notFound' });
    }
  });

  it('reads the path without the query', () => {
    expect(pathnameOf('/api/suggestions?q=a')).toBe('/api/suggestions');
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/apis')).toBe(false);
  });
});
