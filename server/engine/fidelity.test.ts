/** The rules of docs/service.md, "Fidelity to the public service", one example each, at their boundaries. */
import { describe, expect, it } from 'vitest';

import { DAY, NOW, engineOf, ids, query, resource, scoresOf, titled } from './testing/fixtures';

/** NOW is 2026-06-15T12:00Z, so the start of the UTC day N days ago is N days and 12 hours back. */
const iso = (ms: number) => new Date(ms).toISOString();
const dayStart = (days: number) => Date.parse('2026-06-15T00:00:00.000Z') - days * DAY;

describe('field-variant matching', () => {
  it('does not match words spread over two fields, or over two languages of one field', () => {
    const catalogue = [
      resource('title+description', { title: { nb: 'vann' }, description: { nb: 'oslo' } }),
      resource('title+keyword', { title: { nb: 'vann' }, keyword: [{ nb: 'oslo' }] }),
      resource('nb+en', { title: { nb: 'vann', en: 'oslo' } }),
      resource('description nb+nn', { description: { nb: 'vann', nn: 'oslo' } }),
      resource('keywords nb+en', { keyword: [{ nb: 'vann' }, { en: 'oslo' }] }),
    ];
    expect(ids(engineOf(catalogue), { query: 'vann oslo' })).toEqual([]);
    expect(ids(engineOf(catalogue), { query: 'vann' })).toHaveLength(catalogue.length);
  });

  it('matches words in one variant; all keywords of one language count as one variant', () => {
    const catalogue = [
      resource('keywords', { keyword: [{ nb: 'vann' }, { nb: 'oslo', en: 'water' }] }),
      resource('description', { description: { nn: 'vatn i oslo', nb: 'vann' } }),
    ];
    expect(ids(engineOf(catalogue), { query: 'vann oslo' }).sort()).toEqual(['keywords']);
    expect(ids(engineOf(catalogue), { query: 'vatn osl' })).toEqual(['description']);
  });

  it('scores a field only when one of its variants holds every word, once per word', () => {
    const r = resource('r', {
      title: { nb: 'vann', en: 'water quality' },
      description: { nb: 'vann og kvalitet', en: 'water quality water' },
    });
    // Only the title's en variant holds both words; "vann kvalitet" matches in the description alone.
    expect(scoresOf([r], 'water quality')).toEqual({ r: 15 * 2 + 30 + 1 * 2 });
    expect(scoresOf([r], 'vann kvalitet')).toEqual({ r: 2 });
  });
});

describe('additional titles', () => {
  const concept = resource('concept', {
    searchType: 'CONCEPT',
    title: { nb: 'kjøretøy' },
    additionalTitles: [{ nb: 'bil' }, { nb: 'motorvogn', en: 'vehicle' }],
  });
  const dataset = resource('dataset', { additionalTitles: [{ nb: 'bil' }] });
  const bare = resource('bare', { searchType: 'CONCEPT', title: { nb: 'bil' } });

  it('finds concepts by their alternative labels, 10 per word, all labels of one language together', () => {
    expect(scoresOf([concept, dataset], 'bil')).toEqual({ concept: 10 });
    expect(scoresOf([concept], 'bil motorvogn')).toEqual({ concept: 20 });
    expect(scoresOf([concept], 'motorv')).toEqual({ concept: 10 });
    expect(scoresOf([concept], 'bil vehicle')).toEqual({});
  });

  it('leaves them out when the flag is false, and searches them when it is absent', () => {
    expect(scoresOf([concept], 'bil', { title: true, description: true, keyword: true })).toEqual({
      concept: 10,
    });
    expect(
      scoresOf([concept], 'bil', { title: true, description: true, keyword: true, additionalTitles: false }),
    ).toEqual({});
    expect(
      scoresOf([concept], 'bil', {
        title: false,
        description: false,
        keyword: false,
        additionalTitles: true,
      }),
    ).toEqual({ concept: 10 });
  });

  it('answers concept hits with additionalTitles, [] when they have none', () => {
    const hits = engineOf([concept, bare, dataset]).search(query()).hits;
    expect(hits.find((h) => h.id === 'bare')?.additionalTitles).toEqual([]);
    expect(hits.find((h) => h.id === 'concept')).toBe(concept);
    expect(hits.find((h) => h.id === 'dataset')).toBe(dataset);
    expect(bare.additionalTitles).toBeUndefined();
  });
});

describe('day-start windows', () => {
  const catalogue = [
    resource('at-start', { metadata: { firstHarvested: iso(dayStart(3)), modified: iso(dayStart(1)) } }),
    resource('just-before', {
      metadata: { firstHarvested: iso(dayStart(3) - 1), modified: iso(dayStart(1) - 1) },
    }),
    resource('today', { metadata: { firstHarvested: iso(NOW - 1000), modified: iso(dayStart(0)) } }),
    resource('undated', { metadata: { deleted: false } }),
  ];
  const engine = engineOf(catalogue);

  it('counts lastXDays from the start of the UTC day N days ago, inclusive', () => {
    expect(ids(engine, { filters: { lastXDays: 3 } })).toEqual(['today', 'at-start']);
    expect(ids(engine, { filters: { lastXDays: 4 } })).toEqual(['today', 'at-start', 'just-before']);
    expect(ids(engine, { filters: { lastXDays: 0 } })).toEqual(['today']);
  });

  it('counts lastXDaysModified the same way', () => {
    expect(ids(engine, { filters: { lastXDaysModified: 1 } }).sort()).toEqual(['at-start', 'today']);
    expect(ids(engine, { filters: { lastXDaysModified: 0 } })).toEqual(['today']);
  });
});

