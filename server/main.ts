/**
 * The local service: `npm run serve`. Reads its configuration, loads or generates the catalogue, indexes it,
 * serves the API and the built app, and prints one line when ready. A bad configuration or catalogue stops
 * the start with one line on stderr and exit code 1.
 */
import type { FastifyInstance } from 'fastify';

import { createApp } from './http/app';
import { indexCatalogue } from './http/catalogueSource';
import { parseConfig } from './http/config';
import { startupLine, urlOf } from './http/startupLine';
import { loadOrganizations } from './organizations/loadOrganizations';

/** The message of a failure, on one line. */
function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s*\n\s*/g, ' ').trim();
}

/** The first signal closes gracefully (in-flight requests finish); a second one exits at once. */
function closeOnSignals(app: () => FastifyInstance | null): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (closing) process.exit(signal === 'SIGINT' ? 130 : 143);
    closing = true;
    const running = app();
    if (running === null) process.exit(0);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

async function main(): Promise<void> {
  let app: FastifyInstance | null = null;
  closeOnSignals(() => app);
  const config = parseConfig(process.env, process.argv.slice(2));
  const { engine, catalogue, resources, elapsedMs } = await indexCatalogue(config);
  const organizations = await loadOrganizations(config.organizationsFile, resources);
  app = createApp({ engine, config, catalogue, organizations });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server is not listening on TCP');
  process.stdout.write(`${startupLine(urlOf(address), catalogue, elapsedMs, config.rateLimit)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`error: ${oneLine(error)}\n`);
  process.exit(1);
});
