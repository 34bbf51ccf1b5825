import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { EMBED_SOURCE, EMBED_VERSION, resizeMessage, stateMessage, targetOriginFor } from './embedMessages';

describe('embed messages', () => {
  it('builds a namespaced, versioned resize message with a whole height', () => {
    expect(resizeMessage(812.2)).toEqual({
      source: 'catalogue-search',
      type: 'resize',
      version: 1,
      height: 813,
    });
    expect(resizeMessage(640).height).toBe(640);
    expect(resizeMessage(-5).height).toBe(0);
    expect(resizeMessage(Number.NaN).height).toBe(0);
  });

  it('rounds any height up to the next whole pixel', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (height) => {
        const message = resizeMessage(height);
        expect(Number.isInteger(message.height)).toBe(true);
        expect(message.height).toBeGreaterThanOrEqual(height);
        expect(message.height - 1).toBeLessThan(height);
      }),
      { numRuns: 200 },
    );
  });

  it('builds a state message with the search as given', () => {
    expect(stateMessage('/datasets?q=vann&lang=nn')).toEqual({
      source: EMBED_SOURCE,
      type: 'state',
      version: EMBED_VERSION,
      search: '/datasets?q=vann&lang=nn',
    });
  });
});

describe('targetOriginFor', () => {
  it('is the origin of an http(s) referrer', () => {
    expect(targetOriginFor('https://www.kommune.no/tjenester/data?x=1#top')).toBe('https://www.kommune.no');
    expect(targetOriginFor('http://localhost:5173/embed.html')).toBe('http://localhost:5173');
    expect(targetOriginFor('https://portal.example:8443/')).toBe('https://portal.example:8443');
  });

  it('is * when the referrer is missing or has no origin', () => {
    expect(targetOriginFor('')).toBe('*');
    expect(targetOriginFor('not a url')).toBe('*');
    expect(targetOriginFor('about:blank')).toBe('*');
    expect(targetOriginFor('file:///home/me/page.html')).toBe('*');
    expect(targetOriginFor('data:text/html,<p>hi</p>')).toBe('*');
  });

  it('agrees with the URL parser on any http(s) URL', () => {
    const label = fc.stringMatching(/^[a-z]([a-z0-9-]{0,8}[a-z0-9])?$/);
    const url = fc
      .record({
        scheme: fc.constantFrom('http', 'https'),
        host: fc.array(label, { minLength: 1, maxLength: 3 }),
        port: fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }),
        path: fc.array(fc.webSegment(), { maxLength: 3 }),
        query: fc.option(fc.webQueryParameters(), { nil: undefined }),
      })
      .map(({ scheme, host, port, path, query }) => {
        const authority = `${host.join('.')}${port === undefined ? '' : `:${port}`}`;
        return `${scheme}://${authority}/${path.join('/')}${query === undefined ? '' : `?${query}`}`;
      });
    fc.assert(
      fc.property(url, (text) => {
        // Some generated hosts are no valid host (`xn--a` is bad Punycode): then there is no origin to target.
        expect(targetOriginFor(text)).toBe(URL.canParse(text) ? new URL(text).origin : '*');
      }),
      { numRuns: 200 },
    );
  });
});
