import { describe, expect, it } from 'vitest';

import { createProxy, type ProxyOptions } from './proxy';
import type { FetchLike } from './upstream';

const call = { url: 'https://upstream.example/search', init: { method: 'POST', body: '{}' } };

/** A fake upstream: answers by the function given, counting calls; the clock is moved by hand. */
function setup(respond: () => Response | Promise<Response>, overrides: Partial<ProxyOptions> = {}) {
  let time = 0;
  let calls = 0;
  const fetch: FetchLike = async () => {
    calls++;
    return respond();
  };
  const proxy = createProxy({
    cacheTtlMs: 300_000,
    perMinute: 10,
    burst: 20,
    timeoutMs: 10_000,
    now: () => time,
    fetch,
    ...overrides,
  });
  return {
    proxy,
    calls: () => calls,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createProxy', () => {
  it('answers a repeated request from the cache: HIT, no upstream call', async () => {
    const { proxy, calls } = setup(() => json({ hits: [] }));
    expect(await proxy.answer('k', call)).toMatchObject({ kind: 'answer', cache: 'MISS' });
    expect(await proxy.answer('k', call)).toMatchObject({
      kind: 'answer',
      cache: 'HIT',
      answer: { status: 200, body: '{"hits":[]}' },
    });
    expect(calls()).toBe(1);
    expect(proxy.stats()).toMatchObject({ hits: 1, misses: 1, upstreamCalls: 1 });
  });

  it('asks again once the TTL has passed', async () => {
    const { proxy, calls, advance } = setup(() => json({}));
    await proxy.answer('k', call);
    advance(300_001);
    expect(await proxy.answer('k', call)).toMatchObject({ cache: 'MISS' });
    expect(calls()).toBe(2);
  });

  it('sends identical concurrent requests upstream once', async () => {
    let release: (response: Response) => void = () => undefined;
    const { proxy, calls } = setup(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const answers = Promise.all(Array.from({ length: 5 }, () => proxy.answer('k', call)));
    await Promise.resolve();
    release(json({ ok: true }));
    for (const answer of await answers) expect(answer).toMatchObject({ kind: 'answer', cache: 'MISS' });
    expect(calls()).toBe(1);
    expect(proxy.stats().coalesced).toBe(4);
  });

  it('spends at most the burst, then refuses honestly with Retry-After, then refills', async () => {
    const { proxy, calls, advance } = setup(() => json({}), { perMinute: 10, burst: 20 });
    for (let i = 0; i < 20; i++) expect(await proxy.answer(`k${i}`, call)).toMatchObject({ cache: 'MISS' });
    expect(await proxy.answer('k20', call)).toEqual({
      kind: 'problem',
      status: 429,
      detail: expect.stringContaining('budget') as unknown,
      retryAfterSeconds: 6,
    });
    expect(calls()).toBe(20);
    advance(6000);
    expect(await proxy.answer('k20', call)).toMatchObject({ cache: 'MISS' });
    expect(proxy.stats()).toMatchObject({ refused429: 1, upstreamCalls: 21 });
  });

  it('serves a stale answer when the budget is spent or the upstream fails', async () => {
    let status = 200;
    const { proxy, advance } = setup(() => json({ n: 1 }, status), { burst: 2, perMinute: 1 });
    await proxy.answer('k', call);
    advance(300_001);
    status = 503;
    expect(await proxy.answer('k', call)).toMatchObject({ cache: 'STALE', answer: { body: '{"n":1}' } });
    await proxy.answer('other', call);
    expect(await proxy.answer('k', call)).toMatchObject({ cache: 'STALE' });
    expect(proxy.stats()).toMatchObject({ stale: 2, upstreamErrors: 2 });
  });

  it('names the upstream status: 5xx and non-JSON as 502, client errors as they are, 429 with Retry-After', async () => {
    const cases: [Response, number, string][] = [
      [json({}, 500), 502, 'answered 500'],
      [json({}, 503), 502, 'answered 503'],
      [new Response('<html>', { status: 200 }), 502, 'not JSON'],
      [json({}, 400), 400, 'answered 400'],
      [json({}, 404), 404, 'answered 404'],
      [new Response('<html>', { status: 429 }), 429, 'answered 429'],
    ];
    for (const [response, status, detail] of cases) {
      const { proxy } = setup(() => response);
      const answer = await proxy.answer('k', call);
      expect(answer).toMatchObject({ kind: 'problem', status });
      if (answer.kind === 'problem') expect(answer.detail).toContain(detail);
      if (status === 429) expect(answer).toMatchObject({ retryAfterSeconds: 60 });
    }
  });

  it('gives 504 on a timeout and 502 when the upstream cannot be reached', async () => {
    const controller = new AbortController();
    const hanging = setup(
      () =>
        new Promise<Response>((_resolve, reject) => {
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error));
        }),
      { timeoutSignal: () => controller.signal },
    );
    const pending = hanging.proxy.answer('k', call);
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    expect(await pending).toMatchObject({ kind: 'problem', status: 504 });
    const down = setup(() => Promise.reject(new TypeError('fetch failed')));
    expect(await down.proxy.answer('k', call)).toMatchObject({
      kind: 'problem',
      status: 502,
      detail: 'The upstream service could not be reached.',
    });
  });

  it('does not hide a client error of the upstream behind a stale answer', async () => {
    let status = 200;
    const { proxy, advance } = setup(() => json({}, status));
    await proxy.answer('k', call);
    advance(300_001);
    status = 400;
    expect(await proxy.answer('k', call)).toMatchObject({ kind: 'problem', status: 400 });
  });
});

