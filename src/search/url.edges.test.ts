/** The URL codec at its edges: repeated single parameters, odd paths, and numbers with trailing text. */
import { describe, expect, it } from 'vitest';

import { parseSearchUrl } from './url';

describe('single-valued parameters given more than once', () => {
  it('keep the first usable value and report each different later one', () => {
    const parsed = parseSearchUrl(
      '/',
      '?q=vann&q=luft&sort=newest&sort=best&sort=oldest&size=50&size=10&lang=nn&lang=en',
    );
    expect([parsed.state.q, parsed.state.sort, parsed.state.size, parsed.lang]).toEqual([
      'vann',
      'newest',
      50,
      'nn',
    ]);
    expect(parsed.notices).toEqual([
      { param: 'q', value: 'luft', problem: 'duplicate' },
      { param: 'sort', value: 'best', problem: 'invalid-value' },
      { param: 'sort', value: 'oldest', problem: 'duplicate' },
      { param: 'size', value: '10', problem: 'duplicate' },
      { param: 'lang', value: 'en', problem: 'duplicate' },
    ]);
  });

  it('report no notice for a repeated equal value, but ask for the canonical URL', () => {
    const parsed = parseSearchUrl('/', '?sort=newest&sort=newest&page=2&page=02');
    expect([parsed.state.sort, parsed.state.page]).toEqual(['newest', 2]);
    expect(parsed.notices).toEqual([]);
    expect(parsed.canonical).toBe(false);
  });
});

describe('numbers', () => {
  it('refuses a page with trailing text', () => {
    const parsed = parseSearchUrl('/', '?page=2x');
    expect(parsed.state.page).toBe(1);
    expect(parsed.notices).toEqual([{ param: 'page', value: '2x', problem: 'invalid-value' }]);
  });
});

describe('paths', () => {
  it('tolerates several trailing slashes', () => {
    const parsed = parseSearchUrl('/datasets//', '');
    expect(parsed.state.scope).toBe('datasets');
    expect(parsed.notices).toEqual([]);
    expect(parsed.canonical).toBe(false);
  });

  it('reads a percent-encoded tab name, and compares a malformed one as written', () => {
    expect(parseSearchUrl('/data%2Dservices', '').state.scope).toBe('data-services');
    const malformed = parseSearchUrl('/data%2services', '');
    expect(malformed.state.scope).toBe('all');
    expect(malformed.notices).toEqual([{ param: 'path', value: '/data%2services', problem: 'unknown-path' }]);
  });

  it('needs the leading slash', () => {
    const parsed = parseSearchUrl('xdatasets', '');
    expect(parsed.state.scope).toBe('all');
    expect(parsed.notices).toEqual([{ param: 'path', value: 'xdatasets', problem: 'unknown-path' }]);
  });
});
