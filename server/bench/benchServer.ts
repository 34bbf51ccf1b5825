/**
 * The service under measurement, in its own process (as in production, and so that the load generator
 * does not share its event loop): generates and indexes a demo catalogue (or reads its index from the index
 * cache in CACHE_DIR), listens on 127.0.0.1 with the limiter off and logs at `warn` (a bench prints figures,
 * not request lines), stores a freshly built index in the cache, and then prints one JSON line
 * `{port, size, startupMs, fromCache, heapMb}`. Stops on SIGTERM.
 *
 * Usage: node --import tsx --expose-gc server/bench/benchServer.ts SIZE CACHE_DIR
 */
import { createApp } from '../http/app';
import { indexCatalogue } from '../http/catalogueSource';
import { parseConfig } from '../http/config';

export interface BenchServerReady {
  port: number;
  size: number;
  startupMs: number;
  /** Whether the index was read from the index cache (a warm start). */
  fromCache: boolean;
  heapMb: number;
}

function collectGarbage(): void {
  const gc: unknown = Reflect.get(globalThis, 'gc');
  if (typeof gc === 'function') Reflect.apply(gc, globalThis, []);
}

async function main(): Promise<void> {
  const size = Number(process.argv[2] ?? '20000');
  const cacheDir = process.argv[3];
  const config = parseConfig(
    {
      RATE_LIMIT_PER_MINUTE: '0',
      PORT: '0',
      // A bench prints its figures, not a line per request (warnings and errors still show).
      LOG_LEVEL: 'warn',
      CATALOGUE_SIZE: String(size),
      ...(cacheDir === undefined ? { INDEX_CACHE: 'off' } : { INDEX_CACHE_DIR: cacheDir }),
    },
    [],
  );
  const { engine, catalogue, elapsedMs, fromCache, storeInCache } = await indexCatalogue(config);
  // Stored before the ready line, so that measured requests never share the process with it.
  await storeInCache();
  collectGarbage();
  const heapMb = process.memoryUsage().heapUsed / 2 ** 20;
  const app = createApp({ engine, config, catalogue });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  const ready: BenchServerReady = {
    port: address.port,
    size: catalogue.size,
    startupMs: elapsedMs,
    fromCache,
    heapMb,
  };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`bench server failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
