import { defineConfig, devices } from '@playwright/test';

import { DISABLE_FEATURES_SWITCH } from './e2e/support/chromiumFeatures';

/**
 * Browser tests run in Debian's Chromium (Playwright cannot download its own browser here) against the real local
 * service serving the built app (`npm run build` first). Three service instances:
 * - `open`: limiter off and a generous app budget, for journeys, facet truth, faults and accessibility;
 * - `limited`: the interface's real limit (10 per minute, burst 20) for both the service and the app, used only by
 *   the request-accounting tests, so no other test spends its tokens;
 * - `rendered`: like `open`, with server rendering on (the service's default), for the server-rendering tests.
 * The first two send the app's shell (PRERENDER=off), so the browser sends every search itself: the path of a
 * static deployment, and the one whose requests those tests count and intercept.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OPEN_PORT = Number(process.env.E2E_OPEN_PORT ?? 4310);
const LIMITED_PORT = Number(process.env.E2E_LIMITED_PORT ?? 4311);
const RENDERED_PORT = Number(process.env.E2E_RENDERED_PORT ?? LIMITED_PORT + 1);
// Two workers on two cores. Three gave full runs of 7.9, 10.4 and 11.0 min here (two: about 10), and under the load
// they make, a clean-clone run lost two timing-sensitive tests to their retries (a suggestion's token replayed
// against the service's log, a layout shift of 0.000005). Four kept the cores at 0 % idle and took 8.8 min. A bigger
// machine can give more (E2E_WORKERS).
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    DISABLE_FEATURES_SWITCH,
  ],
};

const server = (port: number, env: Record<string, string>) => ({
  command: 'node --import tsx server/main.ts',
  url: `http://127.0.0.1:${port}/config.json`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  stdout: 'pipe' as const,
  // `warn`: the test output shows failures, not a line per request.
  env: { PORT: String(port), HOST: '127.0.0.1', CATALOGUE_SEED: '1', LOG_LEVEL: 'warn', ...env },
});

export default defineConfig({
  testDir: 'e2e',
  // Tests of a file share no state unless the file says so (a file with shared servers configures itself serial),
  // so a long file is spread over the workers instead of keeping one busy at the end of the run.
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // On CI, one retry: on two cores shared by two Chromiums and three services, a test can outgrow its wait
  // (the last two runs each lost one test that passes again and again on a quieter machine). A test that passes on
  // its retry is listed as flaky in the output, to be looked at; one that fails twice fails the run. Locally, none.
  retries: process.env.CI ? 1 : 0,
  workers: WORKERS,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    launchOptions,
  },
  projects: [
    // First: the rate-limit file runs its tests one after another in one worker (about two minutes); started
    // last, it kept one worker alone at the end of the run while the other had nothing left to do.
    {
      name: 'limited',
      testMatch: /rate-limit\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${LIMITED_PORT}`, launchOptions },
    },
    {
      name: 'open',
      testIgnore: /(rate-limit|server-rendering)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${OPEN_PORT}`, launchOptions },
    },
    {
      name: 'rendered',
      testMatch: /server-rendering\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${RENDERED_PORT}`, launchOptions },
    },
  ],
  webServer: [
    server(OPEN_PORT, {
      PRERENDER: 'off',
      RATE_LIMIT_PER_MINUTE: '0',
      CLIENT_RATE_LIMIT_PER_MINUTE: '6000',
      CLIENT_RATE_LIMIT_BURST: '1000',
    }),
    server(LIMITED_PORT, {
      PRERENDER: 'off',
      RATE_LIMIT_PER_MINUTE: '10',
      RATE_LIMIT_BURST: '20',
      CLIENT_RATE_LIMIT_PER_MINUTE: '10',
      CLIENT_RATE_LIMIT_BURST: '20',
      // Each rate-limit test is its own client (a fresh X-Forwarded-For), so none spends another's tokens.
      TRUST_PROXY: '127.0.0.1',
    }),
    server(RENDERED_PORT, {
      RATE_LIMIT_PER_MINUTE: '0',
      CLIENT_RATE_LIMIT_PER_MINUTE: '6000',
      CLIENT_RATE_LIMIT_BURST: '1000',
    }),
  ],
});
