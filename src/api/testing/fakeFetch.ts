/** A `fetch` for tests: answers from a script, records each call, and honours the abort signal. */

export interface RecordedCall {
  url: string;
  init: RequestInit;
}

export type Answer = Response | Error | ((call: RecordedCall) => Response | Error | Promise<Response>);

export interface FakeFetch {
  fetch: typeof fetch;
  calls: RecordedCall[];
  /** Queues answers; the last one repeats when the queue runs dry. */
  answer(...answers: Answer[]): void;
}

export function fakeFetch(...initial: Answer[]): FakeFetch {
  const queue: Answer[] = [...initial];
  let last: Answer | undefined;
  const calls: RecordedCall[] = [];
  const fetchImpl = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = { url, init };
    calls.push(call);
    const { signal } = init;
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    const answer = queue.shift() ?? last;
    last = answer;
    if (answer === undefined) return Promise.reject(new Error(`fake fetch has no answer for ${url}`));
    const settled = typeof answer === 'function' ? answer(call) : answer;
    // A clone each time, so a repeated answer still has an unread body.
    const response =
      settled instanceof Error
        ? Promise.reject(settled)
        : settled instanceof Response
          ? Promise.resolve(settled.clone())
          : settled;
    if (!signal) return response;
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      response.then(resolve, reject);
    });
  };
  return { fetch: fetchImpl, calls, answer: (...answers) => queue.push(...answers) };
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** The ingress's own 429: HTML, no Retry-After unless given. */
export function throttledResponse(status = 429, retryAfter?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': 'text/html' };
  if (retryAfter !== undefined) headers['Retry-After'] = retryAfter;
  return new Response('<html><body>429 Too Many Requests</body></html>', { status, headers });
}
