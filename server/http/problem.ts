/**
 * RFC 9457 problem details: the one shape of every error the service answers. Only messages written here
 * reach a client, never an exception's own message or stack.
 */
import { STATUS_CODES } from 'node:http';

import type { FastifyReply, FastifyRequest } from 'fastify';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface FieldError {
  /** Dotted path of the bad field in the request, e.g. `filters.dataTheme.value`. */
  path: string;
  message: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  errors?: FieldError[];
}

/** A problem with the status's reason phrase as title (RFC 9457's `about:blank` convention). */
export function problem(status: number, detail: string, extra: Partial<Problem> = {}): Problem {
  return {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    ...extra,
  };
}

/** The path of a request, without its query, as the problem's `instance`. */
export function instanceOf(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf('?');
  return query >= 0 ? url.slice(0, query) : url;
}

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  detail: string,
  extra: Partial<Problem> = {},
): FastifyReply {
  return reply
    .code(status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(JSON.stringify(problem(status, detail, { instance: instanceOf(request), ...extra })));
}

/** Errors fastify raises itself, by code, with what the client is told. */
const FRAMEWORK_ERRORS: Readonly<Record<string, { status: number; detail: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'The request body is larger than 64 KiB.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    detail: 'The request body must be JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    detail: 'The Content-Length header does not match the body.',
  },
  FST_ERR_CTP_EMPTY_TYPE: { status: 415, detail: 'The Content-Type header is empty.' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, detail: 'The Content-Type header is not valid.' },
  FST_ERR_BAD_URL: { status: 400, detail: 'The request URL is not valid.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, detail: 'The request could not be routed.' },
};

const codeOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : null;

const clientStatusOf = (error: unknown): number | null =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500
    ? error.statusCode
    : null;

/**
 * What a client is told about an error: known framework errors by code, other client errors by their
 * status alone, anything else a plain 500. The error's own message is never used.
 */
export function describeError(error: unknown): { status: number; detail: string } {
  const known = FRAMEWORK_ERRORS[codeOf(error) ?? ''];
  if (known) return known;
  const status = clientStatusOf(error);
  if (status !== null)
    return { status, detail: `The request was refused (${STATUS_CODES[status] ?? status}).` };
  return { status: 500, detail: 'The service failed to answer this request.' };
}
