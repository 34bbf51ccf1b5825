/**
 * `npm run mirror -- --from BASE_URL --out FILE [--organizations FILE]`: copies a whole catalogue into NDJSON
 * that `CATALOGUE_FILE` loads (see mirror.ts), and optionally the organisation catalogue. Progress goes to
 * stdout (a bar on a terminal, lines otherwise); problems to stderr. Ctrl-C stops cleanly: a rerun resumes.
 * Exit codes: 0 copied whole, 1 failed, 2 bad arguments, 3 copied with mismatches (listed).
 */
import { setTimeout as delay } from 'node:timers/promises';

import { parseIndexCacheConfig } from '../indexCache/cacheConfig';
import { createSearchClient } from './client';
import { MirrorArgumentError, parseMirrorArgs, USAGE, type MirrorCliOptions } from './cliArgs';
import { runMirror, type MirrorReport } from './mirror';
import { mirrorOrganizations, organizationBase } from './organizations';
import { prepareIndex } from './prepareIndex';
import { createProgress, formatDuration } from './progress';
import { createTokenBucket } from './tokenBucket';

const BACKOFF = { baseMs: 6000, capMs: 300_000 };

async function main(): Promise<number> {
  let options: MirrorCliOptions;
  try {
    options = parseMirrorArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof MirrorArgumentError)) throw error;
    process.stderr.write(`mirror: ${error.message}\n${USAGE}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  const deps = {
    fetch: globalThis.fetch,
    now: Date.now,
    sleep: (ms: number) => delay(ms, undefined, { signal: controller.signal }),
    random: Math.random,
  };
  try {
    const report = await runMirror(
      {
        from: options.from,
        out: options.out,
        window: options.window,
        pageSize: options.pageSize,
        rate: { perMinute: options.perMinute, burst: options.burst },
        maxRetries: options.maxRetries,
        backoff: BACKOFF,
        progress: createProgress(process.stdout),
        signal: controller.signal,
      },
      deps,
    );
    process.stdout.write(summary(report, options.out));
    if (options.organizations !== null) {
      // Outside the search budget, but still retried and backed off on refusals.
      const client = createSearchClient(
        {
          base: options.from,
          bucket: createTokenBucket({ perMinute: options.perMinute, burst: options.burst, now: Date.now }),
          maxRetries: options.maxRetries,
          backoff: BACKOFF,
          signal: controller.signal,
        },
        deps,
      );
      const base = await organizationBase(options.from, options.organizationCatalogue, client.getJson);
      const count = await mirrorOrganizations(base, options.organizations, client.getJson);
      process.stdout.write(`mirror: ${count} organisations from ${base} to ${options.organizations}\n`);
    }
    for (const mismatch of report.mismatches) process.stderr.write(`mirror: mismatch: ${mismatch}\n`);
    // The service's first start with the copy reads this index back instead of building it.
    const stored = await prepareIndex(options.out, indexCacheOfEnvironment(), (message) =>
      process.stderr.write(`mirror: ${message}\n`),
    );
    if (stored !== null) process.stdout.write(`mirror: ${stored}\n`);
    return report.mismatches.length > 0 ? 3 : 0;
  } catch (error) {
    if (controller.signal.aborted) {
      process.stderr.write(`mirror: interrupted; run the same command again to continue\n`);
      return 130;
    }
    process.stderr.write(`mirror: ${error instanceof Error ? error.message : String(error)}\n`);
    process.stderr.write(`mirror: what was copied is kept; run the same command again to continue\n`);
    return 1;
  }
}

/** The index cache the service would use (INDEX_CACHE, INDEX_CACHE_DIR); a bad value only skips the index. */
function indexCacheOfEnvironment() {
  try {
    return parseIndexCacheConfig(
      (variable) => process.env[variable],
      (variable, problem, raw) => {
        throw new Error(`${variable} ${problem} (is ${JSON.stringify(raw)})`);
      },
    );
  } catch (error) {
    process.stderr.write(
      `mirror: index not prepared: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return { dir: null };
  }
}

function summary(report: MirrorReport, out: string): string {
  const resumed = report.resumed ? ' (resumed)' : '';
  return (
    `mirror: ${report.written} of ${report.total} resources in ${out}${resumed}: ` +
    `${report.stats.requests} requests (${report.stats.throttled} refused), ` +
    `${formatDuration(report.elapsedMs)}\n`
  );
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`mirror: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
