/**
 * What a visitor types into the page before the app has taken it over survives the app's arrival. The page is the
 * frame (index.html's search box) or the server's rendering of the results; either can take typing and Enter for
 * seconds on a slow phone. The text goes into the driver as typing (so it is searched like any typing), an Enter
 * pressed meanwhile is submitted, and the caret comes back to the app's box. Without this, the app's first render
 * replaced the frame's box and lost the text, and a hydrated box showed text its search did not hold.
 *
 * The hand-over runs in the app's first commit (not a frame later), so no key can reach the app's box before it
 * holds the text.
 */
import { EARLY_SUBMIT_MARK, EARLY_TYPED_AT } from '../interface/pageFrame';
import type { SearchDriver } from '../search/driver/searchDriver';

/** The page's search box as the visitor left it. */
export interface EarlyTyping {
  readonly text: string;
  readonly focused: boolean;
  readonly selectionStart: number | null;
  readonly selectionEnd: number | null;
  /** The box itself: the app's own one when the app hydrated the server's markup. */
  readonly box: HTMLInputElement;
}

/**
 * Reads the page's search box: the focused one, else one whose text is not the URL's query (the page wrote that
 * query into every box). `null` when the visitor has done nothing there.
 */
export function readEarlyTyping(
  root: ParentNode,
  urlQuery: string,
  focused: Element | null,
): EarlyTyping | null {
  const boxes = Array.from(root.querySelectorAll<HTMLInputElement>('input[type="search"]'));
  const box = boxes.find((input) => input === focused) ?? boxes.find((input) => input.value !== urlQuery);
  if (box === undefined) return null;
  const isFocused = box === focused;
  if (!isFocused && box.value === urlQuery) return null;
  return typingOf(box, isFocused);
}

const typingOf = (box: HTMLInputElement, focused: boolean): EarlyTyping => ({
  text: box.value,
  focused,
  selectionStart: box.selectionStart,
  selectionEnd: box.selectionEnd,
  box,
});

export interface EarlyTypingWatch {
  /** What the visitor last did in the page's boxes, or `null` (also once stopped). */
  readonly current: () => EarlyTyping | null;
  /** Whether an Enter in a box is still to be submitted (the page's guard marked it, and no typing followed). */
  readonly submitted: () => boolean;
  /** Calls `listener` on each Enter in a box until the returned function is called. */
  readonly onSubmit: (listener: () => void) => () => void;
  /** Takes an Enter (its mark) so that it is submitted once. */
  readonly takeSubmit: () => void;
  /** When the visitor last typed (`performance.now()`'s scale, noted by the page's guard), or -∞. */
  readonly typedAt: () => number;
  readonly stop: () => void;
}

/** Follows the search boxes in `root` (those there now) until stopped. */
export function watchEarlyTyping(root: HTMLElement, urlQuery: string, page: Document): EarlyTypingWatch {
  const boxes = new Set(root.querySelectorAll<HTMLInputElement>('input[type="search"]'));
  let last = readEarlyTyping(root, urlQuery, page.activeElement);
  let stopped = false;
  const record = (event: Event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !boxes.has(box)) return;
    if (event.type !== 'focusout') {
      last = typingOf(box, page.activeElement === box);
      return;
    }
    // Chromium blurs a focused box that is removed: the app's first render taking the frame's place is not the
    // visitor leaving the box, whose caret the app's box should get.
    queueMicrotask(() => {
      if (!stopped && box.isConnected) last = typingOf(box, false);
    });
  };
  const events = ['input', 'focusin', 'focusout', 'keyup', 'pointerup'] as const;
  for (const type of events) root.addEventListener(type, record);
  return {
    current: () => last,
    submitted: () => root.hasAttribute(EARLY_SUBMIT_MARK),
    // The page's guard listens first (its script ran before this one), so the mark is there when `listener` runs.
    onSubmit: (listener) => {
      root.addEventListener('submit', listener);
      return () => root.removeEventListener('submit', listener);
    },
    takeSubmit: () => root.removeAttribute(EARLY_SUBMIT_MARK),
    typedAt: () => {
      const at = Number.parseFloat(root.getAttribute(EARLY_TYPED_AT) ?? '');
      return Number.isFinite(at) ? at : Number.NEGATIVE_INFINITY;
    },
    stop: () => {
      stopped = true;
      for (const type of events) root.removeEventListener(type, record);
      root.removeAttribute(EARLY_SUBMIT_MARK);
      last = null;
    },
  };
}

