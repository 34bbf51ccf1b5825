import { describe, expect, it } from 'vitest';

import { daysAgo, engineOf, ids, resource, scoresOf, titled } from './testing/fixtures';

const only = (field: 'title' | 'description' | 'keyword') => ({
  title: field === 'title',
  description: field === 'description',
  keyword: field === 'keyword',
});

describe('scores', () => {
  const abc = [titled('abc', 'a b c')];

  it('gives 15 per title word and 30 for the whole phrase, as the interface’s examples', () => {
    expect(scoresOf(abc, 'a c')).toEqual({ abc: 30 });
    expect(scoresOf(abc, 'a b')).toEqual({ abc: 60 });
    expect(scoresOf(abc, 'b c')).toEqual({ abc: 60 });
    expect(scoresOf(abc, 'a b c')).toEqual({ abc: 75 });
    expect(scoresOf(abc, 'c b')).toEqual({ abc: 30 });
    expect(scoresOf(abc, 'b')).toEqual({ abc: 45 });
  });

  it('gives 5 per keyword word and 1 per description word', () => {
    const r = resource('r', { keyword: [{ nb: 'vei' }, { nb: 'data' }], description: { nb: 'vei og data' } });
    expect(scoresOf([r], 'vei')).toEqual({ r: 6 });
    expect(scoresOf([r], 'vei data')).toEqual({ r: 12 });
    expect(scoresOf([r], 'og')).toEqual({ r: 1 });
  });

  it('counts a word once per field, whatever the number of language variants or keywords', () => {
    const r = resource('r', {
      title: { nb: 'vei', nn: 'vei', no: 'vei', en: 'vei vei' },
      keyword: [{ nb: 'vei', en: 'vei' }, { nb: 'vei' }],
      description: { nb: 'vei vei', en: 'vei' },
    });
    expect(scoresOf([r], 'vei')).toEqual({ r: 15 + 30 + 5 + 1 });
  });

  it('searches every language variant, each alone: words split over two languages do not match', () => {
    const split = resource('split', { title: { nb: 'hav', en: 'data' } });
    const whole = resource('whole', { title: { nb: 'noe annet', en: 'hav data' } });
    expect(scoresOf([split, whole], 'hav data')).toEqual({ whole: 60 });
    expect(scoresOf([resource('nn', { title: { nn: 'hav' } })], 'hav')).toEqual({ nn: 45 });
  });

  it('scores only the searched fields, each flag alone', () => {
    const r = resource('r', { title: { nb: 'x' }, keyword: [{ nb: 'x' }], description: { nb: 'x' } });
    expect(scoresOf([r], 'x')).toEqual({ r: 51 });
    expect(scoresOf([r], 'x', only('title'))).toEqual({ r: 45 });
    expect(scoresOf([r], 'x', only('keyword'))).toEqual({ r: 5 });
    expect(scoresOf([r], 'x', only('description'))).toEqual({ r: 1 });
    expect(scoresOf([r], 'x', { title: false, description: true, keyword: true })).toEqual({ r: 6 });
  });

  it('matches the last word, and only the last, as a prefix; the phrase compares whole words', () => {
    const r = titled('r', 'data barnehage');
    expect(scoresOf([r], 'barn')).toEqual({ r: 15 });
    expect(scoresOf([r], 'data barn')).toEqual({ r: 30 });
    expect(scoresOf([r], 'data barnehage')).toEqual({ r: 60 });
    expect(scoresOf([r], 'dat barnehage')).toEqual({});
    expect(scoresOf([r], 'barnehage dat')).toEqual({ r: 30 });
  });

  it('lower-cases and splits the query like the text, and drops repeated words', () => {
    const r = titled('r', 'Trafikk-data for Ålesund');
    expect(scoresOf([r], 'TRAFIKK, data!')).toEqual({ r: 60 });
    expect(scoresOf([r], 'ålesund ålesund')).toEqual({ r: 45 });
  });
});

