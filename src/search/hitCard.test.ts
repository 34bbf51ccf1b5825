import { describe, expect, it } from 'vitest';

import { queryWords } from '../interface/tokenize';
import type { SearchObject } from '../interface/searchObject';
import { resourceHref, toHitCard } from './hitCard';
import { fixtureResponse } from './testing/fixture';

const template = 'https://data.norge.no/{lang}/{type}/{id}';

describe('toHitCard', () => {
  it('builds cards from the public service fixture', () => {
    const [first, , third] = fixtureResponse.hits.map((hit) =>
      toHitCard(hit, { locale: 'en', words: queryWords('api'), resourcePageUrl: template }),
    );
    expect(first?.type).toBe('data-services');
    expect(first?.title).toEqual({
      text: 'API over godteri',
      lang: 'nb',
      segments: [
        { text: 'API', match: true },
        { text: ' over godteri', match: false },
      ],
    });
    expect(first?.publisher).toEqual({
      text: 'Ramsund og rognan revisjon',
      lang: 'nb',
      orgPath: '/ANNET/910244132',
    });
    expect(first?.formats).toEqual(['GML', 'CSV', 'JSON']);
    expect(first?.firstHarvested).toBe('2021-03-17T10:00:04Z');
    expect(first?.href).toBe('https://data.norge.no/en/data-services/c1de5e22-0541-3791-ac21-f93e594a7c53');
    expect(first?.accessRights).toBeNull();
    // Only the access-rights URI is given: its last segment is the code.
    expect(third?.accessRights).toBe('PUBLIC');
    expect(third?.title?.text).toBe('Alle felter utfylt');
  });

  it('picks the Nynorsk title in the Nynorsk UI', () => {
    const hit = fixtureResponse.hits[2];
    if (!hit) throw new Error('fixture changed');
    expect(toHitCard(hit, { locale: 'nn', words: [], resourcePageUrl: template }).title?.text).toBe(
      'Nynorsk',
    );
  });

  it('excerpts the description as plain text', () => {
    const hit: SearchObject = {
      id: 'a/b',
      searchType: 'DATASET',
      description: { nb: `## Innhold\n\n**Data** om ${'vei '.repeat(200)}<script>x()</script>` },
      isOpenData: true,
      dataTheme: [{ code: 'TRAN' }, { code: 'TRAN' }, { code: null }],
      losTheme: [{ losPaths: ['trafikk-og-transport', 'trafikk-og-transport/mobilitetstilbud'] }],
    };
    const card = toHitCard(hit, { locale: 'nb', words: ['vei'], resourcePageUrl: template });
    const text = card.description?.text ?? '';
    expect(text.startsWith('Innhold Data om vei vei')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(300);
    expect(text.endsWith('…')).toBe(true);
    expect(card.description?.segments.filter((segment) => segment.match).length).toBeGreaterThan(10);
    expect(card.href).toBe('https://data.norge.no/nb/datasets/a%2Fb');
    expect(card.openData).toBe(true);
    expect(card.euThemes).toEqual(['TRAN']);
    expect(card.losPaths).toEqual(['trafikk-og-transport', 'trafikk-og-transport/mobilitetstilbud']);
    expect(card.title).toBeNull();
    expect(card.publisher).toBeNull();
  });

  it('falls back to the catalogue publisher when the organisation has no name', () => {
    const card = toHitCard(
      {
        id: 'x',
        searchType: 'CONCEPT',
        organization: { orgPath: '/STAT/1' },
        catalog: {
          publisher: { orgPath: '/STAT/2', name: 'Katalogeier', prefLabel: { en: 'Catalogue owner' } },
        },
      },
      { locale: 'nb', words: [], resourcePageUrl: template },
    );
    expect(card.publisher).toEqual({ text: 'Catalogue owner', lang: 'en', orgPath: '/STAT/2' });
    expect(card.href).toBe('https://data.norge.no/nb/concepts/x');
  });

  it('gives no link for an unknown type', () => {
    const card = toHitCard(
      { id: 'x', searchType: 'MYSTERY' },
      { locale: 'nb', words: [], resourcePageUrl: template },
    );
    expect(card.type).toBeNull();
    expect(card.href).toBeNull();
  });

  it('fills every placeholder of the template', () => {
    expect(resourceHref('/{lang}/{type}/{id}?from={lang}', 'nn', 'concepts', 'ø 1')).toBe(
      '/nn/concepts/%C3%B8%201?from=nn',
    );
  });
});
