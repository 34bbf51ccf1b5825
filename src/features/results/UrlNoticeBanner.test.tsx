import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useSearchSelector } from '../../bindings/searchDriver';
import { useSearchResults } from '../../bindings/useSearchResults';
import { messages as en } from '../../i18n/messages/en';
import { renderWithApp } from '../../test/renderWithApp';
import { UrlNoticeBanner } from './UrlNoticeBanner';

// The whole app renders in jsdom on a shared two-core machine: give it time rather than fail under load.
configure({ asyncUtilTimeout: 10_000 });

/** Shows when the search of the URL has its answer: later than the notices, which the first render knows. */
function AnswerProbe() {
  const committed = useSearchSelector((snapshot) => snapshot.committed);
  const results = useSearchResults(committed);
  return <p>{results.data ? 'answered' : 'waiting'}</p>;
}

/** Opens `url` with the banner and waits until the search has its answer (the same steps for every link). */
async function openAt(url: string) {
  const app = await renderWithApp(
    <>
      <UrlNoticeBanner />
      <AnswerProbe />
    </>,
    { url },
  );
  await screen.findByText('answered');
  return app;
}

describe('UrlNoticeBanner', { timeout: 30_000 }, () => {
  it('says what the link held that was ignored, and can be dismissed', async () => {
    const { user, router } = await openAt('/?q=vann&page=-3&size=7&colour=red');
    // Already there once the search has answered: the test below checks its absence at the same point.
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('page=-3');
    expect(notice.textContent).toContain('size=7');
    expect(notice.textContent).toContain('colour=red');
    // The address already holds the corrected search.
    expect(router.state.location.search).toBe('?q=vann');

    await user.click(screen.getByRole('button', { name: en.invalidUrl.dismiss }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(router.state.location.search).toBe('?q=vann');
  });

  it('is not there for a valid link, where a link with an ignored part shows it', async () => {
    await openAt('/datasets?q=vann');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
