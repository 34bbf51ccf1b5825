import { describe, expect, it } from 'vitest';

import { RESOURCE_TYPES } from '../interface/vocabulary';
import { isCrossOrigin, searchEndpointUrl, suggestionsUrl } from './endpoints';

const base = 'https://search.api.fellesdatakatalog.digdir.no';

describe('endpoint addresses', () => {
  it('names the seven search endpoints', () => {
    expect(['all' as const, ...RESOURCE_TYPES].map((scope) => searchEndpointUrl(base, scope))).toEqual([
      `${base}/search`,
      `${base}/search/datasets`,
      `${base}/search/data-services`,
      `${base}/search/concepts`,
      `${base}/search/information-models`,
      `${base}/search/services`,
      `${base}/search/events`,
    ]);
  });

  it('ignores trailing slashes of the base', () => {
    expect(searchEndpointUrl('/api/', 'concepts')).toBe('/api/search/concepts');
    expect(searchEndpointUrl('/api//', 'all')).toBe('/api/search');
  });

  it('encodes the text of a suggestion request', () => {
    expect(suggestionsUrl('/api', 'all', 'barnehage')).toBe('/api/suggestions?q=barnehage');
    expect(suggestionsUrl(base, 'datasets', 'vær & føre/2')).toBe(
      `${base}/suggestions/datasets?q=v%C3%A6r+%26+f%C3%B8re%2F2`,
    );
  });
});

describe('isCrossOrigin', () => {
  it('tells the page origin from another', () => {
    expect(isCrossOrigin('/api', 'http://localhost:8080')).toBe(false);
    expect(isCrossOrigin('http://localhost:8080/api', 'http://localhost:8080')).toBe(false);
    expect(isCrossOrigin(base, 'http://localhost:8080')).toBe(true);
    expect(isCrossOrigin('http://localhost:9090/api', 'http://localhost:8080')).toBe(true);
  });

  it('treats an absolute base as cross-origin from an opaque or unknown origin', () => {
    expect(isCrossOrigin(base, 'null')).toBe(true);
    expect(isCrossOrigin(base, undefined)).toBe(true);
    expect(isCrossOrigin('/api', undefined)).toBe(false);
  });

  it('resolves a protocol-relative base against the page', () => {
    expect(isCrossOrigin('//search.example.org/api', 'http://localhost:8080')).toBe(true);
    expect(isCrossOrigin('//localhost:8080/api', 'http://localhost:8080')).toBe(false);
  });
});
