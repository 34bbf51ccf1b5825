/**
 * The commit policy's edges, without a browser: what must not happen (a second entry, a lost page, a commit while
 * composing, a timer left behind) and how the driver meets the history adapter's contract.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FakeClock } from '../../api/testing/fakeClock';
import { toggleFilterValue } from '../transitions';
import { MemoryHistory } from './memoryHistory';
import { createSearchDriver, type HistoryAdapter, type SearchDriver } from './searchDriver';

let clock: FakeClock;
let history: MemoryHistory;
let driver: SearchDriver;

function start(href = '/', adapter?: (memory: MemoryHistory) => HistoryAdapter) {
  history = new MemoryHistory(href);
  driver = createSearchDriver({ history: adapter ? adapter(history) : history, clock });
}

const snap = () => driver.getSnapshot();
const pushes = () => history.log.filter((entry) => entry.startsWith('push'));
const click = (key: string) => snap().update((state) => toggleFilterValue(state, 'dataTheme', key), 'facet');
const wait = (ms: number) => clock.advance(ms);

beforeEach(() => {
  clock = new FakeClock();
  start();
});
afterEach(() => driver.dispose());

describe('committing', () => {
  it('does nothing when flushed with nothing pending', () => {
    snap().flush();
    expect(history.log).toEqual([]);
    expect(snap().committed.q).toBe('');
  });

  it('pushes no entry when the intents cancel out, and shows the committed search again', async () => {
    let calls = 0;
    driver.subscribe(() => (calls += 1));
    click('ENVI');
    click('ENVI');
    expect(calls).toBe(2);
    await wait(300);
    expect(history.log).toEqual([]);
    expect(calls).toBe(3);
    expect(snap().view).toEqual(snap().committed);
  });

  it('hands the adapter exactly a push for a commit and a replace without state for dismissing notices', async () => {
    const calls: { href: string; options: unknown }[] = [];
    start('/?foo=1', (memory) => ({
      location: () => memory.location(),
      action: () => memory.action(),
      listen: (onChange) => memory.listen(onChange),
      back: () => memory.back(),
      navigate: (href, options) => {
        calls.push({ href, options });
        memory.navigate(href, options);
      },
    }));
    click('ENVI');
    await wait(300);
    snap().dismissNotices();
    expect(calls).toEqual([
      {
        href: '/',
        options: { replace: true, state: { notices: [expect.objectContaining({ param: 'foo' })] } },
      },
      { href: '/?dataTheme=ENVI', options: { replace: false } },
      { href: '/?dataTheme=ENVI', options: { replace: true, state: null } },
    ]);
    expect(history.length).toBe(2);
  });

  it('clears only the timers it started', async () => {
    const cleared: number[] = [];
    const started = new Set<number>();
    const strict = {
      now: () => clock.now(),
      setTimeout: (callback: () => void, ms: number) => {
        const id = clock.setTimeout(callback, ms);
        started.add(id);
        return id;
      },
      clearTimeout: (id: number) => {
        cleared.push(id);
        clock.clearTimeout(id);
      },
    };
    history = new MemoryHistory('/');
    driver = createSearchDriver({ history, clock: strict });
    snap().typeQuery('vann', false);
    await wait(500);
    click('ENVI');
    snap().flush();
    expect(cleared.length).toBeGreaterThan(0);
    expect(cleared.every((id) => started.has(id))).toBe(true);
  });

  it('ignores a notification that brings no new location, keeping what is pending', async () => {
    const listeners: (() => void)[] = [];
    start('/', (memory) => ({
      location: () => memory.location(),
      action: () => memory.action(),
      navigate: (href, options) => memory.navigate(href, options),
      back: () => memory.back(),
      listen: (onChange) => {
        listeners.push(onChange);
        return memory.listen(onChange);
      },
    }));
    click('ENVI');
    // A router calls its subscribers for more than new locations (a navigation's loading state, say).
    for (const listener of listeners) listener();
    expect(snap().view.filters.dataTheme).toEqual(['ENVI']);
    await wait(300);
    expect(pushes()).toEqual(['push /?dataTheme=ENVI']);
  });

  it('tells a subscriber once about a link to a URL it corrects', () => {
    let calls = 0;
    driver.subscribe(() => (calls += 1));
    history.navigate('/?foo=1&q=vann', { replace: false });
    expect(history.log).toEqual(['push /?foo=1&q=vann', 'replace /?q=vann']);
    expect(calls).toBe(1);
    expect(snap().notices.map((notice) => notice.param)).toEqual(['foo']);
  });

  it('reads notices only from an object state (a router may keep a string there)', () => {
    history.navigate('/?q=vann', { replace: false, state: 'router-key' });
    expect(snap().committed.q).toBe('vann');
    expect(snap().notices).toEqual([]);
  });

  it('stops telling a subscriber after it unsubscribes', () => {
    let calls = 0;
    const stop = driver.subscribe(() => (calls += 1));
    click('ENVI');
    stop();
    click('GOVE');
    expect(calls).toBe(1);
  });

  it('commits nothing and hears no history after dispose', async () => {
    click('ENVI');
    driver.dispose();
    expect(clock.pendingTimers).toBe(0);
    await wait(1_000);
    expect(history.log).toEqual([]);
    history.navigate('/?q=vann', { replace: false });
    expect(snap().committed.q).toBe('');
  });
});

describe('the search field', () => {
  it('keeps the page when only spaces around the words change', async () => {
    start('/?q=vann&page=2');
    snap().typeQuery('vann ', false);
    expect(snap().view.page).toBe(2);
    expect(clock.pendingTimers).toBe(0);
    await wait(1_000);
    expect(history.log).toEqual([]);
  });

  it('keeps the page and commits what is pending on Enter with an unchanged query', () => {
    start('/?q=vann&page=2');
    snap().submitQuery();
    expect(history.log).toEqual([]);
    expect(snap().committed.page).toBe(2);
    snap().update((state) => ({ ...state, page: 3 }), 'never');
    snap().submitQuery();
    expect(pushes()).toEqual(['push /?q=vann&page=3']);
  });

  it('schedules nothing while the input method composes (native flag alone, or between the events)', async () => {
    snap().typeQuery('に', true);
    expect(clock.pendingTimers).toBe(0);
    expect(snap().isComposing()).toBe(false);
    snap().compositionStart();
    expect(snap().isComposing()).toBe(true);
    snap().typeQuery('にほ', false);
    expect(clock.pendingTimers).toBe(0);
    await wait(2_000);
    expect(history.log).toEqual([]);
    expect(snap().view.q).toBe('にほ');
  });

  it('types normally again after the composition ends', async () => {
    snap().compositionStart();
    snap().compositionEnd('日本');
    expect(snap().isComposing()).toBe(false);
    await wait(500);
    snap().typeQuery('日本語', false);
    await wait(500);
    expect(pushes()).toEqual([
      `push /?q=${encodeURIComponent('日本')}`,
      `push /?q=${encodeURIComponent('日本語')}`,
    ]);
  });

  it('ends a composition when cleared', async () => {
    start('/?q=vann');
    snap().compositionStart();
    snap().clearQuery();
    expect(snap().isComposing()).toBe(false);
    snap().typeQuery('luft', false);
    await wait(500);
    expect(pushes()).toEqual(['push /', 'push /?q=luft']);
  });

  it('leaves pending facet clicks to their own timer when an empty field is cleared', async () => {
    click('ENVI');
    snap().clearQuery();
    expect(history.log).toEqual([]);
    await wait(300);
    expect(pushes()).toEqual(['push /?dataTheme=ENVI']);
  });
});

describe('a link during typing', () => {
  it('is sent again up to 2 s after the last keystroke', async () => {
    snap().typeQuery('vann', false);
    await wait(2_000);
    history.navigate('/datasets', { replace: false });
    expect(snap().view.q).toBe('vann');
  });

  it('is left alone later than 2 s after the last keystroke', async () => {
    snap().typeQuery('vann', false);
    await wait(2_001);
    history.navigate('/datasets?q=luft', { replace: false });
    expect(snap().view.q).toBe('luft');
    expect(snap().queryText).toBe('luft');
  });

  it('keeps the page of a link to the query just typed (pagination right after typing)', async () => {
    snap().typeQuery('vann', false);
    await wait(500);
    history.navigate('/?q=vann&page=2', { replace: false });
    await wait(1_000);
    expect(snap().committed.page).toBe(2);
    expect(history.href).toBe('/?q=vann&page=2');
  });

  it('keeps a composition uncommitted when sent again', async () => {
    snap().compositionStart();
    snap().typeQuery('に', false);
    history.navigate('/datasets', { replace: false });
    expect(snap().view.q).toBe('に');
    expect(clock.pendingTimers).toBe(0);
    await wait(2_000);
    expect(history.href).toBe('/datasets');
  });
});
