/**
 * A real HTTP server standing in for the proxy's upstream, whose behaviour each test sets: answer, hang,
 * drip bytes, answer late, send too much or send nonsense. It records what it was asked and whether the
 * proxy hung up on it. Closing it cuts every connection still open.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

export interface HostileUpstream {
  /** `http://127.0.0.1:<port>/api`, the `UPSTREAM_URL` to give the proxy. */
  url: string;
  /** How the next requests are answered. */
  handle: Handler;
  /** Bodies of the requests received, in order (`METHOD path\nbody`). */
  readonly received: string[];
  /** Requests whose connection the proxy closed before the answer was complete. */
  readonly abandoned: number;
  close: () => Promise<void>;
}

/** A small answer in the wire shape the app reads. */
export const VALID_SEARCH_ANSWER = JSON.stringify({
  hits: [{ id: 'a', searchType: 'DATASET', title: { nb: 'Vann' } }],
  aggregations: {},
  page: { currentPage: 0, size: 1, totalElements: 1, totalPages: 1 },
});

export const answerWith =
  (body: string, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  };

export async function startHostileUpstream(): Promise<HostileUpstream> {
  const received: string[] = [];
  let abandoned = 0;
  const state: { handle: Handler } = { handle: answerWith(VALID_SEARCH_ANSWER) };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push(`${request.method ?? ''} ${request.url ?? ''}\n${body}`);
      response.on('close', () => {
        if (!response.writableFinished) abandoned++;
      });
      state.handle(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return {
    url: `http://127.0.0.1:${address.port}/api`,
    get handle() {
      return state.handle;
    },
    set handle(handler: Handler) {
      state.handle = handler;
    },
    received,
    get abandoned() {
      return abandoned;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
