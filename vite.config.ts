import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

import { firstPageChunks } from './scripts/vite/firstPageChunks.ts';
import { headScript } from './scripts/vite/headScript.ts';
import { inlineHeadAssets } from './scripts/vite/inlineHeadAssets.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { preloadChunks } from './scripts/vite/preloadChunks.ts';
import { reactRouterProduction } from './scripts/vite/reactRouterProduction.ts';

const MESSAGES = ['src/i18n/messages/nb.ts', 'src/i18n/messages/nn.ts', 'src/i18n/messages/en.ts'];

// The dev server forwards the API and the runtime configuration to the local service (`npm run serve`).
const service = process.env.SERVICE_URL ?? 'http://127.0.0.1:8080';

/** The server bundle (`npm run build`'s second step): the app rendered to HTML by the local service. */
export const SERVER_BUNDLE_DIR = 'dist/.server';

// The server bundle takes only React's plugin: the browser build's plugins shape index.html and its chunks.
const serverBuild: ViteUserConfig = {
  plugins: [react(), reactRouterProduction],
  // Everything in one self-contained file set, built for production (React's server renderer included).
  ssr: { noExternal: true, target: 'node' },
  // React's production build: no development checks on the server's hot path.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: SERVER_BUNDLE_DIR,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    copyPublicDir: false,
  },
};

const browserBuild: ViteUserConfig = {
  plugins: [
    react(),
    headScript,
    reactRouterProduction,
    firstPageChunks({
      entry: 'src/main.ts',
      loaded: ['src/app/renderApp.tsx', ...MESSAGES],
      // Shared with the embed bridge, which loads only in a frame (the frame's viewport is read by the preview and
      // the results too).
      alsoShared: [
        'src/features/embed/isFramed.ts',
        'src/features/embed/embedMessages.ts',
        'src/features/embed/visiblePart.ts',
        'src/features/embed/frameViewport.ts',
      ],
    }),
    preloadChunks(['src/i18n/messages/nb.ts', 'src/app/renderApp.tsx']),
    inlineHeadAssets(),
    precompress(),
  ],
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': service, '/config.json': service },
  },
  test: {
    // Vitest's default leaves a core for its own process (one worker on 2 cores); that process is mostly idle
    // once the files are transformed, and many test files wait on sockets and child processes: use every core.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // Many of these tests start an HTTP server (and index a catalogue): 5 s is too tight on a loaded 2-core CI.
          testTimeout: 20_000,
          include: ['server/**/*.test.ts', 'src/interface/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app-logic',
          environment: 'node',
          // Pure logic: no file leaves global state behind (stubs are undone after each test), so the files share
          // their workers and loaded modules instead of each starting a process of its own.
          isolate: false,
          include: ['src/**/*.test.ts'],
          exclude: ['src/interface/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app-ui',
          environment: 'jsdom',
          // Testing Library unmounts after each test (src/test/setup.ts) and no file leaves global state behind
          // (runs in shuffled order pass), so the files share workers and loaded modules: loading React and MUI
          // for each file took two thirds of this project's time (84 s against 25 s here).
          isolate: false,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
