/**
 * Errors Node's HTTP parser raises before there is a request (a bad request line, Content-Length with
 * Transfer-Encoding, NUL in a header, headers over the size limit, a request timeout): answered as
 * problem+json with the security headers, written straight to the socket, then the connection is closed
 * (the parser cannot know where the next request would begin).
 */
import { STATUS_CODES } from 'node:http';
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

/** Whether a response of the connection has begun: then the socket is only closed, never written to. */
function responseStarted(socket: Duplex): boolean {
  const current: unknown = Reflect.get(socket, '_httpMessage');
  return typeof current === 'object' && current !== null && Reflect.get(current, 'headersSent') === true;
}

/** Fastify's `clientErrorHandler`: the problem response, then the connection closed. */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: Error, socket: Duplex): void => {
    if (codeOf(error) === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable && !responseStarted(socket)) {
      socket.end(rawProblemResponse(error, headers), () => socket.destroy());
    } else {
      socket.destroy();
    }
  };
}
