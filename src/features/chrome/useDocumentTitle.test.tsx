import { act, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { testEngine } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import { useDocumentTitle } from './useDocumentTitle';

// The generated catalogue is built once per file, outside any one test's time limit.
beforeAll(() => {
  testEngine();
});

function Titled() {
  useDocumentTitle();
  return null;
}

describe('useDocumentTitle', () => {
  it('names the document after the committed query, type and page', async () => {
    const { router } = await renderWithApp(<Titled />, { url: '/datasets?q=water&page=2' });
    await waitFor(() => expect(document.title).toBe('“water” – Datasets – page 2 – Catalogue search'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Catalogue search'));
  });

  it('speaks the UI language', async () => {
    await renderWithApp(<Titled />, { url: '/concepts?q=vann', locale: 'nn' });
    await waitFor(() => expect(document.title).toBe('«vann» – Omgrep – Katalogsøk'));
  });
});
