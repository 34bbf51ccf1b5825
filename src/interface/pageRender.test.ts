import { describe, expect, it } from 'vitest';

import { PageSearch } from './pageRender';

describe('PageSearch', () => {
  it('keeps the whole request body, nested values included', () => {
    const search = {
      scope: 'datasets',
      body: { q: 'vann', filters: { openData: { value: true } }, size: 10 },
    };
    expect(PageSearch.parse(search)).toEqual(search);
  });

  it('refuses a body that is not a JSON object', () => {
    for (const body of [[], null, 'q=vann', 3]) {
      expect(PageSearch.safeParse({ scope: 'all', body }).success).toBe(false);
    }
  });
});
