import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no `matchMedia`. As MUI's hook did without one, no media query matches: the narrow, non-phone layout.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// jsdom has no modal dialogs. As a browser does: `showModal` opens one and focuses its first control, `close` closes
// it, gives focus back to what had it, and sends `close`; Esc closes the open one. (Focus kept inside, the page
// behind inert, is checked in Chromium by the e2e tests.)
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    focusedBefore.set(this, document.activeElement);
    this.open = true;
    this.querySelector<HTMLElement>('button, input, select, textarea, a[href], [tabindex]')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    const before = focusedBefore.get(this);
    if (before instanceof HTMLElement && before.isConnected) before.focus();
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.open).at(-1);
    if (open?.dispatchEvent(new Event('cancel', { cancelable: true }))) open.close();
  });
}
