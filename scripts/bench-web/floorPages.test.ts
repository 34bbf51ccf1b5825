// @vitest-environment jsdom
import 'fake-indexeddb/auto';

import { runInNewContext } from 'node:vm';

import { describe, expect, it, vi } from 'vitest';

import { BUDGET_DATABASE, BUDGET_OBJECT_STORE } from '../../src/interface/headScript';
import { FLOOR_HTML, WITH_DATABASE, firstRequestAtRoot, floorScript, inlineFloorHtml } from './floorPages';

const HITS = [
  { id: 'a b', title: { nb: '<b>Vann</b> i Norge' } },
  { id: 'c', title: { en: 'Rivers' } },
  { id: 'd' },
];

/**
 * Runs the floor script on the page at `path` (jsdom's document, fake-indexeddb), with a fetch that records its
 * calls and answers HITS.
 */
function runFloor(path: string) {
  window.history.replaceState(null, '', path);
  const main = document.createElement('main');
  document.body.replaceChildren(main);
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const fetch = (url: string, init?: RequestInit) => {
    sent.push({ url, init });
    answer();
    return Promise.resolve(new Response(JSON.stringify({ hits: HITS }), { status: 200 }));
  };
  runInNewContext(floorScript(firstRequestAtRoot()), {
    document,
    location: window.location,
    URLSearchParams,
    encodeURIComponent,
    indexedDB,
    fetch,
  });
  return { sent, answered };
}

const painted = async () =>
  vi.waitFor(() => {
    const titles = [...document.querySelectorAll('li h2 a')];
    expect(titles).toHaveLength(HITS.length);
    return titles;
  });

function storedRecord(): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(BUDGET_DATABASE);
    open.onerror = () => reject(open.error ?? new Error('the database did not open'));
    open.onsuccess = () => {
      const read = open.result
        .transaction(BUDGET_OBJECT_STORE, 'readonly')
        .objectStore(BUDGET_OBJECT_STORE)
        .get('floor');
      read.onsuccess = () => {
        open.result.close();
        resolve(read.result);
      };
    };
  });
}

describe('the floor page', () => {
  it("sends the app's own first request for `/`", () => {
    expect(firstRequestAtRoot()).toEqual({
      path: '/api/search',
      body: JSON.stringify({ query: '', pagination: { page: 0, size: 20 } }),
    });
  });

  it('loads its script from the head, as a classic script the parser waits for', () => {
    const page = new DOMParser().parseFromString(FLOOR_HTML, 'text/html');
    const script = page.head.querySelector('script');
    expect(script?.getAttribute('src')).toBe('/floor.js');
    expect(
      script?.hasAttribute('type') || script?.hasAttribute('async') || script?.hasAttribute('defer'),
    ).toBe(false);
  });

  it('can hold the script inline in its head instead, as the only script, exactly as written', () => {
    const script = floorScript(firstRequestAtRoot());
    const page = new DOMParser().parseFromString(inlineFloorHtml(script), 'text/html');
    const scripts = page.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.parentElement).toBe(page.head);
    expect(scripts[0]?.hasAttribute('src')).toBe(false);
    expect(scripts[0]?.textContent?.trim()).toBe(script.trim());
  });

  it('refuses an inline script that would end its element early', () => {
    expect(() => inlineFloorHtml('const a = "</script><script>alert(1)";')).toThrow(/must not contain/);
  });

  it('sends the search at once and paints its hits as linked headings, their titles as text', async () => {
    const { sent } = runFloor('/');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/search');
    expect(sent[0]?.init?.method).toBe('POST');
    expect(sent[0]?.init?.body).toBe(firstRequestAtRoot().body);
    const titles = await painted();
    expect(titles.map((link) => link.textContent)).toEqual(['<b>Vann</b> i Norge', 'Rivers', 'd']);
    expect(document.querySelector('li b')).toBeNull();
    expect(titles[0]?.getAttribute('href')).toBe('#a%20b');
  });

  it(`with ?${WITH_DATABASE}, takes a token from the budget's database before it sends`, async () => {
    const { sent, answered } = runFloor(`/?${WITH_DATABASE}`);
    expect(sent).toHaveLength(0);
    await answered;
    expect(sent).toHaveLength(1);
    await painted();
    expect(await storedRecord()).toEqual({ spent: 1 });
  });
});
