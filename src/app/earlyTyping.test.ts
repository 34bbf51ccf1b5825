// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import { FakeClock } from '../api/testing/fakeClock';
import { EARLY_SUBMIT_MARK, EARLY_SUBMIT_SCRIPT } from '../interface/pageFrame';
import { MemoryHistory } from '../search/driver/memoryHistory';
import { createSearchDriver } from '../search/driver/searchDriver';
import {
  adoptEarlyTyping,
  handOverEarlyTyping,
  readEarlyTyping,
  typingPaused,
  typingTargetOf,
  watchEarlyTyping,
} from './earlyTyping';

/** The frame as the build writes it: one search box per arrangement, each holding the URL's query. */
function frame(values: readonly string[]): { root: HTMLElement; boxes: HTMLInputElement[] } {
  const root = document.createElement('div');
  const boxes = values.map((value) => {
    const box = document.createElement('input');
    box.type = 'search';
    box.value = value;
    root.append(box);
    return box;
  });
  document.body.replaceChildren(root);
  return { root, boxes };
}

describe('readEarlyTyping', () => {
  it('is null when the visitor has done nothing in the frame', () => {
    const { root } = frame(['vann', 'vann', 'vann']);
    expect(readEarlyTyping(root, 'vann', document.body)).toBeNull();
  });

  it('takes the focused box, with its text and caret', () => {
    const { root, boxes } = frame(['vann', 'vann og avløp', 'vann']);
    const typed = boxes[1];
    if (!typed) throw new Error('no box');
    typed.focus();
    typed.setSelectionRange(4, 4);
    expect(readEarlyTyping(root, 'vann', document.activeElement)).toEqual({
      text: 'vann og avløp',
      focused: true,
      selectionStart: 4,
      selectionEnd: 4,
      box: typed,
    });
  });

  it('keeps a focused box even when its text is still the query (the caret comes back)', () => {
    const { root, boxes } = frame(['', '']);
    boxes[0]?.focus();
    expect(readEarlyTyping(root, '', document.activeElement)).toMatchObject({ text: '', focused: true });
  });

  it('takes a changed box that lost focus', () => {
    const { root } = frame(['vann', 'skog']);
    expect(readEarlyTyping(root, 'vann', document.body)).toMatchObject({ text: 'skog', focused: false });
  });
});

describe('watchEarlyTyping', () => {
  it("follows what is typed into the frame's boxes until stopped, and nothing else", () => {
    const { root, boxes } = frame(['vann', 'vann']);
    const [box] = boxes;
    if (!box) throw new Error('no box');
    const watch = watchEarlyTyping(root, 'vann', document);
    expect(watch.current()).toBeNull();
    box.focus();
    box.value = 'vann og';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    expect(watch.current()).toMatchObject({ text: 'vann og', focused: true });
    // A box the app renders later is not the frame's.
    const appBox = document.createElement('input');
    appBox.type = 'search';
    root.append(appBox);
    appBox.value = 'other';
    appBox.dispatchEvent(new Event('input', { bubbles: true }));
    expect(watch.current()).toMatchObject({ text: 'vann og' });
    watch.stop();
    box.value = 'vann og avløp';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    expect(watch.current()).toBeNull();
  });

  it('takes a blur as leaving the box, but not the blur of a box the app’s render removed', async () => {
    const { root, boxes } = frame(['vann', 'vann']);
    const [left, removed] = boxes;
    if (!left || !removed) throw new Error('no box');
    const watch = watchEarlyTyping(root, 'vann', document);
    left.focus();
    left.blur();
    await Promise.resolve();
    expect(watch.current()).toMatchObject({ focused: false, box: left });

    removed.focus();
    expect(watch.current()).toMatchObject({ focused: true, box: removed });
    // Chromium dispatches the blur of a removed focused element; the frame's box goes when the app renders.
    removed.remove();
    removed.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await Promise.resolve();
    expect(watch.current()).toMatchObject({ focused: true, box: removed });
  });

  it("reads an Enter from the page's mark, which typing after it clears, and clears it when stopped", () => {
    const { root } = frame(['vann']);
    const watch = watchEarlyTyping(root, 'vann', document);
    expect(watch.submitted()).toBe(false);
    root.setAttribute(EARLY_SUBMIT_MARK, '');
    expect(watch.submitted()).toBe(true);
    watch.stop();
    expect(root.hasAttribute(EARLY_SUBMIT_MARK)).toBe(false);
  });
});

