import { useSyncExternalStore } from 'react';

/** Whether another page frames the app (a browser that will not even compare with its parent is framed). */
export function isFramed(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

const never = () => () => undefined;

/**
 * `isFramed()` for a render: a server cannot know, so a server-rendered page hydrates unframed and takes its
 * frame's arrangement in the render after (a frame never stops or starts being one).
 */
export function useFramed(): boolean {
  return useSyncExternalStore(never, isFramed, () => false);
}
