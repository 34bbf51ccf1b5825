import { describe, expect, it } from 'vitest';

import type { SearchObject } from '../../interface/searchObject';
import { isPreviewOf, previewKeyOf, previewLookupRequest } from './previewKey';
import { toPreviewModel, type PreviewOptions } from './previewModel';
import { parseSearchUrl, searchHref } from '../../search/url';
import { DEFAULT_SEARCH_STATE } from '../../search/state';

const TEMPLATE = 'https://data.norge.no/{lang}/{type}/{id}';
const LOCAL: PreviewOptions = { locale: 'en', resourcePageUrl: TEMPLATE, portalUrl: null };

const hit: SearchObject = {
  id: 'abc-1',
  searchType: 'DATASET',
  uri: 'https://registrering.example.no/datasets/abc',
  title: { nb: 'Vann og avløp <i>utgått</i> &amp; mer', en: '' },
  description: { nb: 'Se **[NVE](https://nve.no)**.\n\n<script>x</script>' },
  keyword: [{ nb: 'vann' }, { nb: 'Vann' }, { en: 'water' }, { nb: '  ' }],
  organization: { orgPath: '/STAT/123', prefLabel: { nb: 'Miljødirektoratet' } },
  accessRights: { uri: 'http://publications.europa.eu/resource/authority/access-right/PUBLIC' },
  isOpenData: true,
  dataTheme: [{ code: 'ENVI' }, { code: 'ENVI' }],
  losTheme: [{ name: { nb: 'Natur', en: 'Nature' }, losPaths: ['natur'] }],
  spatial: [{ code: 'NO', prefLabel: { nb: 'Norge' } }, { uri: 'https://sted.example/1' }, { code: '' }],
  provenance: { code: 'NASJONAL' },
  fdkFormatPrefixed: ['MEDIA_TYPE text/csv', 'FILE_TYPE CSV'],
  metadata: { firstHarvested: '2020-01-02T00:00:00Z', modified: '2024-05-06T00:00:00Z' },
  relations: [
    { uri: 'https://registrering.example.no/series/9', type: 'isPartOf' },
    { uri: 'https://registrering.example.no/series/9', type: 'isPartOf' },
    { uri: 'javascript:alert(1)', type: 'seeAlso' },
    { uri: 'https://registrering.example.no/models/2', type: ' ' },
  ],
  specializedType: 'DATASET_SERIES',
};

describe('the preview model', () => {
  it('holds every field of the hit, localized and cleaned', () => {
    const model = toPreviewModel(hit, LOCAL);
    expect(model.title).toEqual({ text: 'Vann og avløp utgått & mer', lang: 'nb' });
    expect(model.description?.text).toBe('Se **[NVE](https://nve.no)**.\n\n<script>x</script>');
    expect(model.publisher?.text).toBe('Miljødirektoratet');
    expect(model.type).toBe('datasets');
    expect(model.specializedType).toBe('DATASET_SERIES');
    expect(model.accessRights).toBe('PUBLIC');
    expect(model.openData).toBe(true);
    expect(model.euThemes).toEqual(['ENVI']);
    expect(model.losThemes).toEqual([{ text: 'Nature', lang: 'en' }]);
    expect(model.formats).toEqual(['CSV']);
    expect(model.spatial).toEqual([
      { text: 'Norge', lang: 'nb' },
      { text: 'https://sted.example/1', lang: null },
    ]);
    expect(model.provenance).toEqual({ code: 'NASJONAL', label: null });
    expect(model.firstHarvested).toBe('2020-01-02T00:00:00Z');
    expect(model.modified).toBe('2024-05-06T00:00:00Z');
    expect(model.keywords).toEqual([
      { text: 'vann', lang: 'nb' },
      { text: 'water', lang: 'en' },
    ]);
    expect(model.uri).toBe('https://registrering.example.no/datasets/abc');
    expect(model.uriIsLink).toBe(true);
  });

  it('lists each http(s) relation once, never a javascript: one', () => {
    expect(toPreviewModel(hit, LOCAL).relations).toEqual([
      { uri: 'https://registrering.example.no/series/9', type: 'isPartOf' },
      { uri: 'https://registrering.example.no/models/2', type: null },
    ]);
  });

  it('links the page on the environment’s portal, named by its host, only where there is one', () => {
    expect(toPreviewModel(hit, LOCAL).landingPage).toBeNull();
    expect(toPreviewModel(hit, { ...LOCAL, portalUrl: 'https://data.norge.no' }).landingPage).toEqual({
      href: 'https://data.norge.no/en/datasets/abc-1',
      portal: 'data.norge.no',
    });
    expect(
      toPreviewModel(hit, { ...LOCAL, locale: 'nn', portalUrl: 'https://demo.fellesdatakatalog.digdir.no/' })
        .landingPage,
    ).toEqual({
      href: 'https://demo.fellesdatakatalog.digdir.no/nn/datasets/abc-1',
      portal: 'demo.fellesdatakatalog.digdir.no',
    });
  });

  it('copes with a hit that has nothing but its id and type', () => {
    const model = toPreviewModel(
      { id: 'x', searchType: 'SOMETHING' },
      { ...LOCAL, portalUrl: 'https://data.norge.no' },
    );
    expect(model).toMatchObject({
      title: null,
      description: null,
      publisher: null,
      type: null,
      uri: null,
      uriIsLink: false,
      keywords: [],
      relations: [],
      provenance: null,
      landingPage: null,
    });
  });

  it('does not link a URI that is not http(s)', () => {
    const model = toPreviewModel({ ...hit, uri: 'urn:x:1' }, LOCAL);
    expect(model.uri).toBe('urn:x:1');
    expect(model.uriIsLink).toBe(false);
  });
});

describe('the preview key', () => {
  it('is the URI when it is http(s), else the id, and always fits the URL parameter', () => {
    expect(previewKeyOf(hit)).toBe('https://registrering.example.no/datasets/abc');
    expect(previewKeyOf({ id: 'x', uri: 'urn:x' })).toBe('x');
    expect(previewKeyOf({ id: 'x', uri: `https://a.no/${'y'.repeat(300)}` })).toBe('x');
    const href = searchHref(DEFAULT_SEARCH_STATE, null, previewKeyOf(hit));
    expect(parseSearchUrl('/', href.slice(1)).preview).toBe(previewKeyOf(hit));
  });

  it('finds the hit by URI or by id', () => {
    expect(isPreviewOf(hit, 'abc-1')).toBe(true);
    expect(isPreviewOf(hit, 'https://registrering.example.no/datasets/abc')).toBe(true);
    expect(isPreviewOf(hit, 'other')).toBe(false);
  });

  it('asks for one hit by the uri filter, and only for a URI', () => {
    expect(previewLookupRequest('https://a.no/1')).toEqual({
      query: '',
      filters: { uri: { value: ['https://a.no/1'] } },
      pagination: { page: 0, size: 1 },
    });
    expect(previewLookupRequest('abc-1')).toBeNull();
  });
});
