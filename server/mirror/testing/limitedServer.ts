/**
 * For the mirror's tests: the real app over a given engine, listening on 127.0.0.1 with the real rate limit
 * (10 a minute, burst 20) on a virtual clock that the mirror's injected sleep advances, so the limiter is
 * enforced for real and no test waits in real time.
 */
import type { FastifyInstance } from 'fastify';

import type { SearchEngine } from '../../engine/types';
import { createApp } from '../../http/app';
import { parseConfig } from '../../http/config';

export interface VirtualClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export function virtualClock(start: number): VirtualClock {
  let time = start;
  return {
    now: () => time,
    sleep: (ms) => {
      time += Math.max(0, ms);
      return Promise.resolve();
    },
  };
}

export interface LimitedServer {
  /** The interface's base_url (`…/api`). */
  base: string;
  app: FastifyInstance;
  close: () => Promise<void>;
}

export async function startLimitedServer(
  engine: SearchEngine,
  clock: VirtualClock,
  limit = { perMinute: 10, burst: 20 },
): Promise<LimitedServer> {
  const config = parseConfig(
    {
      RATE_LIMIT_PER_MINUTE: String(limit.perMinute),
      RATE_LIMIT_BURST: String(limit.burst),
      STATIC_DIR: '/nonexistent/catalogue-search-static',
    },
    [],
  );
  const app = createApp({
    engine,
    config,
    catalogue: { size: engine.size, source: { kind: 'demo', seed: 0 } },
    now: clock.now,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return { base: `http://127.0.0.1:${address.port}/api`, app, close: () => app.close() };
}

/** A fetch that records what it sends and what it gets, and can stop the mirror after a number of requests. */
export interface RecordingFetch {
  fetch: typeof fetch;
  sent: {
    at: number;
    url: string;
    body: Record<string, unknown> | null;
    status: number | null;
    retryAfter: string | null;
  }[];
}

export function recordingFetch(
  clock: VirtualClock,
  abortAfter?: { requests: number; controller: AbortController },
): RecordingFetch {
  const sent: RecordingFetch['sent'] = [];
  const recording: typeof fetch = async (input, init) => {
    if (abortAfter !== undefined && sent.length >= abortAfter.requests) abortAfter.controller.abort();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    const entry: RecordingFetch['sent'][number] = {
      at: clock.now(),
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      body,
      status: null,
      retryAfter: null,
    };
    sent.push(entry);
    const response = await fetch(input, init);
    entry.status = response.status;
    entry.retryAfter = response.headers.get('retry-after');
    return response;
  };
  return { fetch: recording, sent };
}
