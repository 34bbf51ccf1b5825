/**
 * Starts the real app on 127.0.0.1 at a free port, over the real engine and a generated demo catalogue,
 * for the HTTP tests. Requests go through a real socket with fetch.
 */
import type { FastifyInstance } from 'fastify';

import type { SearchObject } from '../../../src/interface/searchObject';
import { generateCatalogue } from '../../catalogue/generate';
import { buildOrganizationCatalogue } from '../../catalogue/organizations';
import { createSearchEngine } from '../../engine/searchEngine';
import type { SearchEngine } from '../../engine/types';
import { createApp, type AppOptions } from '../app';
import { parseConfig, type Config } from '../config';

/** The catalogue's and the engine's "today": fixed, so that tests do not depend on the date they run. */
export const TEST_NOW = new Date('2026-11-01T00:00:00.000Z');
export const TEST_CATALOGUE_SIZE = 1500;
export const TEST_SEED = 7;

let cached: SearchObject[] | null = null;

/** The test catalogue, generated once per test file. */
export function testCatalogue(): SearchObject[] {
  cached ??= generateCatalogue({ size: TEST_CATALOGUE_SIZE, seed: TEST_SEED, now: TEST_NOW });
  return cached;
}

export interface TestServer {
  base: string;
  app: FastifyInstance;
  engine: SearchEngine;
  config: Config;
  close: () => Promise<void>;
}

export interface TestServerOptions {
  /** Configuration variables; the limiter is off and there is no static build unless set here. */
  env?: Record<string, string>;
  /** The rate limiter's clock. */
  now?: () => number;
  /** Replaces the engine (to inject a failure). */
  engine?: (real: SearchEngine) => SearchEngine;
  /** The organisations served; those of the test catalogue unless set. */
  organizations?: AppOptions['organizations'];
  /** How proxy mode reaches its upstream. */
  upstream?: AppOptions['upstream'];
  /** Receives the log lines (`LOG_LEVEL` in `env` says which). */
  logSink?: AppOptions['logSink'];
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = parseConfig(
    {
      RATE_LIMIT_PER_MINUTE: '0',
      STATIC_DIR: '/nonexistent/catalogue-search-static',
      CATALOGUE_SIZE: String(TEST_CATALOGUE_SIZE),
      CATALOGUE_SEED: String(TEST_SEED),
      ...options.env,
    },
    [],
  );
  const real = createSearchEngine(testCatalogue(), { now: () => TEST_NOW.getTime() });
  const engine = options.engine ? options.engine(real) : real;
  const app = createApp({
    engine,
    config,
    catalogue: { size: real.size, source: { kind: 'demo', seed: config.catalogueSeed } },
    ...(options.now ? { now: options.now } : {}),
    ...(options.upstream ? { upstream: options.upstream } : {}),
    ...(options.logSink ? { logSink: options.logSink } : {}),
    organizations: options.organizations ?? buildOrganizationCatalogue(testCatalogue()),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return { base: `http://127.0.0.1:${address.port}`, app, engine: real, config, close: () => app.close() };
}

/** POSTs a JSON body (a string is sent as it is). */
export function postJson(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  errors?: { path: string; message: string }[];
}

/** Reads a problem response, checking its media type and shape on the way. */
export async function problemOf(response: Response): Promise<ProblemBody> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('application/problem+json')) {
    throw new Error(`expected a problem, got ${response.status} ${type}: ${await response.text()}`);
  }
  const body = (await response.json()) as ProblemBody;
  if (body.status !== response.status || typeof body.title !== 'string' || typeof body.detail !== 'string') {
    throw new Error(`not a problem body: ${JSON.stringify(body)}`);
  }
  return body;
}
