/**
 * A failed fetch to a service on another origin: one opaque probe tells a service that does not answer from one
 * whose CORS settings refuse this site; both name the service and suggest proxy mode.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FakeClock } from '../../api/testing/fakeClock';
import { messages as en } from '../../i18n/messages/en';
import { renderWithApp } from '../../test/renderWithApp';
import { ResultsSection } from './ResultsSection';

configure({ asyncUtilTimeout: 10_000 });

const demo = {
  id: 'demo',
  label: 'Felles datakatalog, demo',
  searchApiBaseUrl: 'https://search.api.demo.fellesdatakatalog.digdir.no',
};
const failedFetch = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => {
  vi.unstubAllGlobals();
});

async function showFailure(probe: typeof fetch) {
  const probes = vi.fn(probe);
  vi.stubGlobal('fetch', probes);
  await renderWithApp(<ResultsSection id="results" />, {
    url: '/?q=water',
    fetch: failedFetch,
    environment: demo,
    // The budget's time stands still: the search's next try (its backoff) never comes during the test, however
    // slow the machine, so what is seen is the first failure's alone.
    budgetClock: new FakeClock(),
  });
  // Said politely while the search is tried again (a `RecoveryNotice`), named as the service that fails.
  const [text] = await screen.findAllByText((_content, element) =>
    Boolean(
      element?.getAttribute('aria-hidden') === 'true' &&
      element.textContent?.startsWith(en.recovery.noNetwork),
    ),
  );
  const alert = text?.closest<HTMLElement>('[role="status"]');
  if (!alert) throw new Error('No status says there is no network');
  return { alert, probes };
}

describe('a service on another origin that fails', { timeout: 30_000 }, () => {
  it('that answers the probe refuses this site (CORS), and proxy mode is suggested', async () => {
    const { alert, probes } = await showFailure(() => Promise.resolve(new Response(null, { status: 200 })));
    await waitFor(() =>
      expect(alert.textContent).toContain(
        en.errors.serviceRefusesOrigin(demo.label, demo.searchApiBaseUrl, window.location.origin),
      ),
    );
    expect(alert.textContent).toContain(en.errors.proxyHint(demo.searchApiBaseUrl));
    expect(probes).toHaveBeenCalledTimes(1);
    expect(probes.mock.calls[0]?.[0]).toBe(demo.searchApiBaseUrl);
    expect(probes.mock.calls[0]?.[1]).toMatchObject({ mode: 'no-cors' });
  });

  it('that does not answer the probe is unreachable, and proxy mode is suggested', async () => {
    const { alert } = await showFailure(failedFetch);
    await waitFor(() =>
      expect(alert.textContent).toContain(en.errors.serviceUnreachable(demo.label, demo.searchApiBaseUrl)),
    );
    expect(alert.textContent).toContain(en.errors.proxyHint(demo.searchApiBaseUrl));
    expect(screen.getByRole('button', { name: en.recovery.retryNow })).toBeTruthy();
  });

  it('names the service while the probe is under way', async () => {
    const { alert } = await showFailure(() => new Promise<Response>(() => {}));
    expect(alert.textContent).toContain(
      en.errors.serviceUnreachableOrRefused(demo.label, demo.searchApiBaseUrl),
    );
  });
});
