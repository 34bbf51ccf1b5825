import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FakeClock } from '../../api/testing/fakeClock';
import { createFormatters } from '../../i18n/format';
import { messages as en } from '../../i18n/messages/en';
import { pickLocalized } from '../../search/text';
import { fetchHoldingRequest, inProcessFetch } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import { ResultsSection } from './ResultsSection';
import { expectedResponse } from './testing/oracle';

// The whole app renders in jsdom on a shared two-core machine: give it time rather than fail under load.
configure({ asyncUtilTimeout: 10_000 });

const f = createFormatters('en');

/**
 * The request budget on a clock the test moves: a `Retry-After` or a retry's backoff passes when the test says so,
 * in no real time, however slow the machine. A manual clock rather than `vi.useFakeTimers`: only the budget's time
 * (and the countdowns shown against it) is faked, so React, Testing Library's `waitFor`, user-event and the
 * in-process service keep their real timers and need no care.
 */
function budgetTime() {
  const clock = new FakeClock();
  return { clock, wait: (ms: number) => act(() => clock.advance(ms)) };
}

/** The in-process service, except that the calls numbered in `faults` (1-based) get the fault's answer. */
function faultyFetch(faults: Record<number, () => Promise<Response>>) {
  const service = inProcessFetch();
  let calls = 0;
  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls++;
    const fault = faults[calls];
    return fault ? fault() : service.fetch(input, init);
  };
  return { fetch: fetchImpl, calls: () => calls };
}

/** The status that tells what failed (a `RecoveryNotice`), found by the words it starts with. */
const recoveryNotice = async (words: string): Promise<HTMLElement> => {
  const [text] = await screen.findAllByText((_content, element) =>
    Boolean(element?.getAttribute('aria-hidden') === 'true' && element.textContent?.startsWith(words)),
  );
  const notice = text?.closest<HTMLElement>('[role="status"]');
  if (!notice) throw new Error(`No status says "${words}"`);
  return notice;
};

const summaryHeading = async (url: string) => {
  const expected = await expectedResponse(url);
  const query = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
  return en.results.summary({ total: expected.page.totalElements, query, capped: false }, f);
};

describe('loading', { timeout: 30_000 }, () => {
  it('keeps the previous results and their summary on screen, busy, until the next ones arrive', async () => {
    const service = fetchHoldingRequest(2);
    const before = await summaryHeading('/?q=water');
    const after = await summaryHeading('/?q=vann');

    const { router } = await renderWithApp(<ResultsSection id="results" />, {
      url: '/?q=water',
      fetch: service.fetch,
    });
    await screen.findByRole('heading', { level: 2, name: before });
    const region = screen.getByRole('region', { name: en.landmarks.results });
    expect(region.getAttribute('aria-busy')).toBe('false');
    const items = (await expectedResponse('/?q=water')).hits.length;
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(items));

    await act(() => router.navigate('/?q=vann'));
    await waitFor(() => expect(service.sent()).toBe(2));
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: before })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(items);
    expect(screen.queryByText(/^Showing/)).toBeNull();

    service.release();
    await screen.findByRole('heading', { level: 2, name: after });
    expect(region.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByText(/^Showing 1–20 of/)).toBeTruthy();
  });
});

describe('errors', { timeout: 30_000 }, () => {
  it('a server error says so politely, keeps trying, and "Try again now" asks at once', async () => {
    const service = faultyFetch({
      1: () => Promise.resolve(new Response('Internal error', { status: 500 })),
    });
    const { user } = await renderWithApp(<ResultsSection id="results" />, {
      url: '/?q=water',
      fetch: service.fetch,
    });

    const notice = await recoveryNotice(en.recovery.serverError(500));
    expect(notice.getAttribute('aria-live')).toBe('polite');
    // Spoken once, what happened only: the countdown beside it is for the eye.
    expect(await within(notice).findByText(en.recovery.serverError(500))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: en.errors.heading })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: en.recovery.retryNow }));
    expect(
      await screen.findByRole('heading', { level: 2, name: await summaryHeading('/?q=water') }),
    ).toBeTruthy();
    expect(service.calls()).toBe(2);
    expect(screen.queryByRole('button', { name: en.recovery.retryNow })).toBeNull();
  });

  it('a failed connection says there is no network, and keeps trying', async () => {
    const service = faultyFetch({ 1: () => Promise.reject(new TypeError('Failed to fetch')) });
    await renderWithApp(<ResultsSection id="results" />, {
      url: '/?q=water',
      fetch: service.fetch,
      environment: { id: 'local', label: 'This server', searchApiBaseUrl: '/api' },
    });
    const notice = await recoveryNotice(en.recovery.noNetwork);
    // The service is this site's own: proxy mode would not help.
    expect(notice.textContent).not.toContain('UPSTREAM_URL');
    expect(screen.getByRole('button', { name: en.recovery.retryNow })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an answer that is not JSON is said to be unreadable, and is tried again by itself', async () => {
    const service = faultyFetch({
      1: () =>
        Promise.resolve(
          new Response('{"hits": [', { status: 200, headers: { 'Content-Type': 'application/json' } }),
        ),
    });
    const { clock, wait } = budgetTime();
    await renderWithApp(<ResultsSection id="results" />, {
      url: '/?q=water',
      fetch: service.fetch,
      budgetClock: clock,
    });
    await recoveryNotice(en.recovery.unreadable);
    expect(service.calls()).toBe(1);
    // No click: the next try (1–2 s later) brings the results.
    await wait(2000);
    expect(
      await screen.findByRole('heading', { level: 2, name: await summaryHeading('/?q=water') }),
    ).toBeTruthy();
    expect(service.calls()).toBe(2);
  });

  it('a rejected request lists the problems the service named, without a retry', async () => {
    const problem = {
      title: 'Bad Request',
      status: 400,
      errors: [{ path: 'pagination.size', message: 'must be at most 100' }],
    };
    const service = faultyFetch({
      1: () =>
        Promise.resolve(
          new Response(JSON.stringify(problem), {
            status: 400,
            headers: { 'Content-Type': 'application/problem+json' },
          }),
        ),
    });
    await renderWithApp(<ResultsSection id="results" />, { url: '/?q=water', fetch: service.fetch });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.errors.rejected(''));
    expect(alert.querySelector('li')?.textContent).toBe('pagination.size: must be at most 100');
    expect(screen.queryByRole('button', { name: en.errors.retry })).toBeNull();
  });
});