describe('undated resources', () => {
  const catalogue = [
    titled('undated-a', 'vei', { metadata: {} }),
    titled('old', 'vei', { metadata: { firstHarvested: '2020-01-01T00:00:00Z' } }),
    titled('garbled', 'vei', { metadata: { firstHarvested: 'yesterday' } }),
    titled('new', 'vei', { metadata: { firstHarvested: '2026-01-01T00:00:00Z' } }),
  ];
  const engine = engineOf(catalogue);

  it('come last in both directions, by id among themselves', () => {
    expect(ids(engine, { sort: 'DESC' })).toEqual(['new', 'old', 'garbled', 'undated-a']);
    expect(ids(engine, { sort: 'ASC' })).toEqual(['old', 'new', 'garbled', 'undated-a']);
  });

  it('come last among equal scores', () => {
    expect(ids(engine, { query: 'vei' })).toEqual(['new', 'old', 'garbled', 'undated-a']);
  });
});

describe('hidden resources', () => {
  const catalogue = [
    titled('visible', 'vei', { organization: { orgPath: '/STAT/1' } }),
    titled('no-metadata', 'vei', { metadata: undefined, organization: { orgPath: '/STAT/2' } }),
    titled('null-metadata', 'vei', { metadata: null }),
    titled('deleted', 'vei', { metadata: { deleted: true } }),
  ];
  const engine = engineOf(catalogue);

  it('are never returned or counted, and the engine says how many there are', () => {
    const result = engine.search(query({ query: 'vei' }));
    expect(result.hits.map((h) => h.id)).toEqual(['visible']);
    expect(result.page.totalElements).toBe(1);
    expect(result.aggregations.orgPath).toEqual([
      { key: '/STAT', count: 1 },
      { key: '/STAT/1', count: 1 },
    ]);
    expect(engine.suggest(null, 'vei', 10).map((h) => h.id)).toEqual(['visible']);
    expect({ size: engine.size, hidden: engine.hidden }).toEqual({ size: 1, hidden: 3 });
  });
});

describe('the transport profile', () => {
  const catalogue = [
    titled('yes', 'vei', { isRelatedToTransportportal: true }),
    titled('no', 'vei', { isRelatedToTransportportal: false }),
    titled('unset', 'vei'),
  ];
  const engine = engineOf(catalogue);

  it('keeps only resources related to the transport portal, in search and suggestions', () => {
    expect(ids(engine, { query: 'vei', transportOnly: true })).toEqual(['yes']);
    expect(ids(engine, { query: 'vei', transportOnly: false })).toHaveLength(3);
    expect(engine.suggest(null, 've', 10, { transportOnly: true }).map((h) => h.id)).toEqual(['yes']);
  });
});

describe('suggestions', () => {
  const at = (days: number) => ({ metadata: { firstHarvested: iso(NOW - days * DAY) } });
  const catalogue = [
    titled('prefix', 'barnehager i oslo', { ...at(1), organization: { id: '111' } }),
    titled('exact', 'barnehage', { ...at(5), organization: { id: '222' } }),
    titled('spread', 'barnehage', { ...at(0), description: { nb: 'oslo' }, organization: { id: '111' } }),
    resource('languages', { title: { nb: 'oslo', en: 'kindergarten' }, ...at(2) }),
    resource('two-langs', { title: { nb: 'kindergarten oslo', en: 'oslo kindergarten' }, ...at(3) }),
  ];
  const engine = engineOf(catalogue);
  const suggest = (text: string, options = {}) => engine.suggest(null, text, 10, options).map((h) => h.id);

  it('takes the whole query as a phrase in one title variant, words in order and adjacent', () => {
    expect(suggest('oslo kinder')).toEqual(['two-langs']);
    expect(suggest('kindergarten oslo')).toEqual(['two-langs']);
    expect(suggest('barnehager oslo')).toEqual([]);
    expect(suggest('i oslo')).toEqual(['prefix']);
    expect(suggest('barnehage oslo')).toEqual([]);
  });

  it('matches the last word as a prefix, exact phrases first, then newest', () => {
    expect(suggest('barneh')).toEqual(['spread', 'prefix', 'exact']);
    expect(suggest('barnehage')).toEqual(['spread', 'exact', 'prefix']);
  });

  it('filters by organisation id, and keeps at most the limit', () => {
    expect(suggest('barneh', { org: '111' })).toEqual(['spread', 'prefix']);
    expect(suggest('barneh', { org: '999' })).toEqual([]);
    expect(engine.suggest(null, 'barneh', 1).map((h) => h.id)).toEqual(['spread']);
  });
});
