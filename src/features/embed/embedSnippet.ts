/**
 * The copy-paste code that embeds a search in another page: an `<iframe>` (with the `title` WCAG asks of frames)
 * and the small script that lets the host size the frame from the app's resize messages (./embedMessages.ts).
 */
import { EMBED_SOURCE, EMBED_VERSION } from './embedMessages';

/** The frame's `id` in the host page, which the script looks the frame up by. */
export const EMBED_FRAME_ID = 'catalogue-search';
/** Bounds the host applies to the reported height, so a runaway page cannot grow the frame without end. */
export const MIN_FRAME_HEIGHT = 200;
export const MAX_FRAME_HEIGHT = 20_000;
/** The frame's height before the first resize message (or with scripts off). */
export const INITIAL_FRAME_HEIGHT = 600;

export interface EmbedSnippetOptions {
  /** The absolute URL of the search to show. */
  readonly src: string;
  /** The frame's accessible name. */
  readonly title: string;
}

export function escapeHtmlAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A JavaScript string literal that cannot end the surrounding `<script>` element. */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(/</g, '\\u003c');
}

export function embedSnippet({ src, title }: EmbedSnippetOptions): string {
  // Messages are accepted only from the frame itself and from the app's own origin.
  const origin = new URL(src).origin;
  return [
    `<iframe id="${EMBED_FRAME_ID}" src="${escapeHtmlAttribute(src)}" title="${escapeHtmlAttribute(title)}"`,
    // "Copy link" inside the frame needs the host's permission to write to the clipboard.
    `  allow="clipboard-write" loading="lazy" height="${INITIAL_FRAME_HEIGHT}" style="width:100%;border:0"></iframe>`,
    '<script>',
    "  window.addEventListener('message', function (event) {",
    `    var frame = document.getElementById(${scriptString(EMBED_FRAME_ID)});`,
    `    if (!frame || event.source !== frame.contentWindow || event.origin !== ${scriptString(origin)}) return;`,
    '    var data = event.data;',
    `    if (!data || data.source !== ${scriptString(EMBED_SOURCE)} || data.version !== ${EMBED_VERSION}) return;`,
    "    if (data.type === 'resize' && typeof data.height === 'number') {",
    `      frame.style.height = Math.min(Math.max(data.height, ${MIN_FRAME_HEIGHT}), ${MAX_FRAME_HEIGHT}) + 'px';`,
    '    }',
    '  });',
    '</script>',
  ].join('\n');
}
