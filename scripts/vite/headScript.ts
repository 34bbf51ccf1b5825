/**
 * Puts the head script (src/interface/headScript.ts) first in the app's index.html head, in the dev server and the
 * build. The service allows it by its hash (server/http/securityHeaders.ts), so it is inserted exactly as written.
 * Other pages built with this configuration (the benchmark's minimal page) do not get it: they have no budget.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

import { HEAD_SCRIPT } from '../../src/interface/headScript.ts';

const APP_PAGE = fileURLToPath(new URL('../../index.html', import.meta.url));

export const headScript: Plugin = {
  name: 'catalogue-head-script',
  transformIndexHtml: (_html, { filename }) =>
    resolve(filename) === APP_PAGE
      ? [{ tag: 'script', children: HEAD_SCRIPT, injectTo: 'head-prepend' }]
      : [],
};
