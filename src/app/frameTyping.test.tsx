import { describe, expect, it } from 'vitest';

import { readFrameTyping, watchFrameTyping } from './frameTyping';

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

describe('readFrameTyping', () => {
  it('is null when the visitor has done nothing in the frame', () => {
    const { root } = frame(['vann', 'vann', 'vann']);
    expect(readFrameTyping(root, 'vann', document.body)).toBeNull();
  });

  it('takes the focused box, with its text and caret', () => {
    const { root, boxes } = frame(['vann', 'vann og avløp', 'vann']);
    const typed = boxes[1];
    if (!typed) throw new Error('no box');
    typed.focus();
    typed.setSelectionRange(4, 4);
    expect(readFrameTyping(root, 'vann', document.activeElement)).toEqual({
      text: 'vann og avløp',
      focused: true,
      selectionStart: 4,
      selectionEnd: 4,
    });
  });

  it('keeps a focused box even when its text is still the query (the caret comes back)', () => {
    const { root, boxes } = frame(['', '']);
    boxes[0]?.focus();
    expect(readFrameTyping(root, '', document.activeElement)).toMatchObject({ text: '', focused: true });
  });

  it('takes a changed box that lost focus', () => {
    const { root } = frame(['vann', 'skog']);
    expect(readFrameTyping(root, 'vann', document.body)).toMatchObject({ text: 'skog', focused: false });
  });
});

describe('watchFrameTyping', () => {
  it("follows what is typed into the frame's boxes until stopped, and nothing else", () => {
    const { root, boxes } = frame(['vann', 'vann']);
    const [box] = boxes;
    if (!box) throw new Error('no box');
    const watch = watchFrameTyping(root, 'vann', document);
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
    expect(watch.current()).toMatchObject({ text: 'vann og' });
  });
});
