// @ts-check
import { defineConfig } from 'vitest/config';

// The Vitest run Stryker drives: only the node tests of the headless core (`src/api`, `src/search`), so that each
// mutant is checked by the tests that state the core's contract, and a run stays affordable (no jsdom, no server).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/api/**/*.test.ts', 'src/search/**/*.test.ts'],
    // Speed tests time the code: instrumented, it says nothing, and each costs seconds per mutant.
    exclude: ['**/*.speed.test.ts'],
    // Instrumented code on a shared machine: the property tests can take longer than Vitest's 5 s.
    // Stryker bounds each mutant's run by its own timeout, computed from the initial run.
    testTimeout: 60_000,
  },
});
