import { describe, expect, it } from 'vitest';

import { endpointPath } from './endpoints';
import { SEARCH_SCOPES } from './vocabulary';

describe('endpointPath', () => {
  it('is the endpoint alone for all types and the endpoint and the type for one', () => {
    expect(endpointPath('search', 'all')).toBe('search');
    expect(endpointPath('search', 'data-services')).toBe('search/data-services');
    expect(endpointPath('suggestions', 'all')).toBe('suggestions');
    expect(endpointPath('suggestions', 'events')).toBe('suggestions/events');
  });

  it('names every type by its own path segment', () => {
    const paths = SEARCH_SCOPES.filter((scope) => scope !== 'all').map((scope) =>
      endpointPath('search', scope),
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^search\/[a-z-]+$/);
  });
});
