/**
 * `GET /healthz` (the process answers), `GET /readyz` (it should be sent traffic) and `GET /metrics`
 * (Prometheus text, unless `METRICS=off`): small answers, never cached, outside `/api` so that no rate-limit
 * token is spent (a probe refused 429 would get a healthy server restarted), answered before the app's page
 * fallback (static.ts leaves these paths alone).
 */
import type { FastifyInstance } from 'fastify';

import type { AppMetrics } from './metrics';
import { sendProblem } from './problem';
import type { UpstreamState } from './upstreamWatch';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
export const METRICS_PATH = '/metrics';
const OPERATOR_PATHS: ReadonlySet<string> = new Set([HEALTH_PATH, READY_PATH, METRICS_PATH]);

/** Paths of the service's operators, which are never an app page. */
export const isOperatorPath = (pathname: string): boolean => OPERATOR_PATHS.has(pathname);

export interface ReadinessInput {
  /** Whether the server still accepts connections (false once shutdown has begun). */
  listening: boolean;
  /** Resources in the loaded index (the app exists only once the index is loaded). */
  resources: number;
  /** Proxy mode: the search upstream's last outcome and the answers cached; null in local mode. */
  proxy: { upstream: UpstreamState; cachedAnswers: number } | null;
}

export interface Readiness {
  ready: boolean;
  body: Record<string, string | number>;
}

/**
 * Ready while listening, and in proxy mode while the upstream was last reached (or not tried yet) or some
 * answers are cached to serve while it fails.
 */
export function readinessOf(input: ReadinessInput): Readiness {
  const { listening, resources, proxy } = input;
  const upstreamOk = proxy === null || proxy.upstream !== 'failing' || proxy.cachedAnswers > 0;
  const ready = listening && upstreamOk;
  const reason = !listening ? 'shutting down' : !upstreamOk ? 'upstream failing and nothing cached' : null;
  const body: Record<string, string | number> = { status: ready ? 'ready' : 'not ready' };
  if (reason !== null) body.reason = reason;
  if (proxy === null) {
    body.mode = 'local';
    body.resources = resources;
  } else {
    body.mode = 'proxy';
    body.upstream = proxy.upstream;
    body.cachedAnswers = proxy.cachedAnswers;
  }
  return { ready, body };
}

export interface HealthRoutes {
  metrics: AppMetrics | null;
  readiness: () => Readiness;
}

export function registerHealthRoutes(app: FastifyInstance, routes: HealthRoutes): void {
  const json = 'application/json; charset=utf-8';
  app.get(HEALTH_PATH, (_request, reply) =>
    reply.header('cache-control', 'no-store').type(json).send('{"status":"ok"}'),
  );
  app.get(READY_PATH, (_request, reply) => {
    const { ready, body } = routes.readiness();
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .type(json)
      .send(JSON.stringify(body));
  });
  const metrics = routes.metrics;
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (metrics === null) return sendProblem(request, reply, 404, 'Metrics are off here (METRICS=off).');
    const { contentType, text } = await metrics.scrape();
    return reply.type(contentType).send(text);
  });
}
