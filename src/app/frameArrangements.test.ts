import { describe, expect, it } from 'vitest';

import { WIDE_LAYOUT_QUERY } from '../ui/layout';
import { PHONE_QUERY } from '../ui/useMediaQuery';
import {
  ARRANGEMENT_STYLE,
  frameOfArrangements,
  withArrangementIds,
  withoutFooter,
} from './frameArrangements';

describe('withArrangementIds', () => {
  it('suffixes ids, the references to them and radio groups’ names, and nothing else', () => {
    const html = [
      '<label for="search-input">Søk</label>',
      '<input id="search-input" aria-controls="_R_1_" aria-describedby="_R_2_ hint" value="id=&quot;x&quot;"/>',
      '<a href="#results">Hopp</a><a href="/datasets">Datasett</a><a href="#">Topp</a>',
      '<input type="radio" name="_R_3_" value="all"/>',
      '<p class="id" data-id="x">id="not an attribute"</p>',
    ].join('');
    expect(withArrangementIds(html, 'phone')).toBe(
      [
        '<label for="search-input-phone">Søk</label>',
        '<input id="search-input-phone" aria-controls="_R_1_-phone" aria-describedby="_R_2_-phone hint-phone" value="id=&quot;x&quot;"/>',
        '<a href="#results-phone">Hopp</a><a href="/datasets">Datasett</a><a href="#">Topp</a>',
        '<input type="radio" name="_R_3_-phone" value="all"/>',
        '<p class="id" data-id="x">id="not an attribute"</p>',
      ].join(''),
    );
  });
});

describe('withoutFooter', () => {
  it('leaves out the footer and only it', () => {
    expect(
      withoutFooter(
        '<main><p>a</p></main><footer class="f"><p>Søketjeneste: x</p></footer><div hidden></div>',
      ),
    ).toBe('<main><p>a</p></main><div hidden></div>');
    expect(withoutFooter('<main>no footer</main>')).toBe('<main>no footer</main>');
  });
});

describe('frameOfArrangements', () => {
  it('holds each arrangement once, ids apart, without footers, with the style that shows one', () => {
    const render = (name: string) =>
      `<main><input id="search-input"/><p>${name}</p></main><footer>service</footer>`;
    const frame = frameOfArrangements({
      phone: render('phone'),
      middle: render('middle'),
      wide: render('wide'),
    });
    expect(frame).toBe(
      `<style>${ARRANGEMENT_STYLE}</style>` +
        '<div data-frame="phone"><main><input id="search-input-phone"/><p>phone</p></main></div>' +
        '<div data-frame="middle"><main><input id="search-input-middle"/><p>middle</p></main></div>' +
        '<div data-frame="wide"><main><input id="search-input-wide"/><p>wide</p></main></div>',
    );
  });

  it('shows the arrangement by the media queries the app’s own layout reads', () => {
    expect(ARRANGEMENT_STYLE).toContain(`@media ${PHONE_QUERY}{`);
    expect(ARRANGEMENT_STYLE).toContain(`@media ${WIDE_LAYOUT_QUERY}{`);
  });
});
