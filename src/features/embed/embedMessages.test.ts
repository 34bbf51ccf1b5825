import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  EMBED_SOURCE,
  EMBED_VERSION,
  hostMessage,
  isHostMessage,
  readSetSearch,
  resizeMessage,
  revealMessage,
  scrollTopMessage,
  setSearchMessage,
  stateMessage,
} from './embedMessages';

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

  it('builds a reveal message of whole pixels, its bottom never above its top', () => {
    expect(revealMessage(1712.4, 1760.6, 'start')).toEqual({
      source: 'catalogue-search',
      version: 1,
      type: 'reveal',
      top: 1712,
      bottom: 1761,
      block: 'start',
    });
    expect(revealMessage(50, 10, 'nearest')).toMatchObject({ top: 50, bottom: 50 });
    expect(revealMessage(Number.NaN, Number.POSITIVE_INFINITY, 'nearest')).toMatchObject({
      top: 0,
      bottom: 0,
    });
  });

  it('knows embed.js’s host message, and nothing else as one', () => {
    expect(isHostMessage(hostMessage())).toBe(true);
    expect(isHostMessage({ ...hostMessage(), version: 2 })).toBe(false);
    expect(isHostMessage({ ...hostMessage(), source: 'other' })).toBe(false);
    expect(isHostMessage(resizeMessage(10))).toBe(false);
    expect(isHostMessage('host')).toBe(false);
  });

  it('builds state and scrollTop messages in the same envelope', () => {
    expect(stateMessage('/datasets?q=vann')).toEqual({
      source: EMBED_SOURCE,
      type: 'state',
      version: EMBED_VERSION,
      search: '/datasets?q=vann',
    });
    expect(scrollTopMessage()).toEqual({ source: EMBED_SOURCE, type: 'scrollTop', version: EMBED_VERSION });
  });
});

describe('reading a setSearch', () => {
  it('takes a well-formed setSearch and keeps only its fields', () => {
    const data = { ...setSearchMessage('/datasets?q=vann'), extra: '<script>' };
    expect(readSetSearch(data)).toEqual({
      source: EMBED_SOURCE,
      version: 1,
      type: 'setSearch',
      search: '/datasets?q=vann',
    });
  });

  it.each([
    ['another source', { ...setSearchMessage('/'), source: 'other' }],
    ['another version', { ...setSearchMessage('/'), version: 2 }],
    ['another type', { ...setSearchMessage('/'), type: 'resize' }],
    ['no search', { source: EMBED_SOURCE, version: 1, type: 'setSearch' }],
    ['a search that is not a string', { ...setSearchMessage('/'), search: 42 }],
    ['a full URL', setSearchMessage('https://evil.example/datasets')],
    ['a protocol-relative URL', setSearchMessage('//evil.example/datasets')],
    ['a backslash host', setSearchMessage('/\\evil.example')],
    ['a relative path', setSearchMessage('datasets?q=x')],
    ['an overlong search', setSearchMessage(`/?q=${'a'.repeat(5000)}`)],
    ['a string', 'setSearch'],
    ['null', null],
  ])('ignores %s', (_name, data) => {
    expect(readSetSearch(data)).toBeNull();
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const read = readSetSearch(data);
        if (read !== null) expect(read.search.startsWith('/')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
