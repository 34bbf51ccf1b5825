import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { testEngine } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import { SkipLink } from './SkipLink';

// The generated catalogue is built once per file, outside any one test's time limit.
beforeAll(() => {
  testEngine();
});

describe('SkipLink', () => {
  it('is the first link, to the target, and moves focus there without touching the URL', async () => {
    const { user, router } = await renderWithApp(
      <>
        <SkipLink targetId="results" />
        <button type="button">header control</button>
        <section id="results">results</section>
      </>,
      { url: '/?q=water' },
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to search results' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('href')).toBe('#results');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(document.getElementById('results'));
    expect(router.state.location.search).toBe('?q=water');
    expect(router.state.location.hash).toBe('');
  });

  it('inline, "Skip to results" goes to the first of its targets that is on the page', async () => {
    const { user } = await renderWithApp(
      <>
        <input aria-label="field" />
        <SkipLink targetId={['result-list', 'results']} placement="inline" />
        <section id="results">results</section>
      </>,
      { url: '/' },
    );
    await user.click(screen.getByRole('textbox', { name: 'field' }));
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to results' });
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(document.getElementById('results'));
  });
});