/** The driver's intents the hand-over uses (and `flush`, which the adoption before the first search uses). */
export interface TypingTarget {
  readonly type: (text: string) => void;
  readonly submit: () => void;
  readonly flush: () => void;
}

/** The visitor's typing goes into `driver` as typing into the app's own box would. */
export function typingTargetOf(driver: SearchDriver): TypingTarget {
  const intents = driver.getSnapshot();
  return {
    type: (text) => intents.typeQuery(text, false),
    submit: () => intents.submitQuery(),
    flush: () => intents.flush(),
  };
}

/** The timer and time `typingPaused` waits with (the page's, on `performance.now()`'s scale). */
export interface PauseClock {
  readonly now: () => number;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
}

const pageClock: PauseClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
};

/**
 * Resolves once the visitor has not typed for `pauseMs` (at once when they never typed, or stopped long enough
 * ago): the same pause after which the app's own box searches what was typed. An Enter ends the wait at once.
 */
export function typingPaused(watch: EarlyTypingWatch, pauseMs: number, clock = pageClock): Promise<void> {
  return new Promise((resolve) => {
    let waiting = true;
    const done = () => {
      if (!waiting) return;
      waiting = false;
      stopListening();
      resolve();
    };
    const stopListening = watch.onSubmit(done);
    const check = () => {
      if (!waiting) return;
      const left = watch.typedAt() + pauseMs - clock.now();
      if (left > 0 && !watch.submitted()) clock.setTimeout(check, left);
      else done();
    };
    check();
  });
}

/**
 * Before the app's first search (a page without the server's answer): what the visitor typed, once they paused or
 * pressed Enter, becomes the search at once, so the first request is theirs and not the URL's they already
 * replaced. The Enter is taken (not submitted again at the hand-over); watching goes on for what is typed later.
 */
export function adoptEarlyTyping(watch: EarlyTypingWatch, target: TypingTarget): void {
  const typing = watch.current();
  const submitted = watch.submitted();
  watch.takeSubmit();
  if (typing !== null) target.type(typing.text);
  if (submitted) target.submit();
  else target.flush();
}

/** How many frames to wait for the app's search box to show the text (a render after the first), for the caret. */
const MOUNT_FRAMES = 300;

/**
 * Called in the app's first commit: hands the visitor's typing and Enter to `target` at once, and puts the caret
 * back where it was (in the app's box, once there). A second call does nothing (React runs effects twice in
 * development).
 */
export function handOverEarlyTyping(
  watch: EarlyTypingWatch,
  findBox: () => HTMLInputElement | null,
  target: TypingTarget,
): void {
  const typing = watch.current();
  const submitted = watch.submitted();
  watch.stop();
  if (typing === null) {
    if (submitted) target.submit();
    return;
  }
  target.type(typing.text);
  if (submitted) target.submit();
  if (!typing.focused) return;
  let frames = 0;
  const giveCaret = () => {
    const box = findBox();
    // The caret goes in once the box shows the text: React writing the value later would move it to the end.
    if (box === null || box.value !== typing.text) {
      if (++frames < MOUNT_FRAMES) requestAnimationFrame(giveCaret);
      return;
    }
    // A hydrated box is the one the visitor typed in: its caret never left.
    if (box === typing.box) return;
    box.focus();
    if (typing.selectionStart !== null && typing.selectionEnd !== null) {
      box.setSelectionRange(typing.selectionStart, typing.selectionEnd);
    }
  };
  giveCaret();
}
