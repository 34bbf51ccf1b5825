/**
 * Graceful shutdown: on SIGTERM or SIGINT the service first reads what clients have already sent, then stops
 * accepting connections and closes those with nothing in flight; every response still in flight or asked for
 * on an open connection is answered with `Connection: close` (up to the grace period), and it exits 0. After
 * the grace period the remaining connections are cut and it exits 0 all the same; a second signal exits at
 * once.
 *
 * Why not close idle connections at once: under load a request may already be on the wire, unread, on a
 * keep-alive connection that Node counts as idle; closing it would reset that request. Two turns of the event
 * loop let Node read and begin every request that has arrived, so only connections with nothing sent are closed.
 */
import type { Socket } from 'node:net';

import type { FastifyInstance } from 'fastify';

/** Resolves after the event loop has polled for I/O at least once more (what had arrived is read). */
const afterNextPoll = (): Promise<void> =>
  new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

/** Whether a connection has a response in progress or a request being answered. */
const isBusy = (socket: Socket): boolean => Reflect.get(socket, '_httpMessage') != null;

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
  // A response whose headers left before draining began keeps its connection open: once it is done and no
  // further request has begun on that connection, the connection is closed.
  app.addHook('onResponse', (request, reply, done) => {
    const socket = request.raw.socket;
    if (draining && reply.getHeader('connection') !== 'close') {
      void afterNextPoll().then(() => {
        if (!socket.destroyed && !isBusy(socket)) socket.destroy();
      });
    }
    done();
  });
  return {
    drain: () => {
      draining = true;
      return new Promise<void>((resolve) => {
        const grace = setTimeout(() => {
          app.server.closeAllConnections();
          finish();
        }, graceMs);
        function finish(): void {
          clearTimeout(grace);
          resolve();
        }
        // `close` stops listening and closes the connections that are idle by then (Node's server.close).
        void afterNextPoll().then(() => app.close().then(finish, finish));
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
