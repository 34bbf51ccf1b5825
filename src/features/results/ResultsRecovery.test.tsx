import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FakeClock } from '../../api/testing/fakeClock';
import { createFormatters } from '../../i18n/format';
import { messages as en } from '../../i18n/messages/en';
import { messages as nb } from '../../i18n/messages/nb';
import { inProcessFetch } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import { ResultsSection } from './ResultsSection';

// The whole app renders in jsdom on a shared two-core machine: give it time rather than fail under load.
configure({ asyncUtilTimeout: 10_000 });

const f = createFormatters('en');

/** The in-process service, with the first hit of every search answer given a number for its id. */
function corruptingFetch() {
  const service = inProcessFetch();
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const answer = await service.fetch(input, init);
    const body: unknown = await answer.json();
    if (isRecord(body) && Array.isArray(body.hits) && isRecord(body.hits[0])) body.hits[0].id = 5;
    return new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers });
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

describe('hits that cannot be read', { timeout: 30_000 }, () => {
  it('shows the other 19 and says, politely, that one could not be shown', async () => {
    await renderWithApp(<ResultsSection id="results" />, { url: '/', fetch: corruptingFetch() });
    const note = await screen.findByText(en.results.skipped(1, f));
    expect(note.textContent).toBe('1 result could not be shown');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(19));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing when every hit could be read', async () => {
    await renderWithApp(<ResultsSection id="results" />, { url: '/' });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(20));
    expect(screen.queryByText(/could not be shown/)).toBeNull();
  });

  it('counts several in the plural, in each language', () => {
    expect(en.results.skipped(3, f)).toBe('3 results could not be shown');
    expect(nb.results.skipped(1, createFormatters('nb'))).toBe('1 treff kunne ikke vises');
  });
});

describe('recovery after a failed try', { timeout: 30_000 }, () => {
  it('says the service answered with an error, counts down, and "Try again now" asks at once', async () => {
    const service = inProcessFetch();
    let calls = 0;
    const fetchImpl = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
      ++calls === 1
        ? Promise.resolve(new Response('Internal error', { status: 500 }))
        : service.fetch(input, init);
    const { user } = await renderWithApp(<ResultsSection id="results" />, {
      url: '/?q=water',
      fetch: fetchImpl,
    });

    const sentence = (
      await screen.findAllByText(
        /^The service answered with an error \(status 500\)\. Trying again in \d+ seconds?\./,
      )
    )[0];
    expect(sentence?.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByText(/Too many searches/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: en.recovery.retryNow }));

    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0));
    expect(calls).toBe(2);
    expect(screen.queryByText(/answered with an error/)).toBeNull();
    expect(screen.queryByRole('button', { name: en.recovery.retryNow })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says too many searches, without "Try again now", when the service refuses this address', async () => {
    const service = inProcessFetch();
    let calls = 0;
    // Like the public ingress: a 429 that does not say when to come back.
    const fetchImpl = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
      ++calls === 1 ? Promise.resolve(new Response('', { status: 429 })) : service.fetch(input, init);
    await renderWithApp(<ResultsSection id="results" />, { url: '/?q=water', fetch: fetchImpl });

    expect((await screen.findAllByText(/^Too many searches in a short time/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/answered with an error|busy/)).toBeNull();
    expect(screen.queryByRole('button', { name: en.recovery.retryNow })).toBeNull();
  });

  it('says the service is busy, not the visitor, for a 503 with Retry-After', async () => {
    const service = inProcessFetch();
    let calls = 0;
    const fetchImpl = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
      ++calls === 1
        ? Promise.resolve(new Response('', { status: 503, headers: { 'Retry-After': '2' } }))
        : service.fetch(input, init);
    // The budget's clock is moved by the test: the service's 2 s pass in no real time (and no sooner).
    const clock = new FakeClock();
    await renderWithApp(<ResultsSection id="results" />, {
      url: '/?q=water',
      fetch: fetchImpl,
      budgetClock: clock,
    });

    const busy = (await screen.findAllByText(/^The service is busy: retrying in [12] seconds?\.$/))[0];
    expect(busy?.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByText(/Too many searches/)).toBeNull();
    expect(calls).toBe(1);
    // No click: the search goes again when the service's pause is over.
    await act(() => clock.advance(2000));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0));
    expect(calls).toBe(2);
  });
});
