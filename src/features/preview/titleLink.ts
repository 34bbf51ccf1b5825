/**
 * How a result title and its preview find each other: the title link carries the preview key in a data attribute,
 * so focus can return to it when the preview closes.
 */
import type { MouseEvent } from 'react';

export const PREVIEW_KEY_ATTRIBUTE = 'data-preview-key';

/** Focuses the title link of a preview key, when that hit is on the page; returns it (else `null`). */
export function focusPreviewTitle(key: string): HTMLElement | null {
  for (const link of document.querySelectorAll<HTMLElement>(`[${PREVIEW_KEY_ATTRIBUTE}]`)) {
    if (link.getAttribute(PREVIEW_KEY_ATTRIBUTE) === key) {
      link.focus({ preventScroll: true });
      return link;
    }
  }
  return null;
}

/** A plain left click opens in place; a middle click or a modifier (new tab, new window) keeps the link's default. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Loads the panel's chunk before the click that needs it (on hover or focus of a title). */
export function preloadPreviewPanel(): void {
  void import('./OpenPreview');
}
