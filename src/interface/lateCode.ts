/**
 * A server-rendered page shows its results before any script runs, so its code (the start-up script and the chunks
 * it preloads) is fetched once the page is painted, not while it loads: on a slow network the code's 150 KB would
 * share the bandwidth with the page's own bytes, and a script run before the first paint makes that paint wait for
 * it. The server moves the head's module script and preloads into a template at the page's end
 * (server/http/lateCode.ts); this script, right after it, puts them into the head once the browser reports the
 * page's first contentful paint (a frame's callback comes before the frame is shown, so it can be too early).
 * A browser without paint timing waits for the next frame and a task; a hidden tab, which paints nothing, loads at
 * once, and a page that somehow never reports its paint loads after `LATE_CODE_LIMIT_MS`. Plain ES5 and constant,
 * so the Content-Security-Policy allows it by its hash.
 */
export const LATE_CODE_TEMPLATE_ID = 'app-code';

/** How long the code waits for the first paint at most. */
export const LATE_CODE_LIMIT_MS = 1500;

export const LATE_CODE_SCRIPT = [
  '(function(){',
  `var t=document.getElementById("${LATE_CODE_TEMPLATE_ID}"),d=false;`,
  'if(!t)return;',
  'function go(){if(d)return;d=true;document.head.appendChild(t.content.cloneNode(true))}',
  'if(document.visibilityState==="hidden")return go();',
  'document.addEventListener("visibilitychange",go,{once:true});',
  `setTimeout(go,${LATE_CODE_LIMIT_MS});`,
  'var P=window.PerformanceObserver;',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})',
  '.observe({type:"paint",buffered:true})',
  '}else requestAnimationFrame(function(){setTimeout(go,0)})',
  '})()',
].join('');
