/**
 * `npm run bench:server -- --check`: is a search still cheap next to the cheapest thing the service does?
 * Search requests and a trivial request (`GET /config.json`) are sent alternately on one connection with the
 * compression `fetch` negotiates over HTTPS, as the service is reached in production (`br, gzip, deflate`:
 * Brotli), so that whatever else the machine is doing weighs on both alike; the goals are ratios of their
 * latencies, which hold on a loaded CI machine where absolute times do not:
 *
 * - 20 000 resources: search p50 ≤ 3× and search p99 ≤ 10× the trivial p50;
 * - 200 000 resources: search p50 ≤ 5× the trivial p50.
 *
 * A size passes when one of up to `ROUNDS` rounds meets its goals (a burst of load from elsewhere can spoil
 * one round; a slow search path spoils them all).
 */
import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

import { percentile } from './latency';

export interface RatioGoal {
  /** Search p50 over trivial p50, at most. */
  p50: number;
  /** Search p99 over trivial p50, at most (none: not judged). */
  p99?: number;
}

export const RATIO_GOALS: Readonly<Record<number, RatioGoal>> = {
  20_000: { p50: 3, p99: 10 },
  200_000: { p50: 5 },
};

/** Pairs (one search, one trivial request) per round, after `WARMUP_PAIRS`. */
export const PAIRS = 400;
export const WARMUP_PAIRS = 100;
export const ROUNDS = 3;

export interface RatioRound {
  trivialP50: number;
  trivialP99: number;
  searchP50: number;
  searchP99: number;
  p50Ratio: number;
  p99Ratio: number;
  /** The `Content-Encoding` of the search answers, as they came. */
  encodings: string[];
  /** Search p50 by request name. */
  byName: [string, number][];
}

export function ratioRound(
  trivial: readonly number[],
  search: readonly { name: string; ms: number }[],
  encodings: string[],
): RatioRound {
  const trivialP50 = percentile(trivial, 50);
  const names = [...new Set(search.map((sample) => sample.name))];
  const byName = names.map((name): [string, number] => [
    name,
    percentile(
      search.filter((sample) => sample.name === name).map((sample) => sample.ms),
      50,
    ),
  ]);
  const searchMs = search.map((sample) => sample.ms);
  const searchP50 = percentile(searchMs, 50);
  const searchP99 = percentile(searchMs, 99);
  return {
    trivialP50,
    trivialP99: percentile(trivial, 99),
    byName,
    searchP50,
    searchP99,
    p50Ratio: searchP50 / trivialP50,
    p99Ratio: searchP99 / trivialP50,
    encodings,
  };
}

/** Whether a round meets `goal`; NaN (no samples) never does. */
export function meets(round: RatioRound, goal: RatioGoal): boolean {
  const p50ok = round.p50Ratio <= goal.p50;
  const p99ok = goal.p99 === undefined || round.p99Ratio <= goal.p99;
  return p50ok && p99ok;
}

export interface RatioRequest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/**
 * One request on `connection`, timed from its start to the answer's last byte; then (untimed) the answer is decoded
 * as a browser would, to check it is whole. The clock stops at the last byte because decoding is the client's
 * work: fetch's Brotli stream decoder, timed here before, added a tail of its own (p99 6–9 ms for a 0.4 ms p50)
 * that no change to the service could move.
 */
function timed(
  connection: Agent,
  base: URL,
  request: RatioRequest,
): Promise<{ ms: number; encoding: string }> {
  const body = request.method === 'POST' ? JSON.stringify(request.body) : undefined;
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const outgoing = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        path: request.path,
        method: request.method,
        agent: connection,
        headers: {
          'accept-encoding': ACCEPT_ENCODING,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const ms = performance.now() - t0;
          const encoding = String(response.headers['content-encoding'] ?? 'identity');
          try {
            if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
            JSON.parse(decoded(Buffer.concat(chunks), encoding).toString('utf8'));
            resolve({ ms, encoding });
          } catch (error) {
            reject(new Error(`${request.method} ${request.path}: ${String(error)}`));
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function decoded(bytes: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'deflate') return inflateSync(bytes);
  return bytes;
}

const TRIVIAL: RatioRequest = { name: 'config.json', method: 'GET', path: '/config.json' };
/** What fetch asks for over HTTPS (undici), and the service picks Brotli from it. */
export const ACCEPT_ENCODING = 'br, gzip, deflate';

/** Rounds of alternating requests until one meets `goal` (or `ROUNDS` have not). */
export async function runRatioRounds(
  baseUrl: string,
  searches: readonly RatioRequest[],
  goal: RatioGoal,
  report: (round: RatioRound, index: number) => void,
): Promise<{ passed: boolean; rounds: RatioRound[] }> {
  const base = new URL(baseUrl);
  // One kept-alive connection, as a browser tab reuses one.
  const connection = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    return await rounds(connection, base, searches, goal, report);
  } finally {
    connection.destroy();
  }
}

async function rounds(
  connection: Agent,
  base: URL,
  searches: readonly RatioRequest[],
  goal: RatioGoal,
  report: (round: RatioRound, index: number) => void,
): Promise<{ passed: boolean; rounds: RatioRound[] }> {
  const pick = (i: number): RatioRequest => {
    const request = searches[i % searches.length];
    if (request === undefined) throw new Error('no search requests');
    return request;
  };
  for (let i = 0; i < WARMUP_PAIRS; i++) {
    await timed(connection, base, TRIVIAL);
    await timed(connection, base, pick(i));
  }
  const rounds: RatioRound[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const trivial: number[] = [];
    const search: { name: string; ms: number }[] = [];
    const encodings = new Set<string>();
    for (let i = 0; i < PAIRS; i++) {
      // Which goes first alternates, so neither always follows the other's garbage.
      const first = i % 2 === 0;
      if (first) trivial.push((await timed(connection, base, TRIVIAL)).ms);
      const request = pick(i);
      const answer = await timed(connection, base, request);
      search.push({ name: request.name, ms: answer.ms });
      encodings.add(answer.encoding);
      if (!first) trivial.push((await timed(connection, base, TRIVIAL)).ms);
    }
    const round = ratioRound(trivial, search, [...encodings].sort());
    rounds.push(round);
    report(round, r);
    if (meets(round, goal)) return { passed: true, rounds };
  }
  return { passed: false, rounds };
}
