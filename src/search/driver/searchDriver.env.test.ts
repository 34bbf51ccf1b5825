/** The driver carries `env` through every navigation it makes, like `lang`. */
import { afterEach, describe, expect, it } from 'vitest';

import { FakeClock } from '../../api/testing/fakeClock';
import { setPage, setScope, toggleFilterValue } from '../transitions';
import { MemoryHistory } from './memoryHistory';
import { createSearchDriver, type SearchDriver } from './searchDriver';

const environments = { ids: ['local', 'demo'], defaultId: 'local' };
let driver: SearchDriver | null = null;
afterEach(() => driver?.dispose());

function start(href: string) {
  const history = new MemoryHistory(href);
  const clock = new FakeClock();
  driver = createSearchDriver({ history, clock, environments });
  return { history, snap: () => (driver ?? fail()).getSnapshot() };
}

function fail(): never {
  throw new Error('no driver');
}

describe('env through navigation', () => {
  it('keeps env in committed searches, links and a language switch', () => {
    const { history, snap } = start('/?q=vann&env=demo');
    expect(snap().env).toBe('demo');
    snap().update((state) => toggleFilterValue(state, 'dataTheme', 'ENVI'), 'now');
    expect(history.href).toBe('/?q=vann&dataTheme=ENVI&env=demo');
    expect(snap().hrefFor(setScope(snap().view, 'datasets'))).toBe(
      '/datasets?q=vann&dataTheme=ENVI&env=demo',
    );
    expect(snap().hrefFor(setPage(snap().view, 3))).toBe('/?q=vann&dataTheme=ENVI&page=3&env=demo');
    snap().setLang('en');
    expect(history.href).toBe('/?q=vann&dataTheme=ENVI&lang=en&env=demo');
    snap().clearQuery();
    expect(history.href).toBe('/?dataTheme=ENVI&lang=en&env=demo');
  });

  it("writes a state's link once per URL: the same state after a language switch links in the new language", () => {
    const { history, snap } = start('/?q=vann&env=demo');
    const page3 = setPage(snap().view, 3);
    const first = snap().hrefFor(page3);
    expect(first).toBe('/?q=vann&page=3&env=demo');
    expect(snap().hrefFor(page3)).toBe(first);
    expect(snap().hrefFor(page3, 'nn')).toBe('/?q=vann&page=3&lang=nn&env=demo');
    snap().setLang('en');
    expect(snap().hrefFor(page3)).toBe('/?q=vann&page=3&lang=en&env=demo');
    expect(snap().hrefFor(page3, null)).toBe(first);
    // Another environment (the default one, which the URL leaves out): the links are written again.
    history.navigate('/?q=vann', { replace: false });
    expect(snap().hrefFor(page3, null)).toBe('/?q=vann&page=3');
  });

  it('replaces a URL naming an unknown environment, with a notice naming it', () => {
    const { history, snap } = start('/?q=vann&env=nowhere');
    expect(history.log).toEqual(['replace /?q=vann']);
    expect(snap().env).toBeNull();
    expect(snap().notices).toEqual([{ param: 'env', value: 'nowhere', problem: 'invalid-value' }]);
  });
});
