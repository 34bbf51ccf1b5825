/**
 * `npm run catalogue -- --size N --seed S --out FILE [--now ISO-DATE]`: writes the demo catalogue as NDJSON,
 * one hit a line. The same seed and day give the same bytes; `--now` pins the day. Bad arguments: one line
 * on stderr and exit code 2. A summary line (count, file, time) goes to stderr, so stdout can be the data.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';

import { CliArgumentError, parseCatalogueArgs, USAGE } from './cliArgs';
import type { SearchObject } from '../../src/interface/searchObject';
import { generateCatalogue } from './generate';

const LINES_PER_WRITE = 2_000;

async function main(): Promise<number> {
  let options;
  try {
    options = parseCatalogueArgs(process.argv.slice(2), new Date());
  } catch (error) {
    if (!(error instanceof CliArgumentError)) throw error;
    process.stderr.write(`catalogue: ${error.message}\n${USAGE}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const started = performance.now();
  const hits = generateCatalogue(options);
  try {
    await writeNdjson(hits, options.out === null ? process.stdout : createWriteStream(options.out));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`catalogue: cannot write ${options.out ?? 'stdout'} (${reason})\n`);
    return 1;
  }
  const milliseconds = Math.round(performance.now() - started);
  process.stderr.write(
    `catalogue: wrote ${hits.length} resources (seed ${options.seed}, now ${options.now.toISOString()}) to ${options.out ?? 'stdout'} in ${milliseconds} ms\n`,
  );
  return 0;
}

/** One hit a line, trailing newline, in chunks that respect back-pressure. */
async function writeNdjson(hits: readonly SearchObject[], output: Writable): Promise<void> {
  const failed = once(output, 'error').then(([error]: unknown[]) => {
    throw error;
  });
  failed.catch(() => undefined);
  for (let index = 0; index < hits.length; index += LINES_PER_WRITE) {
    const chunk = hits
      .slice(index, index + LINES_PER_WRITE)
      .map((hit) => `${JSON.stringify(hit)}\n`)
      .join('');
    if (!output.write(chunk)) await Promise.race([once(output, 'drain'), failed]);
  }
  if (output !== process.stdout) {
    output.end();
    await Promise.race([once(output, 'finish'), failed]);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`catalogue: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
