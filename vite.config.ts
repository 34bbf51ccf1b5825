import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files of the build worth compressing (source maps are fetched by developers only). */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `x.br` and `x.gz` beside every compressible file of the build over 1 KiB, at the strongest settings
 * (once, at build time); the server sends them by `Accept-Encoding` (server/http/static.ts).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true });
      const files = entries.map((entry) => join(outDir, entry)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size <= 1024) return;
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipped(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

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
  plugins: [react(), reactRouterProduction, precompress()],
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
