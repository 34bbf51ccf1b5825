/**
 * The copy-paste code that embeds a search in another page: an `<iframe>` of the app (with the `title` WCAG asks
 * of frames, and the clipboard permission "Copy link" needs inside it) and the line that loads `embed.js`, the
 * host script that sizes every frame of the app from its messages (docs/embed-protocol.md).
 */

/** The attribute embed.js finds the app's frames by. */
export const FRAME_ATTRIBUTE = 'data-catalogue-search';
/** The frame's height before its first resize message (or with scripts off). */
export const INITIAL_FRAME_HEIGHT = 600;

export interface EmbedSnippetOptions {
  /** The absolute URL of the frame (the search with its embedding options). */
  readonly src: string;
  /** The frame's accessible name. */
  readonly title: string;
  /** The absolute URL of embed.js. */
  readonly scriptSrc: string;
}

export function escapeHtmlAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function embedSnippet({ src, title, scriptSrc }: EmbedSnippetOptions): string {
  return [
    `<iframe ${FRAME_ATTRIBUTE} src="${escapeHtmlAttribute(src)}" title="${escapeHtmlAttribute(title)}"`,
    `  allow="clipboard-write" loading="lazy" style="width:100%;height:${INITIAL_FRAME_HEIGHT}px;border:0"></iframe>`,
    `<script src="${escapeHtmlAttribute(scriptSrc)}" defer></script>`,
  ].join('\n');
}
