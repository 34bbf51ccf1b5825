import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { NO_ENVIRONMENTS } from '../../search/url';
import { stateArb } from '../../search/testing/arbitraries';
import { acceptsFrom, embedChannel, mayPost, searchOfState, stateOfSearch } from './embedChannel';
import { resizeMessage, revealMessage, scrollTopMessage, stateMessage } from './embedMessages';

const HOST = 'https://www.kommune.no';
const originArb = fc.webUrl().map((url) => new URL(url).origin);

describe('the embed channel', () => {
  it('trusts a parent origin only when the server allows it', () => {
    expect(embedChannel(HOST, [HOST])).toEqual({ targetOrigin: HOST, trustedOrigin: HOST });
    expect(embedChannel(HOST, ['https://other.no'])).toEqual({ targetOrigin: '*', trustedOrigin: null });
    expect(embedChannel(null, [HOST])).toEqual({ targetOrigin: '*', trustedOrigin: null });
    expect(embedChannel(HOST, [])).toEqual({ targetOrigin: '*', trustedOrigin: null });
  });

  it('sends only the height and bands to reveal to an untrusted page, everything to a trusted one', () => {
    const open = embedChannel(null, []);
    const trusted = embedChannel(HOST, [HOST]);
    expect(mayPost(open, resizeMessage(10))).toBe(true);
    expect(mayPost(open, stateMessage('/'))).toBe(false);
    expect(mayPost(open, scrollTopMessage())).toBe(false);
    expect(mayPost(open, revealMessage(10, 40, 'start'))).toBe(true);
    expect(mayPost(trusted, stateMessage('/'))).toBe(true);
    expect(mayPost(trusted, scrollTopMessage())).toBe(true);
  });

  it('hears only the trusted origin, from the parent window, and nothing without one', () => {
    fc.assert(
      fc.property(
        originArb,
        fc.option(originArb, { nil: null }),
        fc.array(originArb),
        fc.boolean(),
        (from, parent, allowed, fromParent) => {
          const channel = embedChannel(parent, allowed);
          const heard = acceptsFrom(channel, from, fromParent);
          expect(heard).toBe(fromParent && parent !== null && allowed.includes(parent) && from === parent);
        },
      ),
      { numRuns: 300 },
    );
    const channel = embedChannel(HOST, [HOST]);
    expect(acceptsFrom(channel, HOST, true)).toBe(true);
    expect(acceptsFrom(channel, HOST, false)).toBe(false);
    expect(acceptsFrom(channel, 'https://evil.example', true)).toBe(false);
  });
});

describe('searches in messages', () => {
  it('a state’s search, sent back as setSearch, is the same search', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(stateOfSearch(searchOfState(state), NO_ENVIRONMENTS)).toEqual(state);
      }),
      { numRuns: 200 },
    );
  });

  it('leaves out the language, environment and embedding options', () => {
    const state = stateOfSearch(
      '/datasets?q=vann&lang=nn&env=demo&embed=1&lock.dataTheme=ENVI',
      NO_ENVIRONMENTS,
    );
    expect(state && searchOfState(state)).toBe('/datasets?q=vann');
  });

  it('reads only paths of this app', () => {
    expect(stateOfSearch('//evil.example/x', NO_ENVIRONMENTS)).toBeNull();
    expect(stateOfSearch('/nowhere?q=x', NO_ENVIRONMENTS)).toEqual(stateOfSearch('/?q=x', NO_ENVIRONMENTS));
  });
});
