/**
 * The caching proxy's core, free of HTTP: a request (a cache key and the upstream call it stands for) in,
 * an answer or a problem out. A fresh cached answer costs nothing; otherwise identical requests in flight
 * share one upstream call, which needs a token of the proxy's own bucket (kept within the upstream's rate
 * limit) and one of the asking client's share of it (a fraction of that bucket, so that no single client
 * can spend it all). Joining a call in flight is free. When the upstream fails or a budget is spent, a stale
 * answer is served where one is cached; else an honest 429 with Retry-After, 502 or 504.
 */
import { createRateLimiter } from '../http/rateLimit';
import { createCoalescer } from './coalescer';
import { createResponseCache, type CachedAnswer, type CacheLookup } from './responseCache';
import { callUpstream, type FetchLike, type UpstreamCall, type UpstreamOutcome } from './upstream';

export type CacheStatus = 'HIT' | 'MISS' | 'STALE';

export type ProxyAnswer =
  | { kind: 'answer'; answer: CachedAnswer; cache: CacheStatus }
  | { kind: 'problem'; status: number; detail: string; retryAfterSeconds?: number };

export interface ProxyStats {
  hits: number;
  misses: number;
  stale: number;
  /** Requests answered by joining an identical request already in flight. */
  coalesced: number;
  upstreamCalls: number;
  upstreamErrors: number;
  /** 429s the upstream answered (none, when the budget matches its limit). */
  upstream429: number;
  /** 429s this proxy answered because its budget was spent and nothing was cached. */
  refused429: number;
  /** 429s this proxy answered because the asking client's share of the budget was spent. */
  shareRefused429: number;
  /** Answers refused as too large or unreadable (502, or a stale answer). */
  upstreamInvalid: number;
}

export interface ProxyOptions {
  cacheTtlMs: number;
  perMinute: number;
  burst: number;
  /** The fraction of the budget (rate and burst) one client may spend; 1 or absent: no share limit. */
  clientShare?: number;
  timeoutMs: number;
  /** Upstream answers longer than this are refused (502). */
  maxAnswerBytes?: number;
  now: () => number;
  fetch: FetchLike;
  /** The time limit of one call; `AbortSignal.timeout` unless a test drives it. */
  timeoutSignal?: (ms: number) => AbortSignal;
  maxEntries?: number;
  maxChars?: number;
  maxStaleMs?: number;
}

export interface Proxy {
  /** `client` is charged to its share of the budget; without one, only the shared budget counts. */
  answer(key: string, call: UpstreamCall, client?: string): Promise<ProxyAnswer>;
  /** `tokensLeft`: whole upstream calls the budget allows now (a metrics gauge). */
  stats(): ProxyStats & { entries: number; cachedChars: number; tokensLeft: number };
}

