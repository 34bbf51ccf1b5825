// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import { EARLY_SUBMIT_MARK } from '../interface/pageFrame';
import { handOverEarlyTyping, readEarlyTyping, watchEarlyTyping } from './earlyTyping';

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
  const target = () => ({ type: vi.fn<(text: string) => void>(), submit: vi.fn<() => void>() });

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