describe('createProxy, each client a share of the budget', () => {
  it('charges only the client that starts an upstream call, a quarter of the bucket each', async () => {
    const { proxy, calls, advance } = setup(() => json({}), { clientShare: 0.25 });
    for (let i = 0; i < 5; i++)
      expect(await proxy.answer(`a${i}`, call, 'a')).toMatchObject({ cache: 'MISS' });
    expect(await proxy.answer('a5', call, 'a')).toMatchObject({ status: 429, retryAfterSeconds: 24 });
    // Cached answers are free; another client has a share of its own.
    expect(await proxy.answer('a0', call, 'a')).toMatchObject({ cache: 'HIT' });
    expect(await proxy.answer('b0', call, 'b')).toMatchObject({ cache: 'MISS' });
    expect(calls()).toBe(6);
    advance(24_000);
    expect(await proxy.answer('a5', call, 'a')).toMatchObject({ cache: 'MISS' });
    expect(proxy.stats()).toMatchObject({ shareRefused429: 1, refused429: 0 });
  });

  it('lets a client whose share is spent join a call another client started, at no cost', async () => {
    let release: (response: Response) => void = () => undefined;
    const { proxy, calls } = setup(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
      { clientShare: 0.05 },
    );
    // A share of 5 % of a burst of 20: one call.
    const first = proxy.answer('spent', call, 'a');
    release(json({}));
    await first;
    const started = proxy.answer('shared', call, 'b');
    const joined = proxy.answer('shared', call, 'a');
    release(json({ ok: true }));
    expect(await started).toMatchObject({ cache: 'MISS' });
    expect(await joined).toMatchObject({ cache: 'MISS' });
    expect(calls()).toBe(2);
  });

  it('gives the share back when the shared budget refuses the call', async () => {
    const { proxy, advance } = setup(() => json({}), { burst: 1, perMinute: 1, clientShare: 0.5 });
    expect(await proxy.answer('x', call, 'other')).toMatchObject({ cache: 'MISS' });
    // The shared bucket is empty: refused, and client a keeps its one token for later.
    expect(await proxy.answer('k', call, 'a')).toMatchObject({ status: 429 });
    expect(proxy.stats()).toMatchObject({ refused429: 1, shareRefused429: 0 });
    // A minute refills the shared bucket, but only half a token of a's share: the token given back pays.
    advance(60_000);
    expect(await proxy.answer('k', call, 'a')).toMatchObject({ cache: 'MISS' });
  });
});

describe('createProxy, answers checked', () => {
  it('refuses an answer its check refuses, and one past the size limit, as 502s not cached', async () => {
    const { proxy, calls } = setup(() => json({ hits: 'nope' }), { maxAnswerBytes: 1024 });
    const checked = {
      ...call,
      check: (data: unknown) => (Array.isArray((data as { hits?: unknown }).hits) ? null : 'hits'),
    };
    expect(await proxy.answer('k', checked)).toMatchObject({
      status: 502,
      detail: expect.stringContaining('cannot read (hits)') as unknown,
    });
    expect(await proxy.answer('k', checked)).toMatchObject({ status: 502 });
    expect(calls()).toBe(2);
    const big = setup(() => json({ text: 'x'.repeat(2000) }), { maxAnswerBytes: 1024 });
    expect(await big.proxy.answer('k', call)).toMatchObject({
      status: 502,
      detail: expect.stringContaining('larger than the 1024 bytes') as unknown,
    });
    expect(big.proxy.stats()).toMatchObject({ upstreamInvalid: 1, entries: 0 });
  });
});
