/** Whether the app runs inside another page's iframe: links to resource pages then open in the whole tab. */
export function isEmbedded(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    // A browser that refuses even to compare with a cross-origin parent: we are framed.
    return true;
  }
}
