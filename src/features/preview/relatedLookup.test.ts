import { describe, expect, it } from 'vitest';

import type { SearchObject } from '../../interface/searchObject';
import { MAX_RELATED, relatedByUri, relatedLookupRequest, urisToLookUp } from './relatedLookup';

const hit = (id: string, uri: string, title: Record<string, string>): SearchObject => ({
  id,
  uri,
  searchType: 'DATASET',
  title,
});

describe('related resources', () => {
  it('asks for each http(s) URI once, in order, leaving out the known ones and all but the first 50', () => {
    const uris = ['https://a.no/1', 'urn:x:2', 'https://a.no/3', 'https://a.no/1', 'https://a.no/4'];
    expect(urisToLookUp(uris, (uri) => uri === 'https://a.no/3')).toEqual([
      'https://a.no/1',
      'https://a.no/4',
    ]);
    const many = Array.from({ length: 80 }, (_, index) => `https://a.no/${index}`);
    expect(urisToLookUp(many, () => false)).toEqual(many.slice(0, MAX_RELATED));
  });

  it('finds them with one uri request of exactly their number, and asks nothing for none', () => {
    expect(relatedLookupRequest(['https://a.no/1', 'https://a.no/4'])).toEqual({
      query: '',
      filters: { uri: { value: ['https://a.no/1', 'https://a.no/4'] } },
      pagination: { page: 0, size: 2 },
    });
    expect(relatedLookupRequest([])).toBeNull();
  });

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
