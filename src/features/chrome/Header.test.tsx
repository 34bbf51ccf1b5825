import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { LocaleGate } from '../../app/LocaleGate';
import { loadMessages } from '../../i18n/loadMessages';
import { testEngine } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import { TypeTabs } from '../tabs/TypeTabs';
import { Header } from './Header';

// The generated catalogue is built once per file, outside any one test's time limit.
beforeAll(() => {
  testEngine();
});

async function setup(url: string) {
  const initial = { locale: 'en' as const, messages: await loadMessages('en') };
  // The real language gate, as in the app; the tabs load the search, so a language switch that fetched would show.
  return renderWithApp(
    <LocaleGate initial={initial} fallback="en">
      <Header />
      <TypeTabs />
    </LocaleGate>,
    { url },
  );
}

describe('Header', () => {
  it('names the app in the page’s only h1', async () => {
    await setup('/?lang=en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Catalogue search');
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('offers each language named in itself, the current one marked', async () => {
    await setup('/datasets?q=water&lang=en');
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('lang')])).toEqual([
      ['Norsk bokmål', 'nb'],
      ['Norsk nynorsk', 'nn'],
      ['English', 'en'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    expect(links[1]?.getAttribute('href')).toBe('/datasets?q=water&lang=nn');
  });

  it('switches the UI language and <html lang> in place, keeping the search, with no request', async () => {
    const { user, router, requests } = await setup('/datasets?q=water&lang=en');
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    const entries = router.state.historyAction;

    await user.click(screen.getByRole('link', { name: 'Norsk nynorsk' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Katalogsøk'));
    // <html lang> follows in an effect after the render that shows the new language.
    await waitFor(() => expect(document.documentElement.lang).toBe('nn'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/datasets?q=water&lang=nn');
    // A language is not a new search: the entry is replaced, not pushed.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(entries).not.toBe('REPLACE');
    expect(screen.getByRole('link', { name: 'Norsk nynorsk' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Ressurstypar' })).toBeTruthy();
    expect(requests).toHaveLength(1);
  });
});
