import { act, render, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { createBrowserHistory, createMemoryHistory, HistoryRouter, keyLoadedEntry } from './routerInternals';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** The part of History the function uses, with the state it holds. */
function fakeHistory(state: unknown): History {
  const history = {
    state,
    replaceState(next: unknown) {
      history.state = next;
    },
  };
  return history as unknown as History;
}

describe('keyLoadedEntry', () => {
  it('gives a freshly loaded entry its own key, keeping what the state held', () => {
    const history = fakeHistory({ idx: 0 });
    keyLoadedEntry(history, () => 'k1');
    expect(history.state).toEqual({ idx: 0, key: 'k1' });
  });

  it('keys an entry without any state', () => {
    const history = fakeHistory(null);
    keyLoadedEntry(history, () => 'k2');
    expect(history.state).toEqual({ key: 'k2' });
  });

  it('keeps the key of an entry that has one (a reload, or back into the app)', () => {
    const history = fakeHistory({ idx: 3, key: 'abc', usr: null });
    keyLoadedEntry(history, () => 'new');
    expect(history.state).toEqual({ idx: 3, key: 'abc', usr: null });
  });

  it('gives two loads different keys', () => {
    const first = fakeHistory(null);
    const second = fakeHistory(null);
    keyLoadedEntry(first);
    keyLoadedEntry(second);
    expect((first.state as { key: string }).key).not.toBe((second.state as { key: string }).key);
  });
});

/**
 * What the app relies on in React Router's unstable and unsafe exports; a failure here after an upgrade says
 * which of them changed (see routerInternals.ts).
 */
describe("React Router's internals as the app uses them", () => {
  it('the browser history with v5Compat tells every push and replace to its listener', () => {
    const history = createBrowserHistory({ v5Compat: true });
    const heard: string[] = [];
    const stop = history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
    history.push('/datasets?q=vann', { openedPreview: true });
    history.replace('/concepts');
    stop();
    history.push('/after');
    expect(heard).toEqual(['PUSH /datasets', 'REPLACE /concepts']);
  });

  it('keeps the app state under usr, the entry key under key and its index under idx', () => {
    const history = createBrowserHistory({ v5Compat: true });
    history.push('/datasets', { notices: ['x'] });
    const written: unknown = window.history.state;
    expect(written).toEqual({ usr: { notices: ['x'] }, key: history.location.key, idx: 1 });
    expect(history.location.state).toEqual({ notices: ['x'] });
  });

  it('reads the key keyLoadedEntry gives a loaded entry as that location key', () => {
    window.history.replaceState(null, '', '/loaded');
    keyLoadedEntry(window.history, () => 'loaded-key');
    const history = createBrowserHistory({ v5Compat: true });
    expect(history.location.key).toBe('loaded-key');
    expect(history.location.pathname).toBe('/loaded');
  });

  it('HistoryRouter renders the history location and follows its pushes', () => {
    const history = createMemoryHistory({ initialEntries: ['/datasets?q=vann'], v5Compat: true });
    function Where() {
      const location = useLocation();
      return <h1>{`${location.pathname}${location.search}`}</h1>;
    }
    render(
      <HistoryRouter history={history} useTransitions={false}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </HistoryRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('/datasets?q=vann');
    act(() => history.push('/concepts'));
    expect(screen.getByRole('heading').textContent).toBe('/concepts');
  });

  it('the memory history keeps the same interface: location, action, listeners', () => {
    const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    const heard: string[] = [];
    history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
    history.push('/a', { openedPreview: true });
    expect(history.location.state).toEqual({ openedPreview: true });
    history.go(-1);
    expect(history.action).toBe('POP');
    expect(heard).toEqual(['PUSH /a', 'POP /']);
  });
});
