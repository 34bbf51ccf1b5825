/** The preview in the driver: its own history entry, no change of search, kept by a language switch. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FakeClock } from '../../api/testing/fakeClock';
import { setPage } from '../transitions';
import { MemoryHistory } from './memoryHistory';
import { createSearchDriver, type SearchDriver } from './searchDriver';

let history: MemoryHistory;
let driver: SearchDriver;

function start(href: string) {
  history = new MemoryHistory(href);
  driver = createSearchDriver({ history, clock: new FakeClock() });
}

const snap = () => driver.getSnapshot();

beforeEach(() => start('/datasets?q=vann'));
afterEach(() => driver.dispose());

describe('the preview', () => {
  it('opens as a new entry of the same search, so Back closes it', () => {
    const before = snap().committed;
    snap().openPreview('abc');
    expect(history.href).toBe('/datasets?q=vann&preview=abc');
    expect(history.log).toEqual(['push /datasets?q=vann&preview=abc']);
    expect(snap().preview).toBe('abc');
    expect(snap().committed).toEqual(before);
    history.go(-1);
    expect(snap().preview).toBeNull();
    expect(history.href).toBe('/datasets?q=vann');
  });

  it('closes with Back when the app opened it', () => {
    snap().openPreview('abc');
    snap().closePreview();
    expect(history.href).toBe('/datasets?q=vann');
    expect(history.length).toBe(2);
    expect(snap().preview).toBeNull();
  });

  it('closes a shared link by replacing its entry with the same search', () => {
    start('/datasets?q=vann&preview=abc');
    expect(snap().preview).toBe('abc');
    snap().closePreview();
    expect(history.log).toEqual(['replace /datasets?q=vann']);
    expect(snap().preview).toBeNull();
  });

  it('survives a language switch, which still closes with Back', () => {
    snap().openPreview('abc');
    snap().setLang('nn');
    expect(history.href).toBe('/datasets?q=vann&lang=nn&preview=abc');
    snap().closePreview();
    expect(history.href).toBe('/datasets?q=vann');
  });

  it('replaces the entry when another preview opens from one, and is dropped by a new search', () => {
    snap().openPreview('abc');
    snap().openPreview('def');
    expect(history.log).toEqual([
      'push /datasets?q=vann&preview=abc',
      'replace /datasets?q=vann&preview=def',
    ]);
    snap().update((state) => setPage(state, 2), 'now');
    expect(history.href).toBe('/datasets?q=vann&page=2');
    expect(snap().preview).toBeNull();
  });

  it('gives the href of a title: the committed search with the preview', () => {
    expect(snap().previewHref('a/b')).toBe('/datasets?q=vann&preview=a%2Fb');
  });

  it('gives titles new hrefs when the search changes, and keeps them while a preview opens and closes', () => {
    const first = snap().previewHref;
    snap().update((state) => setPage(state, 2), 'facet');
    expect(snap().previewHref).toBe(first);
    snap().flush();
    expect(snap().previewHref('x')).toBe('/datasets?q=vann&page=2&preview=x');
    const second = snap().previewHref;
    expect(second).not.toBe(first);
    snap().openPreview('x');
    snap().closePreview();
    expect(snap().previewHref).toBe(second);
    snap().setLang('en');
    expect(snap().previewHref('x')).toBe('/datasets?q=vann&page=2&lang=en&preview=x');
  });
});
