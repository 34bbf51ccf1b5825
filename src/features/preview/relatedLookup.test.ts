import { describe, expect, it } from 'vitest';

import type { SearchObject } from '../../interface/searchObject';
import { relatedByUri } from './relatedLookup';

const hit = (id: string, uri: string, title: Record<string, string>): SearchObject => ({
  id,
  uri,
  searchType: 'DATASET',
  title,
});

describe('related resources', () => {
  it('names each found one by its cleaned title in the UI language, with its type', () => {
    const hits = [
      hit('1', 'https://a.no/1', { nb: 'Vann <b>og</b> avløp', en: 'Water &amp; sewage' }),
      hit('2', 'https://a.no/2', {}),
    ];
    const found = relatedByUri(['https://a.no/1', 'https://a.no/2', 'https://a.no/9'], hits, 'en');
    expect([...found]).toEqual([
      ['https://a.no/1', { title: { text: 'Water & sewage', lang: 'en' }, type: 'datasets' }],
      ['https://a.no/2', { title: null, type: 'datasets' }],
    ]);
    expect(relatedByUri(['https://a.no/1'], hits, 'nb').get('https://a.no/1')?.title).toEqual({
      text: 'Vann og avløp',
      lang: 'nb',
    });
  });
});
