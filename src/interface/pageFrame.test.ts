import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  EARLY_SUBMIT_ELEMENT,
  EMPTY_ROOT,
  FRAME_FITTED_MARK,
  FRAME_SCRIPT,
  replaceRoot,
  rootOf,
  rootWithFrame,
} from './pageFrame';

const page = (root: string) => `<html><body>${root}<noscript>needs JavaScript</noscript></body></html>`;

describe('the root of a page', () => {
  it('is found empty, or with a frame and its script, and replaced whole', () => {
    expect(replaceRoot(page(EMPTY_ROOT), '<div id="root">app</div>')).toBe(page('<div id="root">app</div>'));
    const framed = page(rootWithFrame('<header><div>frame</div></header>'));
    expect(framed).toContain(
      `</header></div><script>${FRAME_SCRIPT}</script>${EARLY_SUBMIT_ELEMENT}${FRAME_FITTED_MARK}<noscript>`,
    );
    expect(replaceRoot(framed, '<div id="root">app</div>')).toBe(page('<div id="root">app</div>'));
  });

  it('is not found in a page without one, nor where a frame lacks this script', () => {
    expect(rootOf('<html><body><main></main></body></html>')).toBeNull();
    expect(rootOf(page('<div id="root"><p>frame</p></div><script>other()</script>'))).toBeNull();
    expect(replaceRoot('<body></body>', 'x')).toBeNull();
  });

  it('holds any frame, and gives back the page around it as it was', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (frame, app) => {
        const root = `<div id="root">${app}</div>`;
        expect(replaceRoot(page(rootWithFrame(frame.replaceAll('</div><script>', ''))), root)).toBe(
          page(root),
        );
      }),
    );
  });
});
