import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { testEngine } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import { EMBED_SOURCE, setSearchMessage, type EmbedMessage } from './embedMessages';
import { EmbedBridge } from './EmbedBridge';

// The generated catalogue is built once per file, outside any one test's time limit.
beforeAll(() => {
  testEngine();
});

interface Posted {
  message: EmbedMessage;
  targetOrigin: string;
}

const HOST = 'https://www.kommune.no';
const own = <T extends object>(target: T, key: keyof T) => Object.getOwnPropertyDescriptor(target, key);

describe('EmbedBridge', () => {
  const posted: Posted[] = [];
  const parentDescriptor = own(window, 'parent');
  const parent = {
    postMessage: (message: EmbedMessage, targetOrigin: string) => posted.push({ message, targetOrigin }),
  };
  const frame = () => Object.defineProperty(window, 'parent', { configurable: true, get: () => parent });
  const ofType = (type: EmbedMessage['type']) => posted.filter(({ message }) => message.type === type);
  /** A message from the host page as the browser delivers it. */
  const fromHost = (data: unknown, origin: string, source: unknown = parent) =>
    act(() => {
      // jsdom's MessageEvent takes only real windows as its source: the parent stand-in is set afterwards.
      const event = new MessageEvent('message', { data, origin });
      Object.defineProperty(event, 'source', { value: source });
      window.dispatchEvent(event);
    });

  beforeEach(() => {
    posted.length = 0;
  });
  afterEach(() => {
    if (parentDescriptor) Object.defineProperty(window, 'parent', parentDescriptor);
    else Reflect.deleteProperty(window, 'parent');
  });

  it('posts nothing when the app is not framed', async () => {
    const { router } = await renderWithApp(<EmbedBridge />, { url: '/?q=water' });
    await act(() => router.navigate('/datasets?q=water'));
    expect(window.parent).toBe(window);
    expect(posted).toEqual([]);
  });

  it('without an allowed parentOrigin, posts only the height, to any origin', async () => {
    frame();
    const { router } = await renderWithApp(<EmbedBridge />, {
      url: `/?q=water&embed=1&parentOrigin=${encodeURIComponent('https://evil.example')}`,
      embedOrigins: [HOST],
    });
    await act(() => router.navigate('/datasets?q=water&page=2'));
    await waitFor(() => expect(ofType('resize').length).toBeGreaterThan(0));
    expect(
      posted.every(({ message, targetOrigin }) => message.type === 'resize' && targetOrigin === '*'),
    ).toBe(true);
    expect(ofType('resize')[0]?.message).toEqual({
      source: EMBED_SOURCE,
      type: 'resize',
      version: 1,
      height: 0,
    });
  });

  it('with an allowed parentOrigin, posts each committed search (no embedding options) to it only', async () => {
    frame();
    const { router } = await renderWithApp(<EmbedBridge />, {
      url: `/?q=water&embed=1&lock.dataTheme=ENVI&parentOrigin=${encodeURIComponent(HOST)}`,
      embedOrigins: [HOST],
    });
    await act(() => router.navigate(`/datasets?q=water&embed=1&parentOrigin=${encodeURIComponent(HOST)}`));
    expect(ofType('state')).toEqual([
      {
        message: { source: EMBED_SOURCE, type: 'state', version: 1, search: '/?q=water' },
        targetOrigin: HOST,
      },
      {
        message: { source: EMBED_SOURCE, type: 'state', version: 1, search: '/datasets?q=water' },
        targetOrigin: HOST,
      },
    ]);
    await waitFor(() => expect(ofType('resize').length).toBeGreaterThan(0));
    expect(posted.every(({ targetOrigin }) => targetOrigin === HOST)).toBe(true);
  });

  /** A frame of `/?q=water&…` whose parent is an allowed host; `go(extra)` navigates it with more parameters. */
  async function allowedFrame() {
    frame();
    const own = `embed=1&parentOrigin=${encodeURIComponent(HOST)}`;
    const { router } = await renderWithApp(<EmbedBridge />, {
      url: `/?q=water&${own}`,
      embedOrigins: [HOST],
    });
    return { go: (extra: string) => act(() => router.navigate(`/?q=water${extra}&${own}`)) };
  }

  it('asks the host to scroll to the frame’s top when another page of results is shown', async () => {
    const { go } = await allowedFrame();
    expect(ofType('scrollTop')).toEqual([]);
    await go('&page=2');
    expect(ofType('scrollTop')).toEqual([
      { message: { source: EMBED_SOURCE, type: 'scrollTop', version: 1 }, targetOrigin: HOST },
    ]);
  });

  it('asks the host to scroll to the frame’s top when a preview opens over it, not when it closes', async () => {
    const { go } = await allowedFrame();
    expect(ofType('scrollTop')).toEqual([]);
    await go('&preview=some-id');
    expect(ofType('scrollTop')).toHaveLength(1);
    await go('');
    expect(ofType('scrollTop')).toHaveLength(1);
  });

  it('applies a setSearch from the allowed parent, keeping the frame’s own options', async () => {
    frame();
    const url = `/?q=water&embed=1&lock.dataTheme=ENVI&parentOrigin=${encodeURIComponent(HOST)}`;
    const { router } = await renderWithApp(<EmbedBridge />, { url, embedOrigins: [HOST] });
    fromHost(setSearchMessage('/datasets?q=vann&lock.dataTheme=AGRI&embed=0&lang=nn'), HOST);
    const location = router.state.location;
    expect(location.pathname + location.search).toBe(
      `/datasets?q=vann&embed=1&lock.dataTheme=ENVI&parentOrigin=${encodeURIComponent(HOST)}`,
    );
  });

  it.each([
    ['another origin', 'https://evil.example', true],
    ['a window other than the parent', HOST, false],
  ])('ignores a setSearch from %s', async (_name, origin, fromParent) => {
    frame();
    const url = `/?q=water&embed=1&parentOrigin=${encodeURIComponent(HOST)}`;
    const { router } = await renderWithApp(<EmbedBridge />, { url, embedOrigins: [HOST] });
    fromHost(setSearchMessage('/datasets?q=vann'), origin, fromParent ? parent : {});
    expect(router.state.location.search).toBe(`?q=water&embed=1&parentOrigin=${encodeURIComponent(HOST)}`);
  });

  it('ignores every setSearch when the parentOrigin is not allowed', async () => {
    frame();
    const url = `/?q=water&embed=1&parentOrigin=${encodeURIComponent(HOST)}`;
    const { router } = await renderWithApp(<EmbedBridge />, { url, embedOrigins: [] });
    fromHost(setSearchMessage('/datasets?q=vann'), HOST);
    expect(router.state.location.pathname).toBe('/');
  });
});
