import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { testEngine } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import {
  EMBED_SOURCE,
  hostMessage,
  revealMessage,
  setSearchMessage,
  type EmbedMessage,
} from './embedMessages';
import { revealInFrame } from './frameViewport';
import type { IntersectionLike } from './visiblePart';
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

  describe('bringing a part of the frame into view', () => {
    /** The browser's observer, driven by the test: jsdom has none. */
    let observed: ((entries: IntersectionLike[]) => void) | null = null;
    beforeEach(() => {
      observed = null;
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: IntersectionLike[]) => void) {
            observed = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    /** A card 1,000 px down the frame, while the visitor sees its first 500 px. */
    async function framedCard() {
      frame();
      await renderWithApp(<EmbedBridge />, { url: '/?q=water&embed=1' });
      await waitFor(() => expect(observed).not.toBeNull());
      act(() => observed?.([{ isIntersecting: true, intersectionRect: { top: 0, bottom: 500 } }]));
      const card = document.createElement('li');
      vi.spyOn(card, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ x: 0, y: 1000, width: 600, height: 80 }),
      );
      const scrollIntoView = vi.fn();
      card.scrollIntoView = scrollIntoView;
      return { card, scrollIntoView };
    }

    it('asks embed.js, once it has said it is there, to any origin, with the card’s band', async () => {
      const { card, scrollIntoView } = await framedCard();
      fromHost(hostMessage(), 'https://portal.example');
      expect(revealInFrame(card, 'nearest')).toBe(true);
      expect(ofType('reveal')).toEqual([
        { message: revealMessage(1000, 1080, 'nearest'), targetOrigin: 'https://portal.example' },
      ]);
      expect(scrollIntoView).not.toHaveBeenCalled();
    });

    it('scrolls from the frame where no embed.js answers, and leaves a card in view alone', async () => {
      const { card, scrollIntoView } = await framedCard();
      expect(revealInFrame(card, 'start')).toBe(true);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
      act(() => observed?.([{ isIntersecting: true, intersectionRect: { top: 900, bottom: 1400 } }]));
      scrollIntoView.mockClear();
      expect(revealInFrame(card, 'start')).toBe(true);
      expect(scrollIntoView).not.toHaveBeenCalled();
      expect(ofType('reveal')).toEqual([]);
    });
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
