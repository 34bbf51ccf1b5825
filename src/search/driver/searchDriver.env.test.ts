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

  it('replaces a URL naming an unknown environment, with a notice naming it', () => {
    const { history, snap } = start('/?q=vann&env=nowhere');
    expect(history.log).toEqual(['replace /?q=vann']);
    expect(snap().env).toBeNull();
    expect(snap().notices).toEqual([{ param: 'env', value: 'nowhere', problem: 'invalid-value' }]);
  });
});
