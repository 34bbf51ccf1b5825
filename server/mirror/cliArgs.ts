/**
 * The arguments of `npm run mirror`, read and checked without side effects so they can be tested directly.
 */
import { parseArgs } from 'node:util';

export const USAGE = `usage: npm run mirror -- --from BASE_URL --out FILE [options]
  --from URL                       the service's base_url (https://search.api.fellesdatakatalog.digdir.no,
                                   http://localhost:8080/api)
  --out FILE                       NDJSON output; FILE.state.json beside it makes a rerun resume
  --organizations FILE             also copy the organisation catalogue into FILE (JSON)
  --organization-catalogue URL     where it is (default: the local server's /config.json)
  --rate N                         requests per minute (default 10)
  --burst N                        requests at once (default 20)
  --page-size N                    hits per page, dividing the window (default 1000)
  --window N                       hits one query can reach (default 10000)
  --max-retries N                  retries of one request (default 8)`;

export interface MirrorCliOptions {
  readonly from: string;
  readonly out: string;
  readonly organizations: string | null;
  readonly organizationCatalogue: string | undefined;
  readonly perMinute: number;
  readonly burst: number;
  readonly pageSize: number;
  readonly window: number;
  readonly maxRetries: number;
  readonly help: boolean;
}

export class MirrorArgumentError extends Error {
  override readonly name = 'MirrorArgumentError';
}

export function parseMirrorArgs(argv: readonly string[]): MirrorCliOptions {
  let values: Partial<Record<string, string | boolean>>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        from: { type: 'string' },
        out: { type: 'string' },
        organizations: { type: 'string' },
        'organization-catalogue': { type: 'string' },
        rate: { type: 'string' },
        burst: { type: 'string' },
        'page-size': { type: 'string' },
        window: { type: 'string' },
        'max-retries': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new MirrorArgumentError(
      error instanceof Error ? error.message.replace(/\s*\n\s*/g, ' ') : String(error),
    );
  }
  const string = (name: string): string | undefined => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const help = values.help === true;
  const from = string('from');
  const out = string('out');
  if (!help && (from === undefined || out === undefined)) {
    throw new MirrorArgumentError('--from and --out are required');
  }
  const window = whole(string('window'), 'window', 10_000, 1);
  const pageSize = whole(string('page-size'), 'page-size', 1000, 1);
  if (window % pageSize !== 0) {
    throw new MirrorArgumentError(`--page-size must divide --window (${window}), got ${pageSize}`);
  }
  const catalogue = string('organization-catalogue');
  return {
    from: from === undefined ? '' : httpUrl(from, 'from'),
    out: out ?? '',
    organizations: string('organizations') ?? null,
    organizationCatalogue: catalogue === undefined ? undefined : httpUrl(catalogue, 'organization-catalogue'),
    perMinute: positive(string('rate'), 'rate', 10),
    burst: whole(string('burst'), 'burst', 20, 1),
    pageSize,
    window,
    maxRetries: whole(string('max-retries'), 'max-retries', 8, 0),
    help,
  };
}

function httpUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new MirrorArgumentError(`--${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new MirrorArgumentError(`--${name} must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function whole(value: string | undefined, name: string, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(Number.isSafeInteger(number) && number >= min)) {
    throw new MirrorArgumentError(`--${name} must be a whole number of at least ${min}, got "${value}"`);
  }
  return number;
}

function positive(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!(number > 0)) throw new MirrorArgumentError(`--${name} must be a number above 0, got "${value}"`);
  return number;
}
