/**
 * Errors Node's HTTP parser raises before there is a request (a bad request line, Content-Length with
 * Transfer-Encoding, NUL in a header, headers over the size limit, a request timeout): answered as
 * problem+json with the security headers, written straight to the socket, then the connection is closed
 * (the parser cannot know where the next request would begin).
 */
import { STATUS_CODES, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

import { PROBLEM_CONTENT_TYPE, problem } from './problem';

/** Node's `maxHeaderSize` default: the request line and headers together. */
export const MAX_HEADER_BYTES = 16 * 1024;

/** What the client is told, by the parser's error code. */
const CLIENT_ERRORS: Readonly<Record<string, { status: number; detail: string }>> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: 'The request did not arrive in time.' },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    detail: `The request line and headers are larger than ${MAX_HEADER_BYTES / 1024} KiB.`,
  },
  HPE_UNEXPECTED_CONTENT_LENGTH: {
    status: 400,
    detail: 'The request has both Content-Length and Transfer-Encoding.',
  },
  HPE_INVALID_METHOD: { status: 400, detail: 'The request method is not valid.' },
  HPE_INVALID_HEADER_TOKEN: { status: 400, detail: 'A request header is not valid.' },
  HPE_INVALID_TRANSFER_ENCODING: {
    status: 400,
    detail: 'The Transfer-Encoding header is not valid, or comes with Content-Length.',
  },
  HPE_INVALID_CONTENT_LENGTH: { status: 400, detail: 'The Content-Length header is not valid.' },
};

const DEFAULT_ERROR = { status: 400, detail: 'The request is not valid HTTP/1.1.' };

const codeOf = (error: Error): string =>
  'code' in error && typeof error.code === 'string' ? error.code : '';

/** The whole HTTP/1.1 response for a parser error. */
export function rawProblemResponse(error: Error, headers: Readonly<Record<string, string>>): string {
  const { status, detail } = CLIENT_ERRORS[codeOf(error)] ?? DEFAULT_ERROR;
  return rawProblem(status, detail, headers);
}

/** A whole HTTP/1.1 problem response that closes the connection, for answers written to a bare socket. */
export function rawProblem(
  status: number,
  detail: string,
  headers: Readonly<Record<string, string>>,
): string {
  const body = JSON.stringify(problem(status, detail));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `content-type: ${PROBLEM_CONTENT_TYPE}`,
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** The response the connection is writing (or about to), if any. */
function currentResponse(socket: Duplex): ServerResponse | null {
  const current: unknown = Reflect.get(socket, '_httpMessage');
  return current instanceof ServerResponse ? current : null;
}

/**
 * Fastify's `clientErrorHandler`: the problem response, then the connection closed. A request that came whole
 * before the bad bytes (pipelined) is answered first: the problem follows its response. Once a response has
 * begun to be written and cannot finish, the socket is only closed, never written to.
 */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  const answer = (error: Error, socket: Duplex): void => {
    if (socket.destroyed) return;
    const pending = currentResponse(socket);
    if (pending !== null && !pending.writableFinished && pending.req.complete) {
      // Node finishes (and detaches) the response before this listener runs; a reset ends it with `close`.
      pending.once('finish', () => answer(error, socket));
      pending.once('close', () => {
        if (!pending.writableFinished) socket.destroy();
      });
      return;
    }
    // The bad bytes belong to the request being answered (a body that never came): its response, if begun,
    // cannot be finished, so the connection is only closed.
    if (socket.writable && pending?.headersSent !== true) {
      socket.end(rawProblemResponse(error, headers), () => socket.destroy());
    } else {
      socket.destroy();
    }
  };
  return (error: Error, socket: Duplex): void => {
    if (codeOf(error) === 'ECONNRESET') return;
    answer(error, socket);
  };
}
