/**
 * The local service: `npm run serve`. Reads its configuration, loads or generates the catalogue, indexes it,
 * serves the API and the built app, and prints one line when ready. A bad configuration or catalogue stops
 * the start with one line on stderr and exit code 1. SIGTERM/SIGINT drain in-flight responses (and let a store
 * of the index finish) within the shutdown grace, then exit 0.
 */
import { createApp } from './http/app';
import { indexCatalogue } from './http/catalogueSource';
import { parseConfig } from './http/config';
import { exitOnSignals, prepareDrain, type Drain } from './http/gracefulShutdown';
import { createMetrics } from './http/metrics';
import { startupLine, urlOf } from './http/startupLine';
import { loadOrganizations } from './organizations/loadOrganizations';

/** The message of a failure, on one line. */
function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s*\n\s*/g, ' ').trim();
}

async function main(): Promise<void> {
  let drain: Drain | null = null;
  let graceMs = 0;
  // A store of the index still running at shutdown may finish within the grace period; past it, its worker is
  // terminated and its temporary file removed before exit.
  const storing = new AbortController();
  let stored: Promise<unknown> = Promise.resolve();
  exitOnSignals(() => {
    const drained = drain?.drain() ?? null;
    if (drained === null) return null;
    const deadline = setTimeout(() => storing.abort(), graceMs);
    const storeDone = stored.then(() => clearTimeout(deadline));
    return Promise.all([drained, storeDone]).then(() => undefined);
  });
  const config = parseConfig(process.env, process.argv.slice(2));
  graceMs = config.shutdownGraceMs;
  const indexed = await indexCatalogue(config);
  const { engine, catalogue, elapsedMs } = indexed;
  const organizations = await loadOrganizations(config.organizationsFile, indexed.organizations);
  const metrics = createMetrics();
  metrics.indexLoaded(elapsedMs, indexed.fromCache);
  const app = createApp({ engine, config, catalogue, organizations, metrics });
  drain = prepareDrain(app, config.shutdownGraceMs);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server is not listening on TCP');
  process.stdout.write(
    `${startupLine(urlOf(address), catalogue, elapsedMs, config.rateLimit, indexed.fromCache)}\n`,
  );
  // The next start reads the index back instead of building it (server/indexCache): stored by a worker
  // thread, so that answers never wait for it; failures warn on stderr.
  const storeStarted = performance.now();
  stored = indexed.storeInBackground(storing.signal).then((result) => {
    if (result !== null) metrics.indexStored(performance.now() - storeStarted);
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`error: ${oneLine(error)}\n`);
  process.exit(1);
});
