/**
 * The React binding over a headless driver (an in-memory history and a fake clock): a component renders when what
 * it selects changes, and the intents never change.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';

import { FakeClock } from '../api/testing/fakeClock';
import { MemoryHistory } from '../search/driver/memoryHistory';
import { createSearchDriver, type SearchDriver } from '../search/driver/searchDriver';
import { toggleFilterValue } from '../search/transitions';
import {
  SearchDriverProvider,
  useSearchIntents,
  useSearchSelector,
  type SearchIntents,
} from './searchDriver';
import { sameItems } from './selection';

function setup(href: string) {
  const driver = createSearchDriver({ history: new MemoryHistory(href), clock: new FakeClock() });
  const renders = { text: 0, committed: 0, themes: 0, intents: 0 };
  const seenIntents: SearchIntents[] = [];
  function Text() {
    renders.text++;
    return <output aria-label="text">{useSearchSelector((s) => s.queryText)}</output>;
  }
  function Committed() {
    renders.committed++;
    return <output aria-label="committed">{useSearchSelector((s) => s.committed.q)}</output>;
  }
  function Themes() {
    renders.themes++;
    // A new list on every call: kept while its items are the same.
    const themes = useSearchSelector((s) => [...s.view.filters.dataTheme], sameItems);
    return <output aria-label="themes">{themes.join(',')}</output>;
  }
  function Intents() {
    renders.intents++;
    seenIntents.push(useSearchIntents());
    return null;
  }
  render(
    <SearchDriverProvider driver={driver}>
      <Text />
      <Committed />
      <Themes />
      <Intents />
    </SearchDriverProvider>,
  );
  return { driver, renders, seenIntents };
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent;
const snap = (driver: SearchDriver) => driver.getSnapshot();

describe('useSearchSelector', () => {
  it('renders a keystroke where the text is read, not where the committed search or the filters are', () => {
    const { driver, renders } = setup('/?q=water&dataTheme=ENVI');
    const before = { ...renders };
    act(() => snap(driver).typeQuery('water og', false));
    expect(shown('text')).toBe('water og');
    expect(renders.text).toBe(before.text + 1);
    expect(renders.committed).toBe(before.committed);
    expect(renders.themes).toBe(before.themes);
    expect(renders.intents).toBe(before.intents);

    // The same components follow what they read when it changes.
    act(() => snap(driver).submitQuery());
    expect(shown('committed')).toBe('water og');
    expect(renders.committed).toBe(before.committed + 1);
    expect(renders.themes).toBe(before.themes);
    act(() => snap(driver).update((state) => toggleFilterValue(state, 'dataTheme', 'AGRI'), 'facet'));
    expect(shown('themes')).toBe('AGRI,ENVI');
    expect(renders.themes).toBe(before.themes + 1);
  });
});

describe('a selector that reads props', () => {
  it('picks the part it now names as the driver has it, though that part changed while another was picked', () => {
    const driver = createSearchDriver({
      history: new MemoryHistory('/?dataTheme=ENVI'),
      clock: new FakeClock(),
    });
    function Picked({ filter }: { filter: 'dataTheme' | 'formats' }) {
      const values = useSearchSelector((s) => [...s.view.filters[filter]], sameItems);
      return <output aria-label="picked">{values.join(',')}</output>;
    }
    const view = render(
      <SearchDriverProvider driver={driver}>
        <Picked filter="dataTheme" />
      </SearchDriverProvider>,
    );
    expect(shown('picked')).toBe('ENVI');
    // A change of a part this hook does not pick: nothing to render.
    act(() =>
      snap(driver).update((state) => toggleFilterValue(state, 'formats', 'MEDIA_TYPE text/csv'), 'facet'),
    );
    view.rerender(
      <SearchDriverProvider driver={driver}>
        <Picked filter="formats" />
      </SearchDriverProvider>,
    );
    expect(shown('picked')).toBe('MEDIA_TYPE text/csv');
  });
});

describe('a commit renders in the background', () => {
  // A part of the page that waits for something before it can show a search (say, a chunk of code): suspending
  // in an urgent render would replace what it shows with its fallback; a transition keeps the previous search on
  // screen until the new one is ready, and an urgent render (a keystroke) goes ahead of it.
  function setupWaiting(href: string, initiallyWaitsFor: string) {
    let ready = () => {};
    const waiting = new Promise<void>((resolve) => {
      ready = resolve;
    });
    // The query whose render waits; a test may name another once the page is on screen.
    const wait = { for: initiallyWaitsFor };
    const history = new MemoryHistory(href);
    const driver = createSearchDriver({ history, clock: new FakeClock() });
    function Text() {
      return <output aria-label="text">{useSearchSelector((s) => s.queryText)}</output>;
    }
    function Committed() {
      const q = useSearchSelector((s) => s.committed.q);
      if (q === wait.for) use(waiting);
      return <output aria-label="committed">{q}</output>;
    }
    render(
      <SearchDriverProvider driver={driver}>
        <Text />
        <Suspense fallback={<p>waiting</p>}>
          <Committed />
        </Suspense>
      </SearchDriverProvider>,
    );
    return { driver, history, ready, wait };
  }

  /** A change, then whatever React can finish (a suspended render stays pending); `act` must be awaited then. */
  async function settle(change: () => void): Promise<void> {
    await act(() => {
      change();
      return Promise.resolve();
    });
  }

  it('keeps the committed search on screen while the next one is not ready, and typing shows at once', async () => {
    const { driver, ready } = setupWaiting('/?q=water', 'river');
    await settle(() => snap(driver).typeQuery('river', false));
    await settle(() => snap(driver).flush());
    // Committed (the URL says so), not rendered yet: the previous search stays, with no fallback.
    expect(snap(driver).committed.q).toBe('river');
    expect(shown('committed')).toBe('water');
    expect(screen.queryByText('waiting')).toBeNull();
    // A keystroke is not held up by the waiting render.
    await settle(() => snap(driver).typeQuery('river and lake', false));
    expect(shown('text')).toBe('river and lake');
    expect(shown('committed')).toBe('water');

    await settle(ready);
    expect(shown('committed')).toBe('river');
    expect(shown('text')).toBe('river and lake');
  });

  it('renders back and forward at once, as the router does (its scroll restoration needs their results)', async () => {
    const { driver, history, ready, wait } = setupWaiting('/?q=water', 'none');
    await settle(() => snap(driver).typeQuery('river', false));
    await settle(() => snap(driver).flush());
    expect(shown('committed')).toBe('river');

    wait.for = 'water';
    await settle(() => history.back());
    // Urgent: the render that waits shows the fallback instead of keeping "river" on screen.
    expect(snap(driver).committed.q).toBe('water');
    expect(screen.getByText('waiting')).toBeDefined();
    await settle(ready);
    expect(shown('committed')).toBe('water');
  });
});

describe('useSearchIntents', () => {
  it('gives the driver’s intents, and a component reading only them never renders again', () => {
    const { driver, renders, seenIntents } = setup('/?q=water');
    const [first] = seenIntents;
    expect(first?.typeQuery).toBe(snap(driver).typeQuery);
    expect(first?.update).toBe(snap(driver).update);
    expect(first?.hrefFor).toBe(snap(driver).hrefFor);
    const before = renders.intents;
    act(() => snap(driver).typeQuery('river', false));
    act(() => snap(driver).flush());
    expect(shown('committed')).toBe('river');
    expect(renders.intents).toBe(before);
  });
});
