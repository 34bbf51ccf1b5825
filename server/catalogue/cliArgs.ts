/**
 * The arguments of `npm run catalogue`, read and checked without side effects so they can be tested
 * directly. Defaults: 20 000 resources, seed 1, `now` = the start of today (UTC), output to stdout.
 * The same seed on the same day gives the same bytes; `--now` pins the day for reproducible files.
 */
import { parseArgs } from 'node:util';

import { startOfUtcDay } from './generate';

export interface CatalogueCliOptions {
  readonly size: number;
  readonly seed: number;
  readonly now: Date;
  /** A file path, or null for standard output (`--out -` or no `--out`). */
  readonly out: string | null;
  readonly help: boolean;
}

export const USAGE =
  'usage: npm run catalogue -- [--size N] [--seed S] [--out FILE|-] [--now YYYY-MM-DD[THH:MM:SSZ]]';

/** The largest catalogue the command writes: far beyond the 200 000 the service is sized for. */
export const MAX_SIZE = 2_000_000;

export class CliArgumentError extends Error {
  override readonly name = 'CliArgumentError';
}

export function parseCatalogueArgs(argv: readonly string[], today: Date): CatalogueCliOptions {
  let values: { size?: string; seed?: string; out?: string; now?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        size: { type: 'string' },
        seed: { type: 'string' },
        out: { type: 'string' },
        now: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // Node's messages may span lines (a hint follows the problem): keep them on one.
    throw new CliArgumentError(
      error instanceof Error ? error.message.replace(/\s*\n\s*/g, ' ') : String(error),
    );
  }
  return {
    size: parseSize(values.size),
    seed: parseSeed(values.seed),
    now: parseNow(values.now, today),
    out: values.out === undefined || values.out === '-' ? null : values.out,
    help: values.help === true,
  };
}

function parseSize(value: string | undefined): number {
  if (value === undefined) return 20_000;
  const size = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(size >= 0 && size <= MAX_SIZE)) {
    throw new CliArgumentError(`--size must be a whole number from 0 to ${MAX_SIZE}, got "${value}"`);
  }
  return size;
}

function parseSeed(value: string | undefined): number {
  if (value === undefined) return 1;
  const seed = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(seed))
    throw new CliArgumentError(`--seed must be a whole number, got "${value}"`);
  return seed;
}

function parseNow(value: string | undefined, today: Date): Date {
  if (value === undefined) return startOfUtcDay(today);
  const now = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value)
    ? new Date(value)
    : new Date(Number.NaN);
  if (Number.isNaN(now.getTime())) {
    throw new CliArgumentError(
      `--now must be an ISO date such as 2026-01-31 or 2026-01-31T12:00:00Z, got "${value}"`,
    );
  }
  return now;
}
