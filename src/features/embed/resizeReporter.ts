import { resizeMessage, type ResizeMessage } from './embedMessages';

/**
 * Reports the document's height to the framing page whenever it changes: watched with a `ResizeObserver`,
 * measured at most once per animation frame, sent only when it differs from the last one sent. A first report
 * goes after load, another after web fonts settle. Returns the function that stops it.
 */
export function startResizeReporting(win: Window, post: (message: ResizeMessage) => void): () => void {
  const root = win.document.documentElement;
  let frame: number | null = null;
  let lastHeight = -1;
  let stopped = false;

  const measure = () => {
    frame = null;
    // The root's own box, not its scrollHeight: that never drops below the frame's height, so it could not shrink.
    const message = resizeMessage(root.getBoundingClientRect().height);
    if (message.height === lastHeight) return;
    lastHeight = message.height;
    post(message);
  };
  const schedule = () => {
    if (stopped || frame !== null) return;
    frame = win.requestAnimationFrame(measure);
  };

  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
  observer?.observe(root);
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule);
  if ('fonts' in win.document) void win.document.fonts.ready.then(schedule);

  return () => {
    stopped = true;
    observer?.disconnect();
    win.removeEventListener('load', schedule);
    if (frame !== null) win.cancelAnimationFrame(frame);
  };
}
