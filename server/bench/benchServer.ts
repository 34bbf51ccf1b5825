/**
 * The service under measurement, in its own process (as in production, and so that the load generator
 * does not share its event loop): generates and indexes a demo catalogue, listens on 127.0.0.1 with the
 * limiter off, and prints one JSON line `{port, size, startupMs, heapMb}`. Stops on SIGTERM.
 *
 * Usage: node --import tsx --expose-gc server/bench/benchServer.ts SIZE
 */
import { createApp } from '../http/app';
import { indexCatalogue } from '../http/catalogueSource';
import { parseConfig } from '../http/config';

export interface BenchServerReady {
  port: number;
  size: number;
  startupMs: number;
  heapMb: number;
}

function collectGarbage(): void {
  const gc: unknown = Reflect.get(globalThis, 'gc');
  if (typeof gc === 'function') Reflect.apply(gc, globalThis, []);
}

async function main(): Promise<void> {
  const size = Number(process.argv[2] ?? '20000');
  const config = parseConfig({ RATE_LIMIT_PER_MINUTE: '0', PORT: '0', CATALOGUE_SIZE: String(size) }, []);
  const { engine, catalogue, elapsedMs } = await indexCatalogue(config);
  collectGarbage();
  const heapMb = process.memoryUsage().heapUsed / 2 ** 20;
  const app = createApp({ engine, config, catalogue });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  const ready: BenchServerReady = { port: address.port, size: catalogue.size, startupMs: elapsedMs, heapMb };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`bench server failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
