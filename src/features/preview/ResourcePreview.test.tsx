import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/renderWithApp';
import { ResultsSection } from '../results';
import { ResourcePreview } from './ResourcePreview';

const page = (
  <>
    <ResultsSection id="results" />
    <ResourcePreview />
  </>
);

async function firstTitle() {
  const heading = (await screen.findAllByRole('heading', { level: 3 }, { timeout: 10_000 }))[0];
  if (!heading) throw new Error('no hits');
  return within(heading).getByRole('link');
}

describe('the resource preview on the results page', { timeout: 30_000 }, () => {
  it('opens from a title with no request, and gives focus back to the title on close', async () => {
    const { user, requests, router } = await renderWithApp(page, { url: '/?q=water' });
    const title = await firstTitle();
    const before = requests.length;
    await user.click(title);
    const dialog = await screen.findByRole('dialog', { name: title.textContent ?? '' }, { timeout: 10_000 });
    expect(router.state.location.search).toMatch(/^\?q=water&preview=/);
    expect(requests.length).toBe(before);
    await user.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?q=water');
    expect(document.activeElement).toBe(title);
  });

  it('opens a shared preview of a hit on the page without a request of its own', async () => {
    const first = await renderWithApp(page, { url: '/?q=water' });
    const href = (await firstTitle()).getAttribute('href') ?? '';
    first.unmount();
    const { requests } = await renderWithApp(page, { url: href });
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(requests).toHaveLength(1);
  });

  it('fetches a shared preview of a hit not on the page once, by the uri filter', async () => {
    const first = await renderWithApp(page, { url: '/?q=water' });
    const href = (await firstTitle()).getAttribute('href') ?? '';
    const name = (await firstTitle()).textContent ?? '';
    first.unmount();
    const key = new URLSearchParams(href.split('?')[1]).get('preview') ?? '';
    const { requests } = await renderWithApp(page, { url: `/?q=zzzqqq&preview=${encodeURIComponent(key)}` });
    await screen.findByRole('dialog', { name }, { timeout: 10_000 });
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual({
      url: '/api/search',
      body: { query: '', filters: { uri: { value: [key] } }, pagination: { page: 0, size: 1 } },
    });
  });
});
