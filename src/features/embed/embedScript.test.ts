// @vitest-environment jsdom
/**
 * public/embed.js, the host page's script, run as a browser runs it (a classic script in the page's window) with
 * frames of the app whose messages are delivered as the browser delivers them (origin and source set).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInThisContext } from 'node:vm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { resizeMessage, scrollTopMessage, stateMessage } from './embedMessages';

const SCRIPT = readFileSync(resolve(process.cwd(), 'public', 'embed.js'), 'utf8');
const APP = 'https://sok.data.example';

beforeAll(() => {
  runInThisContext(SCRIPT);
});

beforeEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', '/portal/page.html');
});

function addFrame(attributes: Record<string, string> = {}, src = `${APP}/?embed=1`): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = src;
  for (const [name, value] of Object.entries(attributes)) frame.setAttribute(name, value);
  document.body.append(frame);
  return frame;
}

function windowOf(frame: HTMLIFrameElement): Window {
  const win = frame.contentWindow;
  if (win === null) throw new Error('the frame has no window');
  return win;
}

/** A message from a frame's window, as the browser delivers it to the host page. */
function deliver(data: unknown, from: HTMLIFrameElement, origin = APP): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: windowOf(from) }));
}

describe('embed.js', () => {
  it('is small: under 2 KB gzipped', async () => {
    const { gzipSync } = await import('node:zlib');
    expect(gzipSync(SCRIPT, { level: 9 }).length).toBeLessThan(2048);
  });

  it('sizes each frame of the app from its own resize messages, within bounds', () => {
    const first = addFrame({ 'data-catalogue-search': '' });
    const second = addFrame({ 'data-catalogue-search': '' });
    deliver(resizeMessage(812.4), first);
    deliver(resizeMessage(1200), second);
    expect(first.style.height).toBe('813px');
    expect(second.style.height).toBe('1200px');
    deliver(resizeMessage(0), first);
    deliver(resizeMessage(1e9), second);
    expect(first.style.height).toBe('50px');
    expect(second.style.height).toBe('20000px');
  });

  it('sizes a frame of the app without the data- attribute too, found by the window that sent the message', () => {
    const unmarked = addFrame();
    const other = addFrame({}, 'https://elsewhere.example/page');
    deliver(resizeMessage(700), unmarked);
    expect(unmarked.style.height).toBe('700px');
    expect(other.style.height).toBe('');
  });

  it('ignores messages from another origin, from another window, and of another protocol', () => {
    const frame = addFrame({ 'data-catalogue-search': '' });
    const unmarked = addFrame();
    deliver(resizeMessage(700), frame, 'https://evil.example');
    deliver(resizeMessage(700), unmarked, 'https://evil.example');
    deliver({ ...resizeMessage(700), version: 2 }, frame);
    deliver({ ...resizeMessage(700), source: 'other' }, frame);
    deliver({ ...resizeMessage(700), height: '700' }, frame);
    deliver('resize', frame);
    deliver(null, frame);
    window.dispatchEvent(
      new MessageEvent('message', { data: resizeMessage(700), origin: APP, source: window }),
    );
    expect(frame.style.height).toBe('');
    expect(unmarked.style.height).toBe('');
  });

  it('scrolls a frame’s top into view on scrollTop only when the top is above the viewport', () => {
    const frame = addFrame({ 'data-catalogue-search': '' });
    const scrollIntoView = vi.fn();
    frame.scrollIntoView = scrollIntoView;
    const top = vi.spyOn(frame, 'getBoundingClientRect');
    top.mockReturnValue(DOMRect.fromRect({ x: 0, y: 120, width: 800, height: 2000 }));
    deliver(scrollTopMessage(), frame);
    expect(scrollIntoView).not.toHaveBeenCalled();
    top.mockReturnValue(DOMRect.fromRect({ x: 0, y: -900, width: 800, height: 2000 }));
    deliver(scrollTopMessage(), frame);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('tells each frame once, at its first message, that it runs here (to the frame’s origin)', () => {
    const frame = addFrame();
    const postMessage = vi.spyOn(windowOf(frame), 'postMessage').mockImplementation(() => undefined);
    deliver(resizeMessage(700), frame);
    deliver(resizeMessage(720), frame);
    expect(postMessage.mock.calls).toEqual([[{ source: 'catalogue-search', version: 1, type: 'host' }, APP]]);
  });

  it('brings a band of a frame into view on reveal: its top at the top, or the least scroll that shows it', () => {
    const frame = addFrame();
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: -2000, width: 800, height: 4000 }),
    );
    const reveal = (top: number, bottom: number, block: 'start' | 'nearest') =>
      deliver({ source: 'catalogue-search', version: 1, type: 'reveal', top, bottom, block }, frame);
    // The results heading, far above the window: its top 16 px below the window's.
    reveal(300, 340, 'start');
    expect(scrollBy).toHaveBeenLastCalledWith({ top: -1716, behavior: 'instant' });
    // A card already in view: nothing moves.
    scrollBy.mockClear();
    reveal(2100, 2300, 'nearest');
    expect(scrollBy).not.toHaveBeenCalled();
    // A card below the window (768 px high in jsdom): the least scroll that shows it with a margin.
    reveal(2900, 3000, 'nearest');
    expect(scrollBy).toHaveBeenLastCalledWith({ top: 3000 - 2000 - 768 + 16, behavior: 'instant' });
    scrollBy.mockClear();
    deliver({ source: 'catalogue-search', version: 1, type: 'reveal', top: 'x', bottom: 3 }, frame);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('mirrors the frame’s search into the host URL only when asked (data-mirror)', () => {
    const plain = addFrame({ 'data-catalogue-search': '' });
    deliver(stateMessage('/datasets?q=vann'), plain);
    expect(location.search).toBe('');

    const mirrored = addFrame({ 'data-catalogue-search': '', 'data-mirror': 'sok' });
    deliver(stateMessage('/'), mirrored);
    expect(location.search).toBe('');
    deliver(stateMessage('/datasets?q=vann&dataTheme=ENVI'), mirrored);
    expect(new URL(location.href).searchParams.get('sok')).toBe('/datasets?q=vann&dataTheme=ENVI');
    expect(location.pathname).toBe('/portal/page.html');
    deliver(stateMessage('/'), mirrored);
    expect(location.search).toBe('');
  });

  it('passes a search found in the host URL at load on to the frame, once, to the frame’s origin', () => {
    history.replaceState(null, '', `/portal/page.html?tab=2&sok=${encodeURIComponent('/datasets?q=vann')}`);
    const frame = addFrame({ 'data-catalogue-search': '', 'data-mirror': 'sok' });
    const postMessage = vi.spyOn(windowOf(frame), 'postMessage').mockImplementation(() => undefined);
    const posted = () =>
      postMessage.mock.calls
        .map(([message, origin]) => ({ message: message as { type: string }, origin }))
        .filter(({ message }) => message.type !== 'host');
    deliver(stateMessage('/'), frame);
    expect(posted()).toEqual([
      {
        message: { source: 'catalogue-search', version: 1, type: 'setSearch', search: '/datasets?q=vann' },
        origin: APP,
      },
    ]);
    // The frame's first search does not overwrite the one asked for; the ones after it are mirrored.
    expect(new URL(location.href).searchParams.get('sok')).toBe('/datasets?q=vann');
    deliver(stateMessage('/datasets?q=vann'), frame);
    deliver(stateMessage('/datasets?q=elv'), frame);
    expect(posted()).toHaveLength(1);
    expect(location.search).toBe(`?tab=2&sok=${encodeURIComponent('/datasets?q=elv')}`);
  });

  it('passes on nothing that is not a path of the app', () => {
    history.replaceState(null, '', `/portal/page.html?sok=${encodeURIComponent('//evil.example/x')}`);
    const frame = addFrame({ 'data-catalogue-search': '', 'data-mirror': 'sok' });
    const postMessage = vi.spyOn(windowOf(frame), 'postMessage').mockImplementation(() => undefined);
    deliver(stateMessage('/'), frame);
    expect(postMessage.mock.calls.map(([message]) => (message as { type: string }).type)).toEqual(['host']);
  });
});
