/**
 * What a visitor types into the page's frame (index.html's search box, before the app's code arrived) survives the
 * app taking the frame's place: the text goes into the driver as typing (so it is searched like any typing) and the
 * caret comes back to the app's search box. Without this, the app's first render replaced the box and lost the text.
 * The frame is watched until the app's box is there, since the first render is a transition: the visitor can type
 * while it runs.
 */

/** The frame's search box as the visitor left it. */
export interface FrameTyping {
  readonly text: string;
  readonly focused: boolean;
  readonly selectionStart: number | null;
  readonly selectionEnd: number | null;
}

/**
 * Reads the frame's search box: the focused one, else one whose text is not the URL's query (the frame's script
 * wrote that query into every box). `null` when the visitor has done nothing there.
 */
export function readFrameTyping(
  root: ParentNode,
  urlQuery: string,
  focused: Element | null,
): FrameTyping | null {
  const boxes = Array.from(root.querySelectorAll<HTMLInputElement>('input[type="search"]'));
  const box = boxes.find((input) => input === focused) ?? boxes.find((input) => input.value !== urlQuery);
  if (box === undefined) return null;
  const isFocused = box === focused;
  if (!isFocused && box.value === urlQuery) return null;
  return typingOf(box, isFocused);
}

const typingOf = (box: HTMLInputElement, focused: boolean): FrameTyping => ({
  text: box.value,
  focused,
  selectionStart: box.selectionStart,
  selectionEnd: box.selectionEnd,
});

export interface FrameTypingWatch {
  /** What the visitor last did in the frame's boxes, or `null`. */
  readonly current: () => FrameTyping | null;
  readonly stop: () => void;
}

/** Follows the frame's search boxes (those in `root` now) until stopped. */
export function watchFrameTyping(root: HTMLElement, urlQuery: string, page: Document): FrameTypingWatch {
  const boxes = new Set(root.querySelectorAll<HTMLInputElement>('input[type="search"]'));
  let last = readFrameTyping(root, urlQuery, page.activeElement);
  const record = (event: Event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !boxes.has(box)) return;
    last = typingOf(box, event.type !== 'focusout' && page.activeElement === box);
  };
  const events = ['input', 'focusin', 'focusout', 'keyup', 'pointerup'] as const;
  for (const type of events) root.addEventListener(type, record);
  return {
    current: () => last,
    stop: () => {
      for (const type of events) root.removeEventListener(type, record);
    },
  };
}

/** How many frames to wait for the app's search box to mount. */
const MOUNT_FRAMES = 300;

/**
 * Once the app's search box is there (the frame is gone), hands the visitor's typing to `apply` and puts the caret
 * back where it was in the frame's box.
 */
export function handOverFrameTyping(
  watch: FrameTypingWatch,
  findBox: () => HTMLInputElement | null,
  apply: (typing: FrameTyping) => void,
): void {
  let frames = 0;
  const attempt = () => {
    const box = findBox();
    if (box === null) {
      if (++frames < MOUNT_FRAMES) requestAnimationFrame(attempt);
      else watch.stop();
      return;
    }
    watch.stop();
    const typing = watch.current();
    if (typing === null) return;
    apply(typing);
    if (!typing.focused) return;
    box.focus();
    if (typing.selectionStart !== null && typing.selectionEnd !== null) {
      box.setSelectionRange(typing.selectionStart, typing.selectionEnd);
    }
  };
  requestAnimationFrame(attempt);
}
