/**
 * A server-rendered page shows its results before any script runs, so its code (the start-up script and the chunks
 * it preloads) is fetched once the page is painted, not while it loads: on a slow network the code's 150 KB would
 * share the bandwidth with the page's own bytes, and a script run before the first paint makes that paint wait for
 * it. The server moves the head's module script and preloads into a template at the page's end
 * (server/http/lateCode.ts); this script, right after it, puts them into the head after the next frame (at once in a
 * hidden tab, which paints none). Plain ES5 and constant, so the Content-Security-Policy allows it by its hash.
 */
export const LATE_CODE_TEMPLATE_ID = 'app-code';

export const LATE_CODE_SCRIPT = [
  '(function(){',
  `var t=document.getElementById("${LATE_CODE_TEMPLATE_ID}");`,
  'if(!t)return;',
  'function go(){document.head.appendChild(t.content.cloneNode(true))}',
  'if(document.visibilityState==="hidden")go();',
  'else requestAnimationFrame(function(){setTimeout(go,0)})',
  '})()',
].join('');
