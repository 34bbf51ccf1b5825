/**
 * The commit policy, without a browser: time moves only when the test moves it. The delays are the README's
 * (typing 500 ms, facet clicks merged within 300 ms) and written here as numbers, not read from the code.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FakeClock } from '../../api/testing/fakeClock';
import { toggleFilterValue, setSort } from '../transitions';
import { MemoryHistory } from './memoryHistory';
import { createSearchDriver, type SearchDriver } from './searchDriver';

let clock: FakeClock;
let history: MemoryHistory;
let driver: SearchDriver;

function start(href = '/') {
  history = new MemoryHistory(href);
  driver = createSearchDriver({ history, clock });
}

const snap = () => driver.getSnapshot();
const pushes = () => history.log.filter((entry) => entry.startsWith('push'));
const click = (filter: 'dataTheme' | 'formats' | 'accessRights', key: string) =>
  snap().update((state) => toggleFilterValue(state, filter, key), 'facet');
/** Moves the fake clock; the driver's timers fire synchronously. */
const wait = (ms: number) => clock.advance(ms);

beforeEach(() => {
  clock = new FakeClock();
  start();
});
afterEach(() => driver.dispose());

describe('typing', () => {
  it('commits once, 500 ms after the last keystroke', async () => {
    snap().typeQuery('v', false);
    await wait(300);
    snap().typeQuery('va', false);
    await wait(300);
    snap().typeQuery('vann', false);
    await wait(499);
    expect(pushes()).toEqual([]);
    expect(snap().view.q).toBe('vann');
    expect(snap().committed.q).toBe('');
    await wait(1);
    expect(pushes()).toEqual(['push /?q=vann']);
    expect(snap().committed.q).toBe('vann');
    await wait(5_000);
    expect(pushes()).toHaveLength(1);
  });

  it('is not committed before 500 ms of quiet', async () => {
    snap().typeQuery('vann', false);
    await wait(400);
    expect(pushes()).toEqual([]);
    await wait(100);
    expect(pushes()).toEqual(['push /?q=vann']);
  });

  it('commits at once on Enter, and nothing more after the quiet period', async () => {
    snap().typeQuery('vann', false);
    await wait(100);
    snap().submitQuery();
    expect(pushes()).toEqual(['push /?q=vann']);
    await wait(1_000);
    expect(pushes()).toHaveLength(1);
  });

  it('keeps the text as typed while it stands for the query', async () => {
    snap().typeQuery('  vann ', false);
    expect(snap().queryText).toBe('  vann ');
    await wait(500);
    expect(snap().committed.q).toBe('vann');
    expect(snap().queryText).toBe('  vann ');
    // Spaces around the words are no new search.
    snap().typeQuery('vann  ', false);
    await wait(1_000);
    expect(pushes()).toHaveLength(1);
  });

  it('ignores an IME composition until it ends', async () => {
    snap().compositionStart();
    snap().typeQuery('に', false);
    snap().typeQuery('にほ', true);
    await wait(2_000);
    expect(pushes()).toEqual([]);
    snap().submitQuery();
    expect(pushes()).toEqual([]);
    snap().compositionEnd('日本');
    await wait(499);
    expect(pushes()).toEqual([]);
    await wait(1);
    expect(pushes()).toEqual([`push /?q=${encodeURIComponent('日本')}`]);
  });

  it('clears the query at once', () => {
    start('/?q=vann');
    snap().clearQuery();
    expect(history.href).toBe('/');
    expect(snap().queryText).toBe('');
  });
});

