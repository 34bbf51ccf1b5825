/** Whether another page frames the app (a browser that will not even compare with its parent is framed). */
export function isFramed(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}
