/**
 * Watches the calls proxy mode makes to an upstream service by wrapping its `fetch` (server/proxy is left as
 * it is): each call is counted and timed in the metrics, a failed one is a `warn` line (its path only: a
 * suggestion's query string holds search text), and the last outcome tells readiness whether the upstream
 * could be reached.
 */
import type { FastifyBaseLogger } from 'fastify';

import type { FetchLike } from '../proxy/upstream';
import type { AppMetrics, UpstreamName, UpstreamResult } from './metrics';

/** What the last call showed: `unknown` before any. A 4xx or 429 answer still reached the upstream. */
export type UpstreamState = 'unknown' | 'reachable' | 'failing';

export interface UpstreamWatch {
  fetch: FetchLike;
  state: () => UpstreamState;
}

export function resultOfStatus(status: number): UpstreamResult {
  if (status === 429) return 'http_429';
  if (status >= 500) return 'http_5xx';
  if (status >= 400) return 'http_4xx';
  return 'ok';
}

const isTimeout = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'TimeoutError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError'));

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '(not a URL)';
  }
}

export function watchUpstream(
  fetchFn: FetchLike,
  name: UpstreamName,
  metrics: AppMetrics,
  log: FastifyBaseLogger,
): UpstreamWatch {
  let state: UpstreamState = 'unknown';
  const watched: FetchLike = async (url, init) => {
    const started = performance.now();
    try {
      const response = await fetchFn(url, init);
      const ms = performance.now() - started;
      const result = resultOfStatus(response.status);
      metrics.observeUpstream(name, result, ms);
      state = result === 'http_5xx' ? 'failing' : 'reachable';
      if (result !== 'ok') {
        log.warn(
          { upstream: name, path: pathOf(url), status: response.status, ms: Math.round(ms) },
          `upstream answered ${response.status}`,
        );
      }
      return response;
    } catch (error) {
      const ms = performance.now() - started;
      const result = isTimeout(error) || init.signal?.aborted === true ? 'timeout' : 'unreachable';
      metrics.observeUpstream(name, result, ms);
      state = 'failing';
      const reason =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      log.warn(
        { upstream: name, path: pathOf(url), result, reason, ms: Math.round(ms) },
        `upstream ${result}`,
      );
      throw error;
    }
  };
  return { fetch: watched, state: () => state };
}
