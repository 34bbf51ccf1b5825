/**
 * The floor pages: what the platform allows, measured beside the app. No framework and no app code; the page's
 * head holds one classic script, fetched and run before the parser goes on, that sends the app's own first
 * request for `/` and paints its hits as a list of linked headings (the role structure the probe looks for).
 *
 * - `/`: the script sends the search at once: the earliest a page served this way can send anything.
 * - `/?database`: it first opens the request budget's database (the app's name and version) and takes a token
 *   the least way there is, one relaxed readwrite transaction that reads and writes one record: the earliest a
 *   page can send a search whose budget every tab and iframe shares (src/api/budget/indexedDbStore.ts).
 *
 * Both are served as a classic script in a file. The same script inline in the page's head (`inline/`) is measured
 * with the database only: the earliest a page can send a search whose budget every tab shares, with no fetch of a
 * script before it. The local service's Content Security Policy allows only the app's own inline script, by its
 * hash, so the benchmark opens that page with the policy bypassed (as a host that listed the script's hash would).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import {
  BUDGET_DATABASE,
  BUDGET_DATABASE_VERSION,
  BUDGET_OBJECT_STORE,
} from '../../src/interface/headScript';
import { endpointPath } from '../../src/interface/endpoints';
import { toSearchRequest } from '../../src/search/request';
import { parseSearchUrl } from '../../src/search/url';

/** The query parameter that makes the floor page take a token from the budget's database first. */
export const WITH_DATABASE = 'database';

const SCRIPT_FILE = 'floor.js';

/** The app's first request at `/`, by the app's own URL codec and request building. */
export function firstRequestAtRoot(): { readonly path: string; readonly body: string } {
  const { scope, body } = toSearchRequest(parseSearchUrl('/', '').state);
  return { path: `/api/${endpointPath('search', scope)}`, body: JSON.stringify(body) };
}

const quote = (value: string | number): string => JSON.stringify(value);

/** Plain ES2019, as the app's head script: it runs before anything else, in the page's head. */
export function floorScript(request: { readonly path: string; readonly body: string }): string {
  return `(function () {
  function whenParsed(run) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  }
  function paint(hits) {
    var list = document.createElement('ul');
    hits.forEach(function (hit) {
      var item = document.createElement('li');
      var heading = document.createElement('h2');
      var link = document.createElement('a');
      var title = hit.title || {};
      link.href = '#' + encodeURIComponent(hit.id);
      link.textContent = title.nb || title.nn || title.en || hit.id;
      heading.append(link);
      item.append(heading);
      list.append(item);
    });
    document.querySelector('main').append(list);
  }
  function send() {
    fetch(${quote(request.path)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: ${quote(request.body)},
    })
      .then(function (response) { return response.json(); })
      .then(function (answer) { whenParsed(function () { paint(answer.hits || []); }); });
  }
  if (!new URLSearchParams(location.search).has(${quote(WITH_DATABASE)})) return send();
  var open = indexedDB.open(${quote(BUDGET_DATABASE)}, ${quote(BUDGET_DATABASE_VERSION)});
  open.onupgradeneeded = function () { open.result.createObjectStore(${quote(BUDGET_OBJECT_STORE)}); };
  open.onsuccess = function () {
    var transaction = open.result.transaction(${quote(BUDGET_OBJECT_STORE)}, 'readwrite', { durability: 'relaxed' });
    var records = transaction.objectStore(${quote(BUDGET_OBJECT_STORE)});
    var read = records.get('floor');
    read.onsuccess = function () { records.put({ spent: (read.result ? read.result.spent : 0) + 1 }, 'floor'); };
    transaction.oncomplete = send;
  };
})();
`;
}

/** The page around the script: `<script>` is either `src="/floor.js"` or the script itself. */
function floorHtml(scriptTag: string): string {
  return `<!doctype html>
<html lang="nb">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="data:," />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor page</title>
    ${scriptTag}
  </head>
  <body>
    <main><h1>Floor page</h1></main>
  </body>
</html>
`;
}

export const FLOOR_HTML = floorHtml(`<script src="/${SCRIPT_FILE}"></script>`);

/** The page with the script inline; a script that could end its element early is refused. */
export function inlineFloorHtml(script: string): string {
  if (/<\/script/i.test(script)) throw new Error('The floor script must not contain "</script"');
  return floorHtml(`<script>\n${script}</script>`);
}

/** Where `writeFloorPages` puts each page, for the local service to serve as its `STATIC_DIR`. */
export interface FloorDirs {
  /** The script in a file the page loads. */
  readonly file: string;
  /** The script inline in the page. */
  readonly inline: string;
}

export async function writeFloorPages(dir: string): Promise<FloorDirs> {
  const dirs: FloorDirs = { file: join(dir, 'file'), inline: join(dir, 'inline') };
  const script = floorScript(firstRequestAtRoot());
  await Promise.all([mkdir(dirs.file, { recursive: true }), mkdir(dirs.inline, { recursive: true })]);
  await Promise.all([
    writeFile(join(dirs.file, 'index.html'), FLOOR_HTML),
    writeFile(join(dirs.file, SCRIPT_FILE), script),
    writeFile(join(dirs.inline, 'index.html'), inlineFloorHtml(script)),
  ]);
  return dirs;
}

/**
 * The paint floor: a page of one heading and a search field, no script and no style, served by the local service
 * like the app's pages. On the slow phone its first paint is the earliest any page can show its frame there: the
 * network's latency and the browser's own start, with next to nothing to parse or lay out.
 */
export const PAINT_FLOOR_HTML = `<!doctype html>
<html lang="nb">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Katalogsøk</title>
  </head>
  <body>
    <h1>Katalogsøk</h1>
    <input type="search" role="combobox" aria-expanded="false" aria-label="Søk" />
  </body>
</html>
`;

export async function writePaintFloor(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), PAINT_FLOOR_HTML);
  return dir;
}
