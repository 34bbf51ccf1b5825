/**
 * The page's frame in index.html: what a page without an answer (a static host, `PRERENDER=off`, a service that
 * is down) paints before any script runs. The build renders it once, for `/` in each language
 * (scripts/build-frame.ts), into `#root`, followed by one inline script that fits it to the URL before the first
 * paint. The service finds the root by the same markers to put its own markup there (server/http/pageRendering.ts)
 * or another language's frame (server/http/appPages.ts), and allows the script by its hash
 * (server/http/securityHeaders.ts).
 */

/** The root as the page's source writes it: empty. */
export const EMPTY_ROOT = '<div id="root"></div>';
const ROOT_OPEN = '<div id="root">';

/**
 * Plain ES2019, no dependencies, run right after the frame is parsed (before the first paint). The frame was
 * rendered for `/` with no query: the script writes the URL's `q` into the search boxes and makes the URL's tab the
 * current one (its count's room and its "fetching" text move with it). An embedded page (`embed=`) has no header
 * and another arrangement: there the frame is removed rather than shown wrong. The app's first render replaces it.
 */
export const FRAME_SCRIPT = [
  '(function(){',
  'var r=document.getElementById("root"),l=location,s=new URLSearchParams(l.search);',
  'if(!r)return;',
  'if(s.has("embed")){r.textContent="";return}',
  'var q=s.get("q")||"";',
  'r.querySelectorAll("input[type=search]").forEach(function(i){i.value=q});',
  'r.querySelectorAll("ul a[aria-current=page]").forEach(function(a){',
  'a.closest("ul").querySelectorAll("a").forEach(function(t){',
  'if(t===a||t.pathname!==l.pathname)return;',
  't.setAttribute("aria-current","page");a.removeAttribute("aria-current");',
  'while(a.children.length)t.appendChild(a.children[0])',
  '})})',
  '})()',
].join('');

/**
 * After the page's markup, the frame's or the server's (server/http/pageRendering.ts), until the app has taken it
 * over: Enter in a search box submits nothing, since a native submission would reload the page and lose the text;
 * the root is marked instead (`EARLY_SUBMIT_MARK`), and typing clears the mark and notes when it happened
 * (`EARLY_TYPED_AT`, on `performance.now()`'s scale), so the app can wait for the visitor's pause before searching
 * what they typed. The app takes the text and the Enter over (src/app/earlyTyping.ts). The marks are on the root,
 * outside the markup React hydrates.
 */
export const EARLY_SUBMIT_MARK = 'data-submitted';
export const EARLY_TYPED_AT = 'data-typed-at';
export const EARLY_SUBMIT_SCRIPT = [
  '(function(){',
  'var r=document.getElementById("root");',
  'if(!r)return;',
  `r.addEventListener("submit",function(e){e.preventDefault();r.setAttribute("${EARLY_SUBMIT_MARK}","")});`,
  `r.addEventListener("input",function(){r.removeAttribute("${EARLY_SUBMIT_MARK}");`,
  `r.setAttribute("${EARLY_TYPED_AT}",String(Math.round(performance.now())))})`,
  '})()',
].join('');
/** The guard as a page carries it, right after its root. */
export const EARLY_SUBMIT_ELEMENT = `<script>${EARLY_SUBMIT_SCRIPT}</script>`;

/**
 * After the script: the element the page's head waits for before its first paint (`FRAME_RENDER_BLOCK`), so that no
 * paint shows the frame before the script has fitted it (its tab's move would be a layout shift). A rendered page
 * keeps it after its root (server/http/pageRendering.ts).
 */
export const FRAME_FITTED_MARK = '<template id="frame-fitted"></template>';
/** In the head: the first paint waits for the mark (a browser that does not know `rel=expect` ignores it). */
export const FRAME_RENDER_BLOCK = '<link rel="expect" href="#frame-fitted" blocking="render">';

/** The root's end, the scripts after it and the mark, which end a frame. */
const FRAME_END = `</div><script>${FRAME_SCRIPT}</script>${EARLY_SUBMIT_ELEMENT}${FRAME_FITTED_MARK}`;

/** `#root` holding `frame`, the script that fits it to the URL and the guard of its search boxes. */
export function rootWithFrame(frame: string): string {
  return `${ROOT_OPEN}${frame}${FRAME_END}`;
}

/**
 * Where the page's root is: the empty root, or the root with its frame and script (`rootWithFrame`). `null` when the
 * page has neither (another page, or a frame whose script is not this one).
 */
export function rootOf(page: string): { readonly start: number; readonly end: number } | null {
  const start = page.indexOf(ROOT_OPEN);
  if (start === -1) return null;
  const script = page.indexOf(FRAME_END, start);
  if (script !== -1) return { start, end: script + FRAME_END.length };
  return page.startsWith(EMPTY_ROOT, start) ? { start, end: start + EMPTY_ROOT.length } : null;
}

/** `page` with its root replaced by `root` (markup from `#root`'s opening tag on), or `null` without a root. */
export function replaceRoot(page: string, root: string): string | null {
  const at = rootOf(page);
  return at === null ? null : `${page.slice(0, at.start)}${root}${page.slice(at.end)}`;
}
