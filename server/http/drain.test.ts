/**
 * Draining over real sockets: requests already sent on keep-alive connections when shutdown begins are read
 * and answered with `Connection: close`; connections with nothing sent are closed; the drain ends without
 * waiting for the grace period.
 */
import { afterEach, describe, expect, it } from 'vitest';

import { createSearchEngine } from '../engine/searchEngine';
import { createApp } from './app';
import { parseConfig } from './config';
import { prepareDrain, type Drain } from './gracefulShutdown';
import { openRaw, type RawConnection } from './testing/rawSocket';
import { TEST_NOW, testCatalogue } from './testing/testServer';

const GRACE_MS = 20_000;
const REQUEST = 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n';
const BODY = '{"status":"ok"}';

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

async function drainableServer(): Promise<{ base: string; drain: Drain }> {
  const config = parseConfig(
    { STATIC_DIR: '/nonexistent/catalogue-search-static', RATE_LIMIT_PER_MINUTE: '0' },
    [],
  );
  const engine = createSearchEngine(testCatalogue().slice(0, 50), { now: () => TEST_NOW.getTime() });
  const app = createApp({
    engine,
    config,
    catalogue: { size: engine.size, source: { kind: 'demo', seed: 1 } },
  });
  const drain = prepareDrain(app, GRACE_MS);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  stop = async () => {
    app.server.closeAllConnections();
    await app.close();
  };
  return { base: `http://127.0.0.1:${address.port}`, drain };
}

const answers = (connection: RawConnection): string[] => connection.received().split('HTTP/1.1 ').slice(1);

/** A keep-alive connection that has had one answer and now has nothing in flight. */
async function idleConnection(base: string): Promise<RawConnection> {
  const connection = await openRaw(base);
  connection.write(REQUEST);
  while (!connection.received().includes(BODY)) await new Promise((resolve) => setTimeout(resolve, 5));
  return connection;
}

describe('draining keep-alive connections', () => {
  it('answers requests already sent with Connection: close, and closes the idle connection', async () => {
    const { base, drain } = await drainableServer();
    const idle = await idleConnection(base);
    const busy = [await idleConnection(base), await idleConnection(base)];
    // Sent, but not yet read by the server (same turn of the event loop), as under load.
    for (const connection of busy) connection.write(REQUEST);
    const started = performance.now();
    const drained = drain.drain();

    for (const connection of busy) {
      await connection.closed;
      const [first = '', second = ''] = answers(connection);
      expect(first).toMatch(/^200 /);
      expect(second).toMatch(/^200 /);
      expect(second.toLowerCase()).toContain('connection: close');
      expect(second).toContain(BODY);
    }
    await idle.closed;
    expect(answers(idle)).toHaveLength(1);
    await drained;
    expect(performance.now() - started).toBeLessThan(GRACE_MS / 2);
  });
});
