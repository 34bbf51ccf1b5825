/**
 * Puts the head script (src/interface/headScript.ts) first in index.html's head, in the dev server and the build.
 * The service allows it by its hash (server/http/securityHeaders.ts), so it is inserted exactly as written.
 */
import type { Plugin } from 'vite';

import { HEAD_SCRIPT } from '../../src/interface/headScript.ts';

export const headScript: Plugin = {
  name: 'catalogue-head-script',
  transformIndexHtml: () => [{ tag: 'script', children: HEAD_SCRIPT, injectTo: 'head-prepend' }],
};
