/**
 * Graceful shutdown: on SIGTERM or SIGINT the service stops accepting connections, lets every response in
 * flight finish (up to the grace period), answers requests still arriving on open connections with
 * `Connection: close`, closes connections that have nothing in flight, and exits 0. After the grace period
 * the remaining connections are cut and it exits 0 all the same; a second signal exits at once.
 */
import type { FastifyInstance } from 'fastify';

/** Connections with nothing in flight are closed this often while draining (the first time after one interval). */
const IDLE_SWEEP_MS = 250;

export interface Drain {
  /** Starts draining; resolves when the last connection is closed or the grace period is over. */
  drain: () => Promise<void>;
}

/** Prepares `app` (before it listens) to be drained within `graceMs`. */
export function prepareDrain(app: FastifyInstance, graceMs: number): Drain {
  let draining = false;
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return {
    drain: () => {
      draining = true;
      return new Promise<void>((resolve) => {
        const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
        const grace = setTimeout(() => {
          app.server.closeAllConnections();
          finish();
        }, graceMs);
        function finish(): void {
          clearInterval(sweep);
          clearTimeout(grace);
          resolve();
        }
        app.close().then(finish, finish);
      });
    },
  };
}

/** The first SIGTERM/SIGINT drains, then exits 0; a second one exits at once. */
export function exitOnSignals(drain: () => Promise<void> | null): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (closing) process.exit(signal === 'SIGINT' ? 130 : 143);
    closing = true;
    const drained = drain();
    if (drained === null) process.exit(0);
    void drained.then(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
