import { describe, expect, it } from 'vitest';

import { FRAME_RENDER_BLOCK, rootWithFrame } from '../../src/interface/pageFrame';
import { framedPage } from './framedPage';

const INDEX =
  '<!doctype html><html><head><title>Katalogsøk</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

describe('framedPage', () => {
  it('puts the frame and its script in the root Vite wrote empty, and the wait for them in the head', () => {
    expect(framedPage(INDEX, '<header>frame</header>')).toBe(
      INDEX.replace('<div id="root"></div>', rootWithFrame('<header>frame</header>')).replace(
        '</head>',
        `${FRAME_RENDER_BLOCK}</head>`,
      ),
    );
  });

  it('replaces a frame put there before, and refuses a page without a root', () => {
    expect(framedPage(framedPage(INDEX, '<p>old</p>'), '<p>new</p>')).toBe(framedPage(INDEX, '<p>new</p>'));
    expect(() => framedPage('<html><body></body></html>', '<p>frame</p>')).toThrow(/no <div id="root">/);
    expect(() => framedPage('<html><body><div id="root"></div></body></html>', '<p>f</p>')).toThrow(
      /no <\/head>/,
    );
  });
});
