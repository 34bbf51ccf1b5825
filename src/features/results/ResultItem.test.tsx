import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fixtureResponse } from '../../search/testing/fixture';
import { renderWithApp } from '../../test/renderWithApp';
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
      <ul>
        <ResultItem
          hit={hit}
          previewHref={(key) => `/?preview=${encodeURIComponent(key)}`}
          onOpenPreview={() => undefined}
          selectedBadges=""
          onAddFilter={() => undefined}
        />
      </ul>,
    );
    const link = screen.getByRole('link', { name: LONG_TITLE });
    expect(link.textContent).toBe(LONG_TITLE);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(getComputedStyle(heading).webkitLineClamp).toBe('3');
    expect(getComputedStyle(heading).overflow).toBe('hidden');
  });
});