describe('matching', () => {
  const catalogue = [
    titled('t', 'vei data'),
    resource('k', { keyword: [{ en: 'vei' }] }),
    resource('d', { description: { nb: 'data om vei' } }),
    resource('none', { title: { nb: 'hav' } }),
  ];
  const engine = engineOf(catalogue);

  it('requires every word in one and the same searched field variant', () => {
    const mixed = resource('mixed', { title: { nb: 'vei' }, description: { nb: 'data' } });
    const described = resource('described', { title: { nb: 'vei' }, description: { nb: 'data om vei' } });
    expect(ids(engineOf([mixed, described, titled('half', 'vei')]), { query: 'vei data' })).toEqual([
      'described',
    ]);
  });

  it('narrows matching to the searched fields', () => {
    expect(ids(engine, { query: 'vei' })).toEqual(['t', 'k', 'd']);
    expect(ids(engine, { query: 'vei', fields: only('title') })).toEqual(['t']);
    expect(ids(engine, { query: 'vei', fields: only('keyword') })).toEqual(['k']);
    expect(ids(engine, { query: 'vei', fields: only('description') })).toEqual(['d']);
  });

  it('returns every resource, by date, for a query without words', () => {
    expect(ids(engine, { query: '  ,.- ' }).sort()).toEqual(['d', 'k', 'none', 't']);
  });
});

describe('order', () => {
  const catalogue = [
    titled('c-old', 'vei', { metadata: { firstHarvested: daysAgo(30) } }),
    titled('b-new', 'vei', { metadata: { firstHarvested: daysAgo(1) } }),
    titled('a-new', 'vei', { metadata: { firstHarvested: daysAgo(1) } }),
    titled('undated', 'vei'),
    titled('best', 'vei', { keyword: [{ nb: 'vei' }], metadata: { firstHarvested: daysAgo(100) } }),
    resource('kw', { keyword: [{ nb: 'vei' }], metadata: { firstHarvested: daysAgo(0) } }),
  ];
  const engine = engineOf(catalogue);

  it('ranks by score, then newest first harvested, then id; undated resources last', () => {
    expect(ids(engine, { query: 'vei' })).toEqual(['best', 'a-new', 'b-new', 'c-old', 'undated', 'kw']);
  });

  it('orders by first harvested with `sort`, ignoring scores: DESC newest first, ASC oldest first, undated last', () => {
    expect(ids(engine, { query: 'vei', sort: 'DESC' })).toEqual([
      'kw',
      'a-new',
      'b-new',
      'c-old',
      'best',
      'undated',
    ]);
    expect(ids(engine, { query: 'vei', sort: 'ASC' })).toEqual([
      'best',
      'c-old',
      'a-new',
      'b-new',
      'kw',
      'undated',
    ]);
  });

  it('orders by first harvested, newest first, without query words', () => {
    expect(ids(engine)).toEqual(['kw', 'a-new', 'b-new', 'c-old', 'best', 'undated']);
    expect(ids(engine, { sort: 'ASC' })).toEqual(['best', 'c-old', 'a-new', 'b-new', 'kw', 'undated']);
  });

  it('reads dates as instants, whatever their time zone notation', () => {
    const zoned = [
      titled('utc', 'x', { metadata: { firstHarvested: '2024-01-01T10:00:00Z' } }),
      titled('plus', 'x', { metadata: { firstHarvested: '2024-01-01T11:30:00+02:00' } }),
      titled('garbled', 'x', { metadata: { firstHarvested: 'yesterday' } }),
    ];
    expect(ids(engineOf(zoned))).toEqual(['utc', 'plus', 'garbled']);
  });
});

describe('suggestions', () => {
  const catalogue = [
    titled('a', 'barnehager i Oslo', { metadata: { firstHarvested: daysAgo(3) } }),
    titled('b', 'barnehage', { metadata: { firstHarvested: daysAgo(1) } }),
    titled('c', 'oslo barnehage', { searchType: 'CONCEPT' }),
    resource('d', { description: { nb: 'barnehage' } }),
  ];
  const engine = engineOf(catalogue);
  const suggest = (text: string, limit = 10, types: null | ['CONCEPT'] = null) =>
    engine.suggest(types, text, limit).map((r) => r.id);

  it('suggests titles holding the query as a phrase, the last word as a prefix, exact phrases first', () => {
    expect(suggest('barnehage')).toEqual(['b', 'c', 'a']);
    expect(suggest('oslo barne')).toEqual(['c']);
    expect(suggest('oslo barnehage')).toEqual(['c']);
    expect(suggest('barnehager oslo')).toEqual([]);
    expect(suggest('barnehager i')).toEqual(['a']);
  });

  it('respects the limit and the types, and suggests nothing for no words', () => {
    expect(suggest('barn', 1)).toEqual(['b']);
    expect(suggest('barn', 10, ['CONCEPT'])).toEqual(['c']);
    expect(suggest(' ')).toEqual([]);
    expect(suggest('barn', 0)).toEqual([]);
  });
});
