/** The command line of `npm run bench:web`. */

export interface BenchArgs {
  /** Browser runs per measure and CPU rate; the median is reported. */
  readonly runs: number;
  /** Lighthouse runs per page, preset and target. */
  readonly lighthouseRuns: number;
  /** CPU slow-down factors (`Emulation.setCPUThrottlingRate`). */
  readonly cpu: readonly number[];
  /** Which parts run: the browser measures, server rendering against the shell, Lighthouse. */
  readonly browser: boolean;
  readonly rendering: boolean;
  readonly lighthouse: boolean;
  /** Reuse `dist/` as built (the minimal page is always built). */
  readonly skipBuild: boolean;
  /** Where to write the figures as JSON, or null. */
  readonly json: string | null;
  /** Another build of the app (a `dist` folder) to measure beside it in the browser half (only there), or null. */
  readonly baseline: string | null;
}

export const USAGE = `usage: npm run bench:web -- [--runs N] [--lighthouse-runs N] [--cpu 1,4] [--only browser|rendering|lighthouse]
                          [--skip-build] [--json FILE] [--baseline DIST]`;

export class BenchArgumentError extends Error {
  override readonly name = 'BenchArgumentError';
}

const DEFAULTS: BenchArgs = {
  runs: 5,
  lighthouseRuns: 5,
  cpu: [1, 4],
  browser: true,
  rendering: true,
  lighthouse: true,
  skipBuild: false,
  json: null,
  baseline: null,
};

function count(flag: string, raw: string): number {
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 100) {
    throw new BenchArgumentError(`${flag} must be a whole number from 1 to 100, got ${JSON.stringify(raw)}`);
  }
  return Number(raw);
}

function rates(raw: string): number[] {
  const values = raw.split(',').map((part) => part.trim());
  if (values.some((value) => !/^\d+(\.\d+)?$/.test(value) || Number(value) < 1 || Number(value) > 20)) {
    throw new BenchArgumentError(
      `--cpu takes rates from 1 to 20 separated by commas, got ${JSON.stringify(raw)}`,
    );
  }
  return values.map(Number);
}

/** Reads `--flag value` and `--flag=value`; anything unknown is an error. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  let args = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const eq = arg.indexOf('=');
    const flag = eq >= 0 ? arg.slice(0, eq) : arg;
    if (flag === '--skip-build') {
      if (eq >= 0) throw new BenchArgumentError('--skip-build takes no value');
      args = { ...args, skipBuild: true };
      continue;
    }
    const value = (): string => {
      if (eq >= 0) return arg.slice(eq + 1);
      const next = argv[i + 1];
      if (next === undefined) throw new BenchArgumentError(`${flag} needs a value`);
      i++;
      return next;
    };
    switch (flag) {
      case '--runs':
        args = { ...args, runs: count(flag, value()) };
        break;
      case '--lighthouse-runs':
        args = { ...args, lighthouseRuns: count(flag, value()) };
        break;
      case '--cpu':
        args = { ...args, cpu: rates(value()) };
        break;
      case '--json':
        args = { ...args, json: value() };
        break;
      case '--baseline': {
        const baseline = value();
        if (baseline.trim() === '') throw new BenchArgumentError('--baseline needs a folder (a built dist)');
        args = { ...args, baseline };
        break;
      }
      case '--only': {
        const only = value();
        if (only !== 'browser' && only !== 'rendering' && only !== 'lighthouse') {
          throw new BenchArgumentError(
            `--only takes browser, rendering or lighthouse, got ${JSON.stringify(only)}`,
          );
        }
        args = {
          ...args,
          browser: only === 'browser',
          rendering: only === 'rendering',
          lighthouse: only === 'lighthouse',
        };
        break;
      }
      default:
        throw new BenchArgumentError(`unknown option ${JSON.stringify(arg)}`);
    }
  }
  // Only the browser part measures a baseline: with another part alone it would be measured nowhere.
  if (args.baseline !== null && !args.browser) {
    throw new BenchArgumentError(
      '--baseline is measured in the browser part: it cannot go with --only rendering or lighthouse',
    );
  }
  return args;
}
