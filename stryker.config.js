// @ts-check
// Mutation testing of the headless core: `npm run mutation` (not part of `npm test`).
// While working on one module: `npx stryker run --mutate src/api/errors.ts` (incremental: only changed code reruns).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker.vitest.config.js' },
  mutate: [
    'src/api/**/*.ts',
    'src/search/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/testing/**',
    '!src/**/fixtures/**',
  ],
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants) rerun every test of the scope for each mutant: 9 % of the mutants took
  // 58 % of the whole run. They are left out of the run and the score, which measures the code the tests exercise.
  ignoreStatic: true,
  // The machine is shared: two workers at most (run it with `nice -n 10`).
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 80, break: 80 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

export default config;
