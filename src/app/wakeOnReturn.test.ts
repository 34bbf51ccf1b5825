import { describe, expect, it, vi } from 'vitest';

import { wakeOnReturn } from './wakeOnReturn';

/** A document whose visibility the test sets. */
function page() {
  const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  doc.visibilityState = 'visible';
  return { win: new EventTarget(), doc };
}

describe('wakeOnReturn', () => {
  it('wakes when the browser is back online', () => {
    const { win, doc } = page();
    const wake = vi.fn();
    wakeOnReturn(wake, win, doc);
    win.dispatchEvent(new Event('online'));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('wakes when the page is shown again, not when it is hidden', () => {
    const { win, doc } = page();
    const wake = vi.fn();
    wakeOnReturn(wake, win, doc);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(wake).not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('stops listening when undone', () => {
    const { win, doc } = page();
    const wake = vi.fn();
    const undo = wakeOnReturn(wake, win, doc);
    win.dispatchEvent(new Event('online'));
    undo();
    win.dispatchEvent(new Event('online'));
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(wake).toHaveBeenCalledTimes(1);
  });
});
