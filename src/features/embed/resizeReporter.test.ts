import { afterEach, describe, expect, it } from 'vitest';

import type { ResizeMessage } from './embedMessages';
import { startResizeReporting } from './resizeReporter';

/** A window with a hand-cranked animation frame, load event and ResizeObserver. */
function fakeWindow(readyState: DocumentReadyState) {
  let height = 500;
  const frames = new Map<number, () => void>();
  let nextFrame = 1;
  const listeners = new Map<string, () => void>();
  const observers: (() => void)[] = [];
  let fontsReady: () => void = () => undefined;
  const win = {
    document: {
      readyState,
      documentElement: { getBoundingClientRect: () => ({ height }) },
      fonts: { ready: new Promise<void>((resolve) => (fontsReady = resolve)) },
    },
    requestAnimationFrame: (callback: () => void) => {
      frames.set(nextFrame, callback);
      return nextFrame++;
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  class FakeResizeObserver {
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  Reflect.set(globalThis, 'ResizeObserver', FakeResizeObserver);
  return {
    win: win as unknown as Window,
    setHeight: (next: number) => (height = next),
    resize: () => observers.forEach((callback) => callback()),
    runFrames: () => {
      const due = [...frames.values()];
      frames.clear();
      due.forEach((callback) => callback());
    },
    pendingFrames: () => frames.size,
    load: () => listeners.get('load')?.(),
    fontsReady: () => fontsReady(),
    observing: () => observers.length,
  };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'ResizeObserver');
});

describe('startResizeReporting', () => {
  it('sends the height once after load, coalescing changes within a frame', () => {
    const page = fakeWindow('loading');
    const sent: ResizeMessage[] = [];
    startResizeReporting(page.win, (message) => sent.push(message));
    expect(page.pendingFrames()).toBe(0);
    page.load();
    page.resize();
    page.resize();
    expect(page.pendingFrames()).toBe(1);
    page.runFrames();
    expect(sent.map((message) => message.height)).toEqual([500]);
  });

  it('sends only changed heights, shrinking too', () => {
    const page = fakeWindow('complete');
    const sent: ResizeMessage[] = [];
    startResizeReporting(page.win, (message) => sent.push(message));
    page.runFrames();
    page.resize();
    page.runFrames();
    page.setHeight(1200.5);
    page.resize();
    page.runFrames();
    page.setHeight(300);
    page.resize();
    page.runFrames();
    expect(sent.map((message) => message.height)).toEqual([500, 1201, 300]);
  });

  it('measures again when web fonts are ready', async () => {
    const page = fakeWindow('complete');
    const sent: ResizeMessage[] = [];
    startResizeReporting(page.win, (message) => sent.push(message));
    page.runFrames();
    page.setHeight(640);
    page.fontsReady();
    await Promise.resolve();
    page.runFrames();
    expect(sent.map((message) => message.height)).toEqual([500, 640]);
  });

  it('stops observing and sends nothing more once stopped', () => {
    const page = fakeWindow('complete');
    const sent: ResizeMessage[] = [];
    const stop = startResizeReporting(page.win, (message) => sent.push(message));
    expect(page.observing()).toBe(1);
    stop();
    expect(page.observing()).toBe(0);
    expect(page.pendingFrames()).toBe(0);
    page.resize();
    page.runFrames();
    expect(sent).toEqual([]);
  });
});
