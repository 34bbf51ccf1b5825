import { describe, expect, it } from 'vitest';

import { EMPTY_FILTERS } from '../state';
import { parseSearchUrl, serializeSearchUrl } from '../url';
import { NO_EMBED, hasLocks, parseAccent, parseParentOrigin } from './embedOptions';

const parse = (search: string, pathname = '/datasets') => parseSearchUrl(pathname, search);

describe('embedding options in the URL', () => {
  it('reads every embedding parameter apart from the search', () => {
    const parsed = parse(
      '?q=vann&dataTheme=ENVI&embed=1&lock.orgPath=/STAT/972417858&lock.dataTheme=GOVE&lock.type=datasets' +
        '&hide=sort,tabs&linkTarget=_blank&accent=%231E4D8C&parentOrigin=https://www.kommune.no',
    );
    expect(parsed.notices).toEqual([]);
    expect(parsed.state.filters.dataTheme).toEqual(['ENVI']);
    expect(parsed.state.filters.orgPath).toBeNull();
    expect(parsed.embed).toEqual({
      embed: true,
      locks: { ...EMPTY_FILTERS, dataTheme: ['GOVE'], orgPath: '/STAT/972417858' },
      lockType: 'datasets',
      hide: ['tabs', 'sort'],
      linkTarget: '_blank',
      accent: '#1e4d8c',
      parentOrigin: 'https://www.kommune.no',
    });
    expect(hasLocks(parsed.embed)).toBe(true);
  });

  it('writes them after the search, in a fixed order, so one embed has one URL', () => {
    const { embed, state } = parse(
      '?parentOrigin=https://www.kommune.no&accent=14C&hide=pagination&hide=tabs&lock.type=concepts&embed=1&q=vann',
    );
    expect(serializeSearchUrl(state, 'nn', null, null, embed).search).toBe(
      '?q=vann&lang=nn&embed=1&lock.type=concepts&hide=tabs%2Cpagination&accent=%231144cc' +
        '&parentOrigin=https%3A%2F%2Fwww.kommune.no',
    );
  });

  it('reports what it cannot use and keeps the rest', () => {
    const parsed = parse(
      '?embed=yes&lock.dataTheme=not a code&lock.type=cats&hide=tabs,menu&linkTarget=_parent&accent=red' +
        '&parentOrigin=https://www.kommune.no/side&lock.q=vann',
    );
    expect(parsed.embed).toEqual({ ...NO_EMBED, hide: ['tabs'] });
    expect(parsed.notices.map(({ param, problem }) => `${param}:${problem}`).sort()).toEqual([
      'accent:invalid-value',
      'embed:invalid-value',
      'hide:invalid-value',
      'linkTarget:invalid-value',
      'lock.dataTheme:invalid-value',
      'lock.q:unknown-parameter',
      'lock.type:invalid-value',
      'parentOrigin:invalid-value',
    ]);
    expect(parsed.canonical).toBe(false);
  });

  it('takes a locked type as the scope, and writes its path', () => {
    const parsed = parse('?q=vann&embed=1&lock.type=concepts', '/datasets');
    expect(parsed.state.scope).toBe('concepts');
    expect(parsed.notices).toEqual([]);
    expect(parsed.canonical).toBe(false);
    expect(serializeSearchUrl(parsed.state, null, null, null, parsed.embed).pathname).toBe('/concepts');
    expect(parse('?embed=1&lock.type=concepts', '/concepts').canonical).toBe(true);
  });

  it('has no locks without a locked filter or type', () => {
    expect(hasLocks(NO_EMBED)).toBe(false);
    expect(hasLocks(parse('?embed=1&hide=facets').embed)).toBe(false);
    expect(hasLocks(parse('?lock.openData=true').embed)).toBe(true);
  });
});

describe('parseAccent', () => {
  it('takes hex colours with or without #, short or long, any case', () => {
    expect(parseAccent('#1e4d8c')).toEqual({ ok: true, value: '#1e4d8c' });
    expect(parseAccent('1E4D8C')).toEqual({ ok: true, value: '#1e4d8c' });
    expect(parseAccent('#abc')).toEqual({ ok: true, value: '#aabbcc' });
  });

  it('refuses anything else: names, functions, CSS injection', () => {
    for (const raw of ['red', 'rgb(0,0,0)', '#12345', '#1234567', 'url(x)', '#fff;background:red', '']) {
      expect(parseAccent(raw)).toEqual({ ok: false, problem: 'invalid-value' });
    }
  });
});

describe('parseParentOrigin', () => {
  it('takes an http(s) origin exactly as browsers write it', () => {
    expect(parseParentOrigin('https://www.kommune.no')).toEqual({
      ok: true,
      value: 'https://www.kommune.no',
    });
    expect(parseParentOrigin('http://localhost:5173')).toEqual({ ok: true, value: 'http://localhost:5173' });
  });

  it('refuses paths, trailing slashes, other schemes, default ports and non-origins', () => {
    for (const raw of [
      'https://www.kommune.no/',
      'https://www.kommune.no/side',
      'https://www.kommune.no:443',
      'HTTPS://www.kommune.no',
      'javascript:alert(1)',
      'file:///etc',
      'null',
      '*',
      'www.kommune.no',
    ]) {
      expect(parseParentOrigin(raw)).toEqual({ ok: false, problem: 'invalid-value' });
    }
  });
});
