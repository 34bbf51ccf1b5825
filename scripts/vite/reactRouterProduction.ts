import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/**
 * React Router 7's package exports name only its development build (dev warnings on, remix-run/react-router#12532,
 * #14102); a production build takes the identical production files instead.
 */
const reactRouter = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));
export const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: reactRouter('index.mjs') },
        { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
      ],
    },
  }),
};
