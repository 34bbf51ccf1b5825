import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SearchPage } from '../../app/SearchPage';
import { renderWithApp } from '../../test/renderWithApp';

// The in-process service and a first render of the whole page: slow on a busy machine, never a matter of speed.
const SLOW = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };

const EMBED = '/?embed=1&lock.dataTheme=ENVI&lock.type=datasets&hide=search,sort,pagination';

describe('the page in embed mode', () => {
  it(
    'leaves out the site chrome and the hidden parts, and says what it is limited to (nb)',
    SLOW,
    async () => {
      const { requests } = await renderWithApp(<SearchPage />, { url: EMBED, locale: 'nb' });
      expect(await screen.findByText('Viser bare: Datasett og Miljø', undefined, WAIT)).toBeTruthy();
      await screen.findByRole('heading', { level: 2, name: /treff/ }, WAIT);
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Ressurstyper' })).toBeNull();
      expect(screen.queryByRole('group', { name: 'Sorter etter' })).toBeNull();
      expect(screen.queryByRole('navigation', { name: /side/i })).toBeNull();
      // The lock is applied, never a chip.
      expect(screen.queryByRole('button', { name: /^Fjern filter/ })).toBeNull();
      expect(requests.length).toBeGreaterThan(0);
      for (const request of requests) {
        expect(request.url).toBe('/api/search/datasets');
        expect(request.body).toMatchObject({ filters: { dataTheme: { value: ['ENVI'] } } });
      }
    },
  );

  it('says it in nynorsk and English too', SLOW, async () => {
    const nn = await renderWithApp(<SearchPage />, { url: EMBED, locale: 'nn' });
    expect(await screen.findByText('Viser berre: Datasett og Miljø', undefined, WAIT)).toBeTruthy();
    nn.unmount();
    await renderWithApp(<SearchPage />, { url: EMBED, locale: 'en' });
    expect(await screen.findByText('Showing only: Datasets and Environment', undefined, WAIT)).toBeTruthy();
  });

  it('keeps the header, footer and every part outside embed mode', SLOW, async () => {
    await renderWithApp(<SearchPage />, { url: '/?dataTheme=ENVI', locale: 'en' });
    expect(await screen.findByRole('banner', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeTruthy();
    expect(screen.queryByText(/^Showing only/)).toBeNull();
    const chips = await screen.findByRole('list', { name: 'Active filters' }, WAIT);
    expect(within(chips).getByRole('button', { name: /^Remove filter: EU theme: Environment/ })).toBeTruthy();
  });
});
