import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fixtureResponse } from '../../search/testing/fixture';
import { renderWithApp } from '../../test/renderWithApp';
import { HitListRoot } from './hitListStyles';
import { ResultItem } from './ResultItem';
import { toResultHit } from './resultHit';

const LONG_TITLE = `Vann ${'x'.repeat(9_995)}`;
const options = {
  locale: 'en',
  words: [],
  resourcePageUrl: 'https://data.norge.no/{lang}/{type}/{id}',
} as const;

describe('ResultItem with a 10 000-character title', () => {
  it('clamps the heading and names the link by the whole title', async () => {
    const [first] = fixtureResponse.hits;
    if (!first) throw new Error('the fixture has hits');
    const hit = toResultHit({ ...first, title: { en: LONG_TITLE } }, options);
    await renderWithApp(
      <HitListRoot>
        <ResultItem
          hit={hit}
          previewHref={(key) => `/?preview=${encodeURIComponent(key)}`}
          onOpenPreview={() => undefined}
          selectedBadges=""
          onAddFilter={() => undefined}
        />
      </HitListRoot>,
    );
    const link = screen.getByRole('link', { name: LONG_TITLE });
    expect(link.textContent).toBe(LONG_TITLE);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(getComputedStyle(heading).webkitLineClamp).toBe('3');
    expect(getComputedStyle(heading).overflow).toBe('hidden');
    // What it is and who publishes it reads as secondary text, styled by the list like the rest of the hit.
    const [kind] = heading.parentElement?.getElementsByTagName('p') ?? [];
    if (!kind) throw new Error('the hit has no line below its title');
    expect(kind.textContent).toMatch(/^API · /);
    expect(getComputedStyle(kind).color).toBe('rgb(74, 74, 74)');
  });
});

describe('ResultItem with a link target', () => {
  const [first] = fixtureResponse.hits;
  if (!first) throw new Error('the fixture has hits');
  const hit = toResultHit({ ...first, title: { en: 'Water quality' } }, options);
  const renderItem = (linkTarget: '_blank' | '_top' | null) =>
    renderWithApp(
      <HitListRoot>
        <ResultItem
          hit={hit}
          previewHref={(key) => `/?preview=${encodeURIComponent(key)}`}
          onOpenPreview={() => undefined}
          selectedBadges=""
          onAddFilter={() => undefined}
          linkTarget={linkTarget}
        />
      </HitListRoot>,
    );

  it('opens the resource page in a new tab, says so and gives it no opener', async () => {
    await renderItem('_blank');
    const link = screen.getByRole('link', { name: /^Water quality\s*\(opens in a new tab\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.getAttribute('href')).toBe(hit.card.href);
  });

  it('leads the host page to the resource page with _top', async () => {
    await renderItem('_top');
    const link = screen.getByRole('link', { name: 'Water quality' });
    expect(link.getAttribute('target')).toBe('_top');
    expect(link.hasAttribute('rel')).toBe(false);
  });

  it('opens the preview by default', async () => {
    await renderItem(null);
    const link = screen.getByRole('link', { name: 'Water quality' });
    expect(link.getAttribute('href')).toMatch(/^\/\?preview=/);
    expect(link.hasAttribute('target')).toBe(false);
  });
});
