/**
 * The `--disable-features` switch the tests launch Chromium with.
 *
 * Every browser context of new headless Chromium is a window with an address bar, and each window preloads the
 * address bar's suggestion popup (a WebUI page) in a renderer process of its own. No test ever opens it, yet each
 * of those processes costs CPU, and every test makes at least one context (docs/testing.md has the run times).
 *
 * Chromium reads only the last `--disable-features` on its command line, so this one must also carry the features
 * Playwright disables in its own (Playwright 1.65's list). `e2e/browser-launch.spec.ts` reads both switches from
 * `chrome://version` and fails when Playwright's list holds a feature this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/** The address bar's popup, in each of its forms. */
export const ADDRESS_BAR_POPUP_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
] as const;

export const DISABLE_FEATURES_SWITCH = `--disable-features=${[
  ...PLAYWRIGHT_DISABLED_FEATURES,
  ...ADDRESS_BAR_POPUP_FEATURES,
].join(',')}`;

/** The features each `--disable-features` switch of a command line names, in order. */
export function disabledFeatureLists(commandLine: string): string[][] {
  return [...commandLine.matchAll(/--disable-features=(\S*)/g)].map((match) =>
    (match[1] ?? '').split(',').filter((feature) => feature !== ''),
  );
}