describe('handOverEarlyTyping', () => {
  const target = () => ({
    type: vi.fn<(text: string) => void>(),
    submit: vi.fn<() => void>(),
    flush: vi.fn<() => void>(),
  });

  it('types the text, submits a pending Enter, and gives the caret to the app’s box', () => {
    const { root, boxes } = frame(['vann']);
    const [box] = boxes;
    if (!box) throw new Error('no box');
    const watch = watchEarlyTyping(root, 'vann', document);
    box.focus();
    box.value = 'skog';
    box.setSelectionRange(2, 2);
    box.dispatchEvent(new Event('input', { bubbles: true }));
    root.setAttribute(EARLY_SUBMIT_MARK, '');
    // The app's first render replaces the frame with its own box.
    const appBox = document.createElement('input');
    appBox.value = 'skog';
    document.body.replaceChildren(appBox);
    const sent = target();
    handOverEarlyTyping(watch, () => appBox, sent);
    expect(sent.type).toHaveBeenCalledWith('skog');
    expect(sent.submit).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(appBox);
    expect([appBox.selectionStart, appBox.selectionEnd]).toEqual([2, 2]);

    // React runs a development build's effects twice: the second hand-over has nothing to give.
    handOverEarlyTyping(watch, () => appBox, sent);
    expect(sent.type).toHaveBeenCalledOnce();
    expect(sent.submit).toHaveBeenCalledOnce();
  });

  it('submits nothing for typing without an Enter, and leaves a hydrated box (the same element) as it is', () => {
    const { root, boxes } = frame(['vann']);
    const [box] = boxes;
    if (!box) throw new Error('no box');
    const watch = watchEarlyTyping(root, 'vann', document);
    box.focus();
    box.value = 'vann og';
    box.setSelectionRange(0, 4);
    box.dispatchEvent(new Event('input', { bubbles: true }));
    const sent = target();
    handOverEarlyTyping(watch, () => box, sent);
    expect(sent.type).toHaveBeenCalledWith('vann og');
    expect(sent.submit).not.toHaveBeenCalled();
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 4]);
  });

  it('submits an Enter on the untouched query, and does nothing when the visitor did nothing', () => {
    const { root } = frame(['vann']);
    const idle = target();
    handOverEarlyTyping(watchEarlyTyping(root, 'vann', document), () => null, idle);
    expect(idle.type).not.toHaveBeenCalled();
    expect(idle.submit).not.toHaveBeenCalled();

    const watch = watchEarlyTyping(root, 'vann', document);
    root.setAttribute(EARLY_SUBMIT_MARK, '');
    const sent = target();
    handOverEarlyTyping(watch, () => null, sent);
    expect(sent.submit).toHaveBeenCalledOnce();
  });
});

/** The frame with the page's own guard script running over it, as the browser runs it after the root. */
function guardedFrame(value: string): { root: HTMLElement; box: HTMLInputElement } {
  const { root, boxes } = frame([value]);
  const [box] = boxes;
  if (!box) throw new Error('no box');
  root.id = 'root';
  const form = document.createElement('form');
  form.append(box);
  root.append(form);
  // The guard is the page's inline script, after the root as in the page (jsdom runs it: Vitest enables scripts).
  const guard = document.createElement('script');
  guard.textContent = EARLY_SUBMIT_SCRIPT;
  document.body.append(guard);
  return { root, box };
}

