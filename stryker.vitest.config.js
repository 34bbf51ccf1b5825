// @ts-check
import { defineConfig } from 'vitest/config';

// The Vitest run Stryker drives: only the node tests of the headless core (`src/api`, `src/search`), so that each
// mutant is checked by the tests that state the core's contract, and a run stays affordable (no jsdom, no server).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/api/**/*.test.ts', 'src/search/**/*.test.ts'],
  },
});
