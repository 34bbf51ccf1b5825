/**
 * How long the service waits for a client, in the manner of a public web server (nginx: 60 s for headers and
 * body, 75 s keep-alive; here tighter, as requests are small). Node enforces the headers and request timeouts
 * by a periodic sweep (30 s by default, which is why a 30 s timeout used to cut after 43–73 s); the sweep
 * here runs ten times per shortest timeout, at most once a second.
 */
import type { ServerOptions } from 'node:http';

export interface ServerTimeouts {
  /** A connection silent this long (no byte either way) is closed: one that never sends, or stalls mid-request. */
  idleMs: number;
  /** The request line and headers must arrive within this, counted from the request's first byte (408). */
  headersMs: number;
  /** The whole request, body included, must arrive within this (408). */
  requestMs: number;
  /** An idle keep-alive connection between requests is closed after this. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  idleMs: 10_000,
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 30_000,
};

/** The sweep interval for Node's headers and request timeouts. */
export function checkingIntervalOf(timeouts: ServerTimeouts): number {
  return Math.min(1000, Math.max(25, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 10)));
}

/** Fastify's options for these timeouts (it passes `http` to `http.createServer`). */
export function nodeServerOptions(timeouts: ServerTimeouts): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: checkingIntervalOf(timeouts),
      // Node would answer a missing Host with a bare 400; the gate answers it as a problem instead.
      requireHostHeader: false,
    },
  };
}
