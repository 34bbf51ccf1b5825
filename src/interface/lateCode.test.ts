// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LATE_CODE_LIMIT_MS, LATE_CODE_SCRIPT, LATE_CODE_TEMPLATE_ID } from './lateCode';

type PaintCallback = (
  list: { getEntriesByName(name: string): unknown[] },
  observer: { disconnect(): void },
) => void;

/** Paint timing as the browser reports it, under the test's control. */
function fakePaintTiming() {
  const observers: { callback: PaintCallback; disconnected: boolean }[] = [];
  class FakePerformanceObserver {
    static readonly supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly entry: { callback: PaintCallback; disconnected: boolean };
    constructor(callback: PaintCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe(): void {}
    disconnect(): void {
      this.entry.disconnected = true;
    }
  }
  const report = (name: string) => {
    for (const entry of observers) {
      if (entry.disconnected) continue;
      entry.callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => (entry.disconnected = true) },
      );
    }
  };
  return { FakePerformanceObserver, report, observers };
}

const codeInHead = () =>
  document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]').length;

function servePage(): void {
  document.head.replaceChildren();
  document.body.innerHTML =
    `<main>results</main><template id="${LATE_CODE_TEMPLATE_ID}">` +
    '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/app.js">' +
    '</template>';
  runLoader();
}

/**
 * The loader as the page runs it: its text, in the global scope the test's timers and observer stubs are in (a
 * script element would run in jsdom's own window, whose timers the fake clock does not drive).
 */
function runLoader(): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the loader is an inline script: its text is what runs
  const loader = new Function(LATE_CODE_SCRIPT) as () => void;
  loader();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('the late code loader', () => {
  it('puts the code into the head once the first contentful paint is reported, and only once', () => {
    const timing = fakePaintTiming();
    vi.stubGlobal('PerformanceObserver', timing.FakePerformanceObserver);
    servePage();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(100);
    expect(codeInHead()).toBe(0);

    timing.report('first-paint');
    expect(codeInHead()).toBe(0);
    timing.report('first-contentful-paint');
    expect(codeInHead()).toBe(2);

    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(LATE_CODE_LIMIT_MS);
    expect(codeInHead()).toBe(2);
  });

  it('loads the code at once in a hidden tab, which paints nothing', () => {
    vi.stubGlobal('PerformanceObserver', fakePaintTiming().FakePerformanceObserver);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    servePage();
    expect(codeInHead()).toBe(2);
  });

  it('loads the code when the tab is hidden before its paint', () => {
    vi.stubGlobal('PerformanceObserver', fakePaintTiming().FakePerformanceObserver);
    servePage();
    expect(codeInHead()).toBe(0);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(codeInHead()).toBe(2);
  });

  it('loads the code after its time limit when no paint is ever reported', () => {
    vi.stubGlobal('PerformanceObserver', fakePaintTiming().FakePerformanceObserver);
    servePage();
    vi.advanceTimersByTime(LATE_CODE_LIMIT_MS - 1);
    expect(codeInHead()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(codeInHead()).toBe(2);
  });

  it('waits for the next frame and a task where the browser has no paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    servePage();
    expect(codeInHead()).toBe(0);
    vi.advanceTimersToNextFrame();
    expect(codeInHead()).toBe(0);
    vi.advanceTimersByTime(1); // a timer of 0 ms, as the fake clock runs it
    expect(codeInHead()).toBe(2);
  });

  it('does nothing on a page without the template', () => {
    document.head.replaceChildren();
    document.body.innerHTML = '<main>results</main>';
    expect(runLoader).not.toThrow();
    vi.advanceTimersByTime(LATE_CODE_LIMIT_MS);
    expect(codeInHead()).toBe(0);
  });
});
