// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { embedSnippet, escapeHtmlAttribute, FRAME_ATTRIBUTE } from './embedSnippet';

const APP = 'https://sok.example.no';

/** The snippet as a browser reads it: its elements and their attributes. */
function parse(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const frame = template.content.querySelector('iframe');
  const script = template.content.querySelector('script');
  if (!frame || !script) throw new Error('the snippet lacks its frame or script');
  return { frame, script, elements: template.content.children.length };
}

describe('embedSnippet', () => {
  it('is a titled, marked frame of the search that may write to the clipboard, and the embed.js line', () => {
    const src = `${APP}/datasets?q=vann&embed=1&lock.orgPath=/STAT`;
    const { frame, script, elements } = parse(
      embedSnippet({ src, title: 'Søk i «katalogen» & mer', scriptSrc: `${APP}/embed.js` }),
    );
    expect(elements).toBe(2);
    expect(frame.hasAttribute(FRAME_ATTRIBUTE)).toBe(true);
    expect(frame.getAttribute('src')).toBe(src);
    expect(frame.getAttribute('title')).toBe('Søk i «katalogen» & mer');
    expect(frame.getAttribute('allow')).toBe('clipboard-write');
    expect(script.getAttribute('src')).toBe(`${APP}/embed.js`);
    expect(script.hasAttribute('defer')).toBe(true);
    expect(script.textContent).toBe('');
  });

  it('keeps any title and URL inside their attributes', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, query) => {
        const src = `${APP}/?q=${query}`;
        const { frame, elements } = parse(embedSnippet({ src, title, scriptSrc: `${APP}/embed.js` }));
        expect(elements).toBe(2);
        expect(frame.getAttribute('title')).toBe(title);
        expect(frame.getAttribute('src')).toBe(src);
      }),
      { numRuns: 200 },
    );
  });

  it('escapes the characters that could end an attribute or start a tag', () => {
    expect(escapeHtmlAttribute('a"b<c>&d')).toBe('a&quot;b&lt;c&gt;&amp;d');
  });
});
