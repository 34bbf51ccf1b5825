/**
 * Logs (docs/operations.md): Fastify's pino logger at `LOG_LEVEL`, one line per answered request written by
 * this module (Fastify's own two lines are off), `warn` for 429s and answers of 502-504, `error` with the
 * stack for every 500 (app.ts's error handler). A line never holds a query string or a body (where search
 * text travels), and the client address only as `request.ip`, which follows `TRUST_PROXY`. Every answer
 * carries its request id in `X-Request-Id`.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

import type { AppMetrics } from './metrics';
import type { LogLevel } from './observeConfig';
import { prettyStream } from './prettyLog';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy in front may hand in: short, and nothing that could forge a log line or a header. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The route as metrics and logs name it (set by the gate for `/api`; see routeLabelOf). */
    routeLabel: string;
  }
}

/** Where lines go: tests hand in their own sink; otherwise stdout, readable when it is a terminal. */
export interface LogSink {
  write(line: string): void;
}

export function loggerOptions(level: LogLevel, sink?: LogSink): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  const stream = sink ?? (process.stdout.isTTY ? prettyStream(process.stdout) : undefined);
  return stream === undefined ? { level } : { level, stream };
}

/** Ids of this process: a random prefix (so that restarts do not repeat them) and a counter. */
export function requestIdGenerator(): (request: IncomingMessage) => string {
  const prefix = randomBytes(4).toString('hex');
  let next = 0;
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && ACCEPTED_ID.test(given)) return given;
    next += 1;
    return `${prefix}-${next.toString(36)}`;
  };
}

/** The path of a URL without its query (where the app's pages carry search text). */
const pathOf = (url: string): string => {
  const query = url.search(/[?#]/);
  return query >= 0 ? url.slice(0, query) : url;
};

/**
 * The route of an answered request, from a short fixed list (a metrics label): the gate's name for `/api`
 * requests, the registered route for the service's own paths, `page` for an app page, `static` for a file of
 * the build, `unmatched` otherwise.
 */
export function routeLabelOf(request: FastifyRequest, reply: FastifyReply): string {
  if (request.routeLabel !== '') return request.routeLabel;
  const route = request.routeOptions.url;
  if (route !== undefined && route !== '/*') return route;
  if (reply.statusCode === 404 || route === undefined) return 'unmatched';
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html') ? 'page' : 'static';
}

/** What a `warn` request line says, by status. */
const SHED_MESSAGES: Readonly<Record<number, string>> = {
  429: 'request refused: too many requests',
  502: 'upstream trouble: bad answer or none',
  503: 'service unavailable',
  504: 'upstream trouble: no answer in time',
};

/** Registers the request id header, the per-request line and the request metrics. */
export function registerRequestLog(app: FastifyInstance, level: LogLevel, metrics: AppMetrics): void {
  const logsRequests = level === 'info' || level === 'debug' || level === 'trace';
  const logsWarnings = logsRequests || level === 'warn';
  app.decorateRequest('routeLabel', '');

  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const route = routeLabelOf(request, reply);
    const ms = reply.elapsedTime;
    metrics.observeRequest(route, status, ms);
    const shed = status === 429 || (status >= 502 && status <= 504);
    if (shed ? logsWarnings : logsRequests) {
      const line = {
        method: request.method,
        path: pathOf(request.url),
        route,
        status,
        ms: Math.round(ms * 10) / 10,
        ip: request.ip,
      };
      if (shed) request.log.warn(line, SHED_MESSAGES[status] ?? 'request refused');
      else request.log.info(line, 'request');
    }
    done();
  });
}
