/** `env=<id>` in the URL: checked against the configured list, the default left out, written after `lang`. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { LOCALES } from '../interface/locales';
import { pathnameArb, searchStringArb, stateArb } from './testing/arbitraries';
import { DEFAULT_SEARCH_STATE } from './state';
import { parseSearchUrl, serializeSearchUrl, type EnvironmentChoice } from './url';

const ENVIRONMENTS: EnvironmentChoice = {
  ids: ['local', 'demo', 'production', 'staging'],
  defaultId: 'local',
};
const envArb = fc.constantFrom(null, 'demo', 'production', 'staging');
const langArb = fc.constantFrom(null, ...LOCALES);

describe('env in the URL', () => {
  it('is written last, after lang', () => {
    const state = { ...DEFAULT_SEARCH_STATE, scope: 'datasets' as const, q: 'vann', page: 2 };
    expect(serializeSearchUrl(state, 'nn', null, 'demo')).toEqual({
      pathname: '/datasets',
      search: '?q=vann&page=2&lang=nn&env=demo',
    });
    expect(serializeSearchUrl(DEFAULT_SEARCH_STATE, null, null, 'demo').search).toBe('?env=demo');
  });

  it('reads a listed environment, canonical and without notices', () => {
    const parsed = parseSearchUrl('/datasets', '?q=vann&env=demo', ENVIRONMENTS);
    expect(parsed.env).toBe('demo');
    expect(parsed.notices).toEqual([]);
    expect(parsed.canonical).toBe(true);
  });

  it('drops an unknown environment with a notice, so the corrected URL replaces it', () => {
    const parsed = parseSearchUrl('/', '?q=vann&env=nowhere', ENVIRONMENTS);
    expect(parsed.env).toBeNull();
    expect(parsed.notices).toEqual([{ param: 'env', value: 'nowhere', problem: 'invalid-value' }]);
    expect(parsed.canonical).toBe(false);
    expect(serializeSearchUrl(parsed.state, parsed.lang, parsed.preview, parsed.env).search).toBe('?q=vann');
  });

  it('leaves the default out of the URL, like every default, without a notice', () => {
    const parsed = parseSearchUrl('/', '?env=local', ENVIRONMENTS);
    expect(parsed.env).toBeNull();
    expect(parsed.notices).toEqual([]);
    expect(parsed.canonical).toBe(false);
  });

  it('knows no environment when none is configured', () => {
    expect(parseSearchUrl('/', '?env=demo').notices).toEqual([
      { param: 'env', value: 'demo', problem: 'invalid-value' },
    ]);
  });

  it('keeps the first of two different values and reports the second', () => {
    const parsed = parseSearchUrl('/', '?env=demo&env=production', ENVIRONMENTS);
    expect(parsed.env).toBe('demo');
    expect(parsed.notices).toEqual([{ param: 'env', value: 'production', problem: 'duplicate' }]);
  });
});

describe('env in the URL, properties', () => {
  it('parse(serialize(s, lang, env)) gives all three back as the canonical URL', () => {
    fc.assert(
      fc.property(stateArb, langArb, envArb, (state, lang, env) => {
        const { pathname, search } = serializeSearchUrl(state, lang, null, env);
        const parsed = parseSearchUrl(pathname, search, ENVIRONMENTS);
        expect(parsed.state).toEqual(state);
        expect(parsed.lang).toBe(lang);
        expect(parsed.env).toBe(env);
        expect(parsed.notices).toEqual([]);
        expect(parsed.canonical).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('env is always the last parameter, and only a listed one other than the default is kept', () => {
    const anyEnvArb = fc.oneof(fc.constantFrom('local', 'demo', 'staging'), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(pathnameArb, searchStringArb, anyEnvArb, (pathname, search, env) => {
        const withEnv = `${search}${search === '' || search === '?' ? '' : '&'}env=${encodeURIComponent(env)}`;
        const parsed = parseSearchUrl(
          pathname,
          withEnv.startsWith('?') ? withEnv : `?${withEnv}`,
          ENVIRONMENTS,
        );
        const kept = ENVIRONMENTS.ids.includes(env) && env !== ENVIRONMENTS.defaultId;
        expect(parsed.env).toBe(kept ? env : null);
        const names = [
          ...new URLSearchParams(
            serializeSearchUrl(parsed.state, parsed.lang, parsed.preview, parsed.env).search,
          ).keys(),
        ];
        if (kept) expect(names.at(-1)).toBe('env');
        else expect(names).not.toContain('env');
      }),
      { numRuns: 400 },
    );
  });
});
