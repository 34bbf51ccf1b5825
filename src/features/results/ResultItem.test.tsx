import { readFileSync } from 'node:fs';

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fixtureResponse } from '../../search/testing/fixture';
import { renderWithApp } from '../../test/renderWithApp';
import styles from './HitList.module.css';
import { ResultItem } from './ResultItem';
import { toResultHit, type ResultHit } from './resultHit';
import type { LinkTarget } from '../../search/embed/embedOptions';

const LONG_TITLE = `Vann ${'x'.repeat(9_995)}`;
const options = {
  locale: 'en',
  words: [],
  resourcePageUrl: 'https://data.norge.no/{lang}/{type}/{id}',
} as const;

const [first] = fixtureResponse.hits;
if (!first) throw new Error('the fixture has hits');
const titled = (title: string) => toResultHit({ ...first, title: { en: title } }, options);

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const hitListCss = read('./HitList.module.css');

/**
 * The declarations of the hit list's rule for `.name`, one string. jsdom neither loads a CSS module's stylesheet nor
 * resolves custom properties, so a test reads the rule an element's class brings.
 */
function rule(name: string): string {
  const match = new RegExp(`(?:^|\\n)\\.${name} \\{([^}]*)\\}`).exec(hitListCss);
  if (!match?.[1]) throw new Error(`the hit list has no rule .${name}`);
  return match[1].replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');
}

/** One hit in the list that styles it, as the page shows it. */
const renderItem = (hit: ResultHit, linkTarget: LinkTarget | null = null) =>
  renderWithApp(
    <ul className={styles.list}>
      <ResultItem
        hit={hit}
        previewHref={(key) => `/?preview=${encodeURIComponent(key)}`}
        onOpenPreview={() => undefined}
        selectedBadges=""
        onAddFilter={() => undefined}
        linkTarget={linkTarget}
      />
    </ul>,
  );

describe('ResultItem with a 10 000-character title', () => {
  it('clamps the heading and names the link by the whole title', async () => {
    await renderItem(titled(LONG_TITLE));
    const link = screen.getByRole('link', { name: LONG_TITLE });
    expect(link.textContent).toBe(LONG_TITLE);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.classList.contains(styles.title ?? '')).toBe(true);
    expect(rule('title')).toContain('-webkit-line-clamp: 3;');
    expect(rule('title')).toContain('overflow: hidden;');
  });
});

describe('ResultItem lines', () => {
  it('reads what it is and who publishes it as secondary text', async () => {
    await renderItem(titled('Water quality'));
    const heading = screen.getByRole('heading', { level: 3, name: 'Water quality' });
    const [kind] = heading.parentElement?.getElementsByTagName('p') ?? [];
    if (!kind) throw new Error('the hit has no line below its title');
    expect(kind.textContent).toMatch(/^API · /);
    // The theme's text.secondary (#4a4a4a), not the primary text colour (#1a1a1a).
    expect(kind.classList.contains(styles.meta ?? '')).toBe(true);
    expect(rule('meta')).toContain('color: var(--cs-text-secondary);');
    expect(read('../../ui/styles/global.css')).toContain('--cs-text-secondary: #4a4a4a;');
  });
});

describe('ResultItem with a link target', () => {
  const hit = titled('Water quality');

  it('opens the resource page in a new tab, says so and gives it no opener', async () => {
    await renderItem(hit, '_blank');
    const link = screen.getByRole('link', { name: /^Water quality\s*\(opens in a new tab\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.getAttribute('href')).toBe(hit.card.href);
  });

  it('leads the host page to the resource page with _top', async () => {
    await renderItem(hit, '_top');
    const link = screen.getByRole('link', { name: 'Water quality' });
    expect(link.getAttribute('target')).toBe('_top');
    expect(link.hasAttribute('rel')).toBe(false);
  });

  it('opens the preview by default', async () => {
    await renderItem(hit);
    const link = screen.getByRole('link', { name: 'Water quality' });
    expect(link.getAttribute('href')).toMatch(/^\/\?preview=/);
    expect(link.hasAttribute('target')).toBe(false);
  });
});
