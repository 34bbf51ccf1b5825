/** The hit card's fields at their edges, on hits written for each rule (not taken from a fixture). */
import { describe, expect, it } from 'vitest';

import type { SearchObject } from '../interface/searchObject';
import { toHitCard } from './hitCard';

const template = '/{lang}/{type}/{id}';
const options = { locale: 'nb' as const, words: [] as string[], resourcePageUrl: template };
const card = (
  fields: Partial<SearchObject>,
  extra: Partial<typeof options> & { descriptionLength?: number } = {},
) => toHitCard({ id: 'id-1', searchType: 'DATASET', ...fields }, { ...options, ...extra });

describe('toHitCard edges', () => {
  it('names the publisher by its bare name when it has no label, without a language', () => {
    expect(card({ organization: { orgPath: '/STAT/1', name: '  Kartverket  ' } }).publisher).toEqual({
      text: 'Kartverket',
      lang: null,
      orgPath: '/STAT/1',
    });
    expect(card({ organization: { name: 'Uten sti' } }).publisher).toEqual({
      text: 'Uten sti',
      lang: null,
      orgPath: null,
    });
    expect(card({ organization: { orgPath: '/STAT/1', name: '  ' } }).publisher).toBeNull();
  });

  it('reads the access-rights code, trimmed, or the known code at the end of its URI', () => {
    expect(card({ accessRights: { code: ' RESTRICTED ' } }).accessRights).toBe('RESTRICTED');
    const uri = 'http://publications.europa.eu/resource/authority/access-right/NON_PUBLIC';
    expect(card({ accessRights: { code: '  ', uri } }).accessRights).toBe('NON_PUBLIC');
    expect(card({ accessRights: { uri: 'http://example.org/rights/SECRET' } }).accessRights).toBeNull();
    expect(card({}).accessRights).toBeNull();
  });

  it('is open data only when the catalogue says exactly so', () => {
    expect(card({ isOpenData: true }).openData).toBe(true);
    expect(card({ isOpenData: false }).openData).toBe(false);
    expect(card({}).openData).toBe(false);
  });

  it('lists formats by readable name, themes and LOS paths once each, and nothing when absent', () => {
    const full = card({
      fdkFormatPrefixed: ['MEDIA_TYPE text/csv', 'FILE_TYPE CSV', 'UNKNOWN'],
      dataTheme: [{ code: 'ENVI' }, { code: '' }, { code: 'ENVI' }],
      losTheme: [{ losPaths: ['a', 'a/b'] }, { losPaths: ['a'] }, {}],
    });
    expect(full.formats).toEqual(['CSV']);
    expect(full.euThemes).toEqual(['ENVI']);
    expect(full.losPaths).toEqual(['a', 'a/b']);
    const bare = card({});
    expect([bare.formats, bare.euThemes, bare.losPaths]).toEqual([[], [], []]);
  });

  it('gives the harvest and modification dates as the catalogue does, else null', () => {
    const dated = card({
      metadata: { firstHarvested: '2020-01-02T03:04:05Z', modified: '2024-05-06T07:08:09Z' },
    });
    expect([dated.firstHarvested, dated.modified]).toEqual(['2020-01-02T03:04:05Z', '2024-05-06T07:08:09Z']);
    expect([card({}).firstHarvested, card({}).modified]).toEqual([null, null]);
  });

  it('excerpts the description to the given length, in the language it picked', () => {
    const description = card(
      { description: { en: 'One two three four five six seven eight nine ten' } },
      { descriptionLength: 20 },
    ).description;
    expect(description?.text.length).toBeLessThanOrEqual(20);
    expect(description?.text.endsWith('…')).toBe(true);
    expect(description?.lang).toBe('en');
    expect(description?.segments.map((segment) => segment.text).join('')).toBe(description?.text);
  });

  it('has no description when nothing of it is left as text', () => {
    expect(card({ description: { nb: '<script>x()</script>' } }).description).toBeNull();
    expect(card({}).description).toBeNull();
  });

  it('highlights the query words in the title', () => {
    const title = card({ title: { nb: 'Vann og avløp' } }, { words: ['vann'] }).title;
    expect(title?.segments).toEqual([
      { text: 'Vann', match: true },
      { text: ' og avløp', match: false },
    ]);
  });

  it('does not treat inherited names as resource types', () => {
    expect(card({ searchType: 'toString' }).type).toBeNull();
    expect(card({ searchType: 'toString' }).href).toBeNull();
  });
});