function typeInto(box: HTMLInputElement, text: string): void {
  box.focus();
  box.value = text;
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

describe("the page's guard", () => {
  it('notes when the visitor last typed', () => {
    const { root, box } = guardedFrame('vann');
    const watch = watchEarlyTyping(root, 'vann', document);
    expect(watch.typedAt()).toBe(Number.NEGATIVE_INFINITY);
    typeInto(box, 'skog');
    const first = watch.typedAt();
    expect(Number.isFinite(first)).toBe(true);
    typeInto(box, 'skogen');
    expect(watch.typedAt()).toBeGreaterThanOrEqual(first);
  });

  it('keeps an Enter as a mark instead of submitting the page, until typing follows', () => {
    const { root, box } = guardedFrame('vann');
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    box.form?.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    const watch = watchEarlyTyping(root, 'vann', document);
    expect(watch.submitted()).toBe(true);
    typeInto(box, 'skog');
    expect(watch.submitted()).toBe(false);
  });
});

describe('typingPaused', () => {
  it('waits until the visitor has not typed for the pause, however often they type meanwhile', async () => {
    const { root } = guardedFrame('vann');
    const watch = watchEarlyTyping(root, 'vann', document);
    const clock = new FakeClock(10_000);
    const typedAt = (at: number) => root.setAttribute('data-typed-at', String(at));
    let done = false;
    typedAt(9_900);
    void typingPaused(watch, 500, clock).then(() => {
      done = true;
    });
    await clock.advance(300);
    // Typed again at 10 300: the pause starts over.
    typedAt(10_300);
    await clock.advance(499);
    expect(done).toBe(false);
    await clock.advance(1);
    expect(done).toBe(true);
    expect(clock.now()).toBe(10_800);
  });

  it('ends at an Enter, pressed before or during the wait', async () => {
    const clock = new FakeClock(10_000);
    const before = guardedFrame('vann');
    typeInto(before.box, 'skog');
    before.root.setAttribute('data-typed-at', '9999');
    before.box.form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    let ended = false;
    void typingPaused(watchEarlyTyping(before.root, 'vann', document), 500, clock).then(() => {
      ended = true;
    });
    await Promise.resolve();
    expect(ended).toBe(true);

    const during = guardedFrame('vann');
    typeInto(during.box, 'skog');
    during.root.setAttribute('data-typed-at', '9999');
    let done = false;
    void typingPaused(watchEarlyTyping(during.root, 'vann', document), 500, clock).then(() => {
      done = true;
    });
    await clock.advance(100);
    expect(done).toBe(false);
    during.box.form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('resolves at once when the visitor never typed', async () => {
    const { root } = guardedFrame('vann');
    const never = { now: () => 0, setTimeout: () => expect.unreachable('no timer') };
    await expect(typingPaused(watchEarlyTyping(root, 'vann', document), 500, never)).resolves.toBeUndefined();
  });
});

describe('adoptEarlyTyping', () => {
  const driverAt = (href: string) => {
    const history = new MemoryHistory(href);
    const driver = createSearchDriver({ history, clock: new FakeClock() });
    return { history, driver, target: typingTargetOf(driver) };
  };

  it('makes typing after a pause the search at once: one new entry, and the Enter is not submitted again', () => {
    const { root, box } = guardedFrame('vann');
    const watch = watchEarlyTyping(root, 'vann', document);
    typeInto(box, 'vann og skog');
    const { history, driver, target } = driverAt('/?q=vann');
    adoptEarlyTyping(watch, target);
    expect(driver.getSnapshot().committed.q).toBe('vann og skog');
    expect(history.log).toEqual(['push /?q=vann+og+skog']);

    box.form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    adoptEarlyTyping(watch, target);
    expect(watch.submitted()).toBe(false);
    expect(history.log).toHaveLength(1);
    driver.dispose();
  });

  it('submits an Enter on the typed text, and leaves the URL alone when the visitor changed nothing', () => {
    const typed = guardedFrame('vann');
    const watch = watchEarlyTyping(typed.root, 'vann', document);
    typeInto(typed.box, 'skog');
    typed.box.form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const entered = driverAt('/datasets?q=vann');
    adoptEarlyTyping(watch, entered.target);
    expect(entered.history.log).toEqual(['push /datasets?q=skog']);
    entered.driver.dispose();

    const idle = guardedFrame('vann');
    const untouched = driverAt('/datasets?q=vann');
    adoptEarlyTyping(watchEarlyTyping(idle.root, 'vann', document), untouched.target);
    expect(untouched.history.log).toEqual([]);
    untouched.driver.dispose();
  });
});
