/**
 * What a framed page knows of its host, for the parts of the page that place or reveal things: the band of the
 * frame the visitor sees (an `IntersectionObserver` in the frame, no message needed), and whether the host runs
 * embed.js (it says so with a `host` message), which then scrolls for the frame. Started by the embed bridge, only
 * when framed; elsewhere (and on the server) everything here reads as unknown and changes nothing.
 */
import { useSyncExternalStore } from 'react';

import { revealMessage, type RevealMessage } from './embedMessages';
import {
  isWithin,
  panelPlacement,
  VISIBLE_PART_THRESHOLDS,
  visiblePartOf,
  type Placement,
  type VisiblePart,
} from './visiblePart';

let visible: VisiblePart | null = null;
/** Where a full-height panel goes now (`panelPlacement`), kept so that React reads the same object until it moves. */
let placement: Placement | null = null;
/** The observer runs (the page is framed): a `null` band then means the frame is out of view. */
let tracking = false;
/** Posts to embed.js on the host, once it has said it is there. */
let hostPost: ((message: RevealMessage) => void) | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getPlacement = () => placement;
const getServerPlacement = (): Placement | null => null;

/** Watches which band of the framed document the host's viewport shows; returns the function that stops it. */
export function startVisiblePartTracking(win: Window): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      const last = entries.at(-1);
      if (!last) return;
      visible = visiblePartOf(last);
      const next = panelPlacement(visible, win.innerHeight);
      if (next?.top !== placement?.top || next?.height !== placement?.height) {
        placement = next;
        for (const listener of listeners) listener();
      }
    },
    { threshold: [...VISIBLE_PART_THRESHOLDS] },
  );
  observer.observe(win.document.documentElement);
  tracking = true;
  return () => {
    observer.disconnect();
    tracking = false;
    visible = null;
    placement = null;
  };
}

/** The host's embed.js answered: reveals go to it from now on. */
export function setHostPost(post: ((message: RevealMessage) => void) | null): void {
  hostPost = post;
}

/**
 * Where a full-height panel (the preview) goes in a frame: over the band the visitor sees, following it as the host
 * scrolls. `null` when not framed, on the server, or when the whole frame is seen: the panel keeps its own place.
 */
export function usePanelPlacement(): Placement | null {
  return useSyncExternalStore(subscribe, getPlacement, getServerPlacement);
}

/**
 * Brings an element of a framed page into the visitor's view when it is not: through embed.js where it runs (the
 * host scrolls its own page), else with `scrollIntoView` from the frame (the browser scrolls the host too).
 * Returns `false` when the page is not framed (nothing tracks the band): the caller then does what it does unframed.
 */
export function revealInFrame(element: Element, block: 'start' | 'nearest' = 'nearest'): boolean {
  if (!tracking) return false;
  const box = element.getBoundingClientRect();
  if (visible !== null && isWithin(box, visible)) return true;
  if (hostPost) hostPost(revealMessage(box.top, box.bottom, block));
  else if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block });
  return true;
}