type SharedOutcome = UpstreamOutcome | { kind: 'budget'; retryAfterSeconds: number };
type Refusal = Exclude<SharedOutcome, { kind: 'ok' }> | { kind: 'share'; retryAfterSeconds: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** A client's share of the bucket: the rate and the burst scaled, at least one request. */
export function shareOf(
  budget: { perMinute: number; burst: number },
  share: number,
): { perMinute: number; burst: number } {
  return { perMinute: budget.perMinute * share, burst: Math.max(1, Math.floor(budget.burst * share)) };
}

export function createProxy(options: ProxyOptions): Proxy {
  const { now } = options;
  const cache = createResponseCache({
    ttlMs: options.cacheTtlMs,
    maxStaleMs: options.maxStaleMs ?? DAY_MS,
    maxEntries: options.maxEntries ?? 5_000,
    maxChars: options.maxChars ?? 64 * 1024 * 1024,
  });
  const bucket = createRateLimiter({ perMinute: options.perMinute, burst: options.burst, now });
  const share = options.clientShare ?? 1;
  const shares = share < 1 ? createRateLimiter({ ...shareOf(options, share), now }) : null;
  const maxBytes = options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
  const coalescer = createCoalescer<SharedOutcome>();
  const timeoutSignal = options.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms));
  const stats: ProxyStats = {
    hits: 0,
    misses: 0,
    stale: 0,
    coalesced: 0,
    upstreamCalls: 0,
    upstreamErrors: 0,
    upstream429: 0,
    refused429: 0,
    shareRefused429: 0,
    upstreamInvalid: 0,
  };

  async function fetchOnce(
    key: string,
    call: UpstreamCall,
    client: string | undefined,
  ): Promise<SharedOutcome> {
    const token = bucket.take('upstream');
    if (!token.allowed) {
      // The client's share token bought nothing: it is given back.
      if (client !== undefined) shares?.refund(client);
      return { kind: 'budget', retryAfterSeconds: token.retryAfterSeconds };
    }
    stats.upstreamCalls++;
    const limits = { signal: timeoutSignal(options.timeoutMs), maxBytes };
    const outcome = await callUpstream(options.fetch, call, limits);
    if (outcome.kind === 'ok') cache.set(key, outcome.answer, now());
    else stats.upstreamErrors++;
    if (outcome.kind === 'status' && outcome.status === 429) stats.upstream429++;
    if (outcome.kind === 'invalid' || outcome.kind === 'tooLarge') stats.upstreamInvalid++;
    return outcome;
  }

  /** The stale answer where one is kept, else the problem. */
  function refuse(cached: CacheLookup | null, refusal: Refusal): ProxyAnswer {
    // A client error of the upstream is about this request: no stale answer hides it.
    const clientError = refusal.kind === 'status' && refusal.status < 500 && refusal.status !== 429;
    if (cached !== null && !clientError) {
      stats.stale++;
      return { kind: 'answer', answer: cached.answer, cache: 'STALE' };
    }
    return problemOf(refusal);
  }

  async function answer(key: string, call: UpstreamCall, client?: string): Promise<ProxyAnswer> {
    const cached = cache.get(key, now());
    if (cached?.fresh === true) {
      stats.hits++;
      return { kind: 'answer', answer: cached.answer, cache: 'HIT' };
    }
    // Only a call that is not in flight yet is charged to the client's share.
    if (shares !== null && client !== undefined && !coalescer.has(key)) {
      const token = shares.take(client);
      if (!token.allowed)
        return refuse(cached, { kind: 'share', retryAfterSeconds: token.retryAfterSeconds });
    }
    const { result, joined } = coalescer.run(key, () => fetchOnce(key, call, client));
    if (joined) stats.coalesced++;
    const outcome = await result;
    if (outcome.kind === 'ok') {
      stats.misses++;
      return { kind: 'answer', answer: outcome.answer, cache: 'MISS' };
    }
    return refuse(cached, outcome);
  }

  function problemOf(outcome: Refusal): ProxyAnswer {
    switch (outcome.kind) {
      case 'share':
        stats.shareRefused429++;
        return {
          kind: 'problem',
          status: 429,
          detail: `This client's share of the requests to the upstream service is spent and this answer is not cached; try again in ${outcome.retryAfterSeconds} s.`,
          retryAfterSeconds: outcome.retryAfterSeconds,
        };
      case 'budget':
        stats.refused429++;
        return {
          kind: 'problem',
          status: 429,
          detail: `The shared budget of requests to the upstream service is spent and this answer is not cached; try again in ${outcome.retryAfterSeconds} s.`,
          retryAfterSeconds: outcome.retryAfterSeconds,
        };
      case 'status': {
        if (outcome.status === 429) {
          const seconds = Number(outcome.retryAfter);
          return {
            kind: 'problem',
            status: 429,
            detail: 'The upstream service answered 429 (too many requests).',
            retryAfterSeconds: Number.isInteger(seconds) && seconds > 0 ? seconds : 60,
          };
        }
        const status = outcome.status >= 500 ? 502 : outcome.status;
        return { kind: 'problem', status, detail: `The upstream service answered ${outcome.status}.` };
      }
      case 'invalid':
        return {
          kind: 'problem',
          status: 502,
          detail: `The upstream service answered ${outcome.status} with ${outcome.problem}.`,
        };
      case 'tooLarge':
        return {
          kind: 'problem',
          status: 502,
          detail: `The upstream service's answer is larger than the ${outcome.maxBytes} bytes this server accepts.`,
        };
      case 'timeout':
        return {
          kind: 'problem',
          status: 504,
          detail: `The upstream service did not answer within ${options.timeoutMs} ms.`,
        };
      case 'unreachable':
        return { kind: 'problem', status: 502, detail: 'The upstream service could not be reached.' };
    }
  }

  return {
    answer,
    stats: () => ({
      ...stats,
      entries: cache.size,
      cachedChars: cache.chars,
      tokensLeft: bucket.peek('upstream'),
    }),
  };
}
