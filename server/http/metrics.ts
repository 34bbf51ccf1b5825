/**
 * The service's Prometheus metrics (`GET /metrics`, docs/operations.md), one registry per app so that tests
 * can start many. Hot-path calls reuse one labelled child per route and status: no label object is built per
 * request. The process's own metrics (event-loop delay, memory, CPU, GC) are collected once per process.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Which upstream a call went to. */
export type UpstreamName = 'search' | 'organizations';

/** How one upstream call ended, as far as the fetch shows it. */
export type UpstreamResult = 'ok' | 'http_429' | 'http_4xx' | 'http_5xx' | 'timeout' | 'unreachable';

/** The counters of a caching proxy that the scrape reads (server/proxy's `status()`). */
export interface ProxyCounters {
  hits: number;
  misses: number;
  stale: number;
  coalesced: number;
  /** 429s the proxy answered itself because its upstream budget was spent. */
  refused: number;
  /** Whole tokens of the upstream budget left now; null when the proxy does not say. */
  tokensLeft: number | null;
}

export interface AppMetrics {
  /** One answered request: its route label (never a raw URL), status and time in milliseconds. */
  observeRequest(route: string, status: number, ms: number): void;
  /** Time the search engine spent on one query, in milliseconds. */
  observeSearch(ms: number): void;
  /** Time server rendering spent on one page, in milliseconds (for the server-rendered pages). */
  observeRender(ms: number): void;
  /** A request refused 429 by the per-client limiter. */
  rateLimited(): void;
  /** One call to an upstream service. */
  observeUpstream(name: UpstreamName, result: UpstreamResult, ms: number): void;
  /** How long building the index (or reading it back from the index cache) took at start. */
  indexLoaded(ms: number, fromCache: boolean): void;
  /** How long storing the index in the index cache took. */
  indexStored(ms: number): void;
  /** Reads the search proxy's counters at each scrape (proxy mode only). */
  watchProxy(read: () => ProxyCounters): void;
  /** The exposition text and its media type. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

/** Request latency buckets, in seconds: most answers take a few milliseconds; upstream calls up to seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | null = null;

/** Node's own metrics, registered once per process however many apps it starts. */
function processMetrics(): Registry {
  if (processRegistry === null) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({
    name: 'catalogue_http_requests_total',
    help: 'Requests answered, by route and status.',
    labelNames: ['route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'catalogue_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route.',
    labelNames: ['route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const searchTime = new Histogram({
    name: 'catalogue_engine_search_duration_seconds',
    help: 'Time the local search engine spent on one query.',
    buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
    registers,
  });
  const renderTime = new Histogram({
    name: 'catalogue_render_duration_seconds',
    help: 'Time server rendering spent on one page.',
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const rateLimited = new Counter({
    name: 'catalogue_rate_limited_total',
    help: 'Requests refused 429 by the per-client rate limit.',
    registers,
  });
  const upstreamCalls = new Counter({
    name: 'catalogue_upstream_requests_total',
    help: 'Calls to an upstream service, by upstream and result (ok, http_429, http_4xx, http_5xx, timeout, unreachable).',
    labelNames: ['upstream', 'result'] as const,
    registers,
  });
  const upstreamTime = new Histogram({
    name: 'catalogue_upstream_request_duration_seconds',
    help: 'Time until an upstream service answered (or failed), by upstream.',
    labelNames: ['upstream'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const indexLoad = new Gauge({
    name: 'catalogue_index_load_seconds',
    help: 'Time the start took to build the index (source="build") or read it from the index cache (source="cache").',
    labelNames: ['source'] as const,
    registers,
  });
  const indexStore = new Gauge({
    name: 'catalogue_index_store_seconds',
    help: 'Time storing the freshly built index in the index cache took.',
    registers,
  });

  const proxyReaders: (() => ProxyCounters)[] = [];
  const read = (): ProxyCounters | null => proxyReaders[0]?.() ?? null;
  // Read from the proxy's own counters at scrape time: nothing is counted twice on the hot path.
  new Counter({
    name: 'catalogue_proxy_cache_total',
    help: 'Proxy-mode answers by cache result: hit (fresh), miss (fetched), stale (served while the upstream failed), coalesced (joined a call in flight).',
    labelNames: ['result'] as const,
    registers,
    collect() {
      const counters = read();
      this.reset();
      if (counters === null) return;
      this.inc({ result: 'hit' }, counters.hits);
      this.inc({ result: 'miss' }, counters.misses);
      this.inc({ result: 'stale' }, counters.stale);
      this.inc({ result: 'coalesced' }, counters.coalesced);
    },
  });
  new Counter({
    name: 'catalogue_proxy_refused_total',
    help: 'Proxy-mode requests answered 429 because the upstream budget was spent and nothing was cached.',
    registers,
    collect() {
      const counters = read();
      this.reset();
      if (counters !== null) this.inc(counters.refused);
    },
  });
  new Gauge({
    name: 'catalogue_upstream_tokens_left',
    help: 'Whole requests left in the proxy budget for the search upstream (refills per UPSTREAM_RATE_LIMIT_PER_MINUTE).',
    registers,
    collect() {
      const tokens = read()?.tokensLeft ?? null;
      this.reset();
      if (tokens !== null) this.set(tokens);
    },
  });

  // One child per route (and per route and status), made on first use: the hot path allocates nothing.
  const routes = new Map<
    string,
    { duration: Histogram.Internal<'route'>; byStatus: Map<number, Counter.Internal> }
  >();
  const upstreams = new Map<string, Counter.Internal>();

  return {
    observeRequest(route, status, ms) {
      let series = routes.get(route);
      if (series === undefined) {
        series = { duration: durations.labels(route), byStatus: new Map() };
        routes.set(route, series);
      }
      let count = series.byStatus.get(status);
      if (count === undefined) {
        count = requests.labels(route, String(status));
        series.byStatus.set(status, count);
      }
      count.inc();
      series.duration.observe(ms / 1000);
    },
    observeSearch: (ms) => searchTime.observe(ms / 1000),
    observeRender: (ms) => renderTime.observe(ms / 1000),
    rateLimited: () => rateLimited.inc(),
    observeUpstream(name, result, ms) {
      const key = `${name} ${result}`;
      let count = upstreams.get(key);
      if (count === undefined) {
        count = upstreamCalls.labels(name, result);
        upstreams.set(key, count);
      }
      count.inc();
      upstreamTime.labels(name).observe(ms / 1000);
    },
    indexLoaded: (ms, fromCache) => indexLoad.labels(fromCache ? 'cache' : 'build').set(ms / 1000),
    indexStored: (ms) => indexStore.set(ms / 1000),
    watchProxy: (readCounters) => void proxyReaders.splice(0, 1, readCounters),
    async scrape() {
      const own = await registry.metrics();
      const node = await processMetrics().metrics();
      return { contentType: registry.contentType, text: `${own}\n${node}` };
    },
  };
}
