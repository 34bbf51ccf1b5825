/**
 * Requests Node answers (or drops) before Fastify sees them, answered as problems with the security headers:
 * `CONNECT` (this server opens no tunnels: 405, where Node would close the connection without a word) and an
 * `Expect` other than `100-continue` (417, where Node sends a bare one), each closing the connection since
 * the client may still send what it announced.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

import type { FastifyInstance } from 'fastify';

import { rawProblem } from './clientErrors';
import { PROBLEM_CONTENT_TYPE, problem } from './problem';

export const CONNECT_ALLOW = 'GET, HEAD, POST, OPTIONS';

export function registerProtocolAnswers(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
): void {
  app.server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    const detail = 'This server does not open tunnels (CONNECT).';
    socket.end(rawProblem(405, detail, { ...headers, allow: CONNECT_ALLOW }), () => socket.destroy());
  });

  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const expectation = String(request.headers.expect ?? '').slice(0, 64);
    const body = JSON.stringify(
      problem(417, `The expectation ${JSON.stringify(expectation)} is not supported; only 100-continue is.`),
    );
    response.writeHead(417, {
      ...headers,
      'content-type': PROBLEM_CONTENT_TYPE,
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(body);
  });
}
