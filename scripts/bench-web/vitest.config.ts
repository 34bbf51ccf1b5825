/**
 * The benchmark's own unit tests (pure logic only; the benchmark is not part of `npm test`):
 * `npx vitest run --config scripts/bench-web/vitest.config.ts`.
 */
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: { name: 'bench-web', environment: 'node', include: ['scripts/bench-web/**/*.test.ts'] },
});