describe('rate limiting', { timeout: 30_000 }, () => {
  it('keeps the old results and counts down to the update, which then arrives by itself', async () => {
    const throttled = () =>
      Promise.resolve(new Response('', { status: 429, headers: { 'Retry-After': '3' } }));
    const service = faultyFetch({ 2: throttled });
    const first = await expectedResponse('/?q=water');
    const newest = await expectedResponse('/?q=water&sort=newest');
    const firstTitle = pickLocalized(first.hits[0]?.title, 'en')?.text;
    const newestTitle = pickLocalized(newest.hits[0]?.title, 'en')?.text;
    expect(firstTitle).not.toBe(newestTitle);

    const { clock, wait } = budgetTime();
    const { router } = await renderWithApp(<ResultsSection id="results" />, {
      url: '/?q=water',
      fetch: service.fetch,
      budgetClock: clock,
    });
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe(firstTitle),
    );
    await act(() => router.navigate('/?q=water&sort=newest'));

    // A 429 that says when to come back is the service's load, not the visitor's doing.
    const countdown = (seconds: number) => en.rateLimit.busy(seconds, f);
    expect((await screen.findAllByText(countdown(3)))[0]?.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('region', { name: en.landmarks.results }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe(firstTitle);
    expect(screen.queryByRole('alert')).toBeNull();
    // The countdown ticks while the spoken sentence stays as first said.
    await wait(1000);
    await screen.findByText(countdown(2), {});
    expect(screen.getAllByText(countdown(3))).toHaveLength(1);
    // Not a try before the service's 3 seconds are over.
    await wait(1999);
    expect(service.calls()).toBe(2);

    await wait(1);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe(newestTitle),
    );
    expect(screen.queryByText(/Too many searches/)).toBeNull();
    expect(service.calls()).toBe(3);
  });

  it('tries again by itself when the pause ends, after the client gave up', async () => {
    const throttled = () =>
      Promise.resolve(new Response('', { status: 429, headers: { 'Retry-After': '1' } }));
    // The client tries three times; the third refusal reaches the screen.
    const service = faultyFetch({ 2: throttled, 3: throttled, 4: throttled });
    const first = await expectedResponse('/?q=water');
    const newest = await expectedResponse('/?q=water&sort=newest');
    const firstTitle = pickLocalized(first.hits[0]?.title, 'en')?.text;
    const newestTitle = pickLocalized(newest.hits[0]?.title, 'en')?.text;

    const { clock, wait } = budgetTime();
    const { router, services } = await renderWithApp(<ResultsSection id="results" />, {
      url: '/?q=water',
      fetch: service.fetch,
      budgetClock: clock,
    });
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe(firstTitle),
    );
    await act(() => router.navigate('/?q=water&sort=newest'));

    // Each refusal pauses the budget for its second; time moves only once that pause is in place.
    const refused = async (calls: number) =>
      waitFor(() => {
        expect(service.calls()).toBe(calls);
        expect(services.budget.getSnapshot().status).toBe('throttled');
      });
    await refused(2);
    await wait(1000);
    await refused(3);
    await wait(1000);
    await refused(4);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe(firstTitle);
    await wait(1000);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe(newestTitle),
    );
    expect(service.calls()).toBe(5);
  });
});