describe('facet clicks', () => {
  it('merge into one commit while each follows the last within 300 ms', async () => {
    click('dataTheme', 'ENVI');
    await wait(250);
    click('formats', 'MEDIA_TYPE text/csv');
    await wait(250);
    click('accessRights', 'PUBLIC');
    await wait(299);
    expect(pushes()).toEqual([]);
    expect(snap().view.filters.accessRights).toBe('PUBLIC');
    await wait(1);
    expect(pushes()).toEqual(['push /?dataTheme=ENVI&formats=MEDIA_TYPE+text%2Fcsv&accessRights=PUBLIC']);
  });

  it('are separate commits 300 ms apart', async () => {
    click('dataTheme', 'ENVI');
    await wait(300);
    expect(pushes()).toEqual(['push /?dataTheme=ENVI']);
    click('dataTheme', 'GOVE');
    await wait(300);
    expect(pushes()).toEqual(['push /?dataTheme=ENVI', 'push /?dataTheme=ENVI&dataTheme=GOVE']);
  });

  it('commit at once when flushed, and an immediate change commits the pending ones with it', async () => {
    click('dataTheme', 'ENVI');
    snap().update((state) => setSort(state, 'newest'), 'now');
    expect(pushes()).toEqual(['push /?dataTheme=ENVI&sort=newest']);
    click('dataTheme', 'GOVE');
    snap().flush();
    expect(pushes()).toHaveLength(2);
    await wait(1_000);
    expect(pushes()).toHaveLength(2);
  });
});

describe('identity', () => {
  it('a commit of what the controls show keeps the view as it is, so nothing built from it is built again', async () => {
    click('dataTheme', 'ENVI');
    const shown = snap().view;
    const embed = snap().embed;
    await wait(300);
    expect(pushes()).toEqual(['push /?dataTheme=ENVI']);
    expect(snap().committed).toBe(shown);
    expect(snap().view).toBe(shown);
    expect(snap().embed).toBe(embed);
  });

  it('a new search shares what did not change with the one before, and equals its URL', async () => {
    click('dataTheme', 'ENVI');
    await wait(300);
    const before = snap().committed;
    history.navigate('/?dataTheme=ENVI&sort=newest', { replace: false });
    const after = snap().committed;
    expect(after).not.toBe(before);
    expect(after.sort).toBe('newest');
    expect(after.filters).toBe(before.filters);
    expect(after).toEqual({ ...before, sort: 'newest' });
  });
});

describe('history', () => {
  it('back and forward drop a pending intent and restore the exact search', async () => {
    click('dataTheme', 'ENVI');
    await wait(300);
    click('dataTheme', 'GOVE');
    history.go(-1);
    expect(snap().view).toBe(snap().committed);
    expect(history.href).toBe('/');
    await wait(1_000);
    expect(pushes()).toEqual(['push /?dataTheme=ENVI']);
    history.go(1);
    expect(snap().committed.filters.dataTheme).toEqual(['ENVI']);
  });

  it('sends the typed text again when a link replaces the search during typing, not after back', async () => {
    snap().typeQuery('vann', false);
    await wait(100);
    history.navigate('/datasets', { replace: false });
    expect(snap().view.q).toBe('vann');
    await wait(500);
    expect(history.href).toBe('/datasets?q=vann');

    snap().typeQuery('luft', false);
    history.go(-1);
    await wait(1_000);
    expect(history.href).toBe('/datasets');
    expect(snap().queryText).toBe('');
  });

  it('replaces a URL it cannot use by the canonical one and keeps the notices with the entry', () => {
    start('/?size=7&q=%20vann%20&foo=1');
    expect(history.log).toEqual(['replace /?q=vann']);
    expect(snap().committed.q).toBe('vann');
    expect(snap().notices.map((notice) => notice.param)).toEqual(['foo', 'size']);
    snap().dismissNotices();
    expect(snap().notices).toEqual([]);
    expect(history.href).toBe('/?q=vann');
  });

  it('switches the language by replacing the entry, pending intents included', () => {
    click('dataTheme', 'ENVI');
    snap().setLang('nn');
    expect(history.log).toEqual(['replace /?dataTheme=ENVI&lang=nn']);
    expect(snap().lang).toBe('nn');
  });

  it('tells subscribers about every change and keeps the snapshot while nothing changes', () => {
    let calls = 0;
    const stop = driver.subscribe(() => (calls += 1));
    const before = snap();
    expect(snap()).toBe(before);
    click('dataTheme', 'ENVI');
    expect(calls).toBe(1);
    expect(snap()).not.toBe(before);
    expect(snap().update).toBe(before.update);
    stop();
  });
});
