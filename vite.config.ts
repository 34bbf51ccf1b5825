import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The dev server forwards the API and the runtime configuration to the local service (`npm run serve`).
const service = process.env.SERVICE_URL ?? 'http://127.0.0.1:8080';

/**
 * React Router 7's package exports name only its development build (dev warnings on, remix-run/react-router#12532,
 * #14102); a production build takes the identical production files instead.
 */
const reactRouter = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));
const reactRouterProduction: Plugin = {
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

export default defineConfig({
  plugins: [react(), reactRouterProduction],
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': service, '/config.json': service },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'src/interface/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app-logic',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/interface/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app-ui',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
