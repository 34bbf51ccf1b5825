import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { resizeMessage, stateMessage } from './embedMessages';
import {
  EMBED_FRAME_ID,
  MAX_FRAME_HEIGHT,
  MIN_FRAME_HEIGHT,
  embedSnippet,
  escapeHtmlAttribute,
} from './embedSnippet';

const APP = 'https://sok.example.no';
const snippet = embedSnippet({
  src: `${APP}/datasets?q=vann&orgPath=/STAT`,
  title: 'Søk i «katalogen» & mer',
});

/** Runs the snippet's script against a fake host page and returns a way to post messages to it. */
function hostPage() {
  const contentWindow = {};
  const frame = { contentWindow, style: { height: '' } };
  let listener: ((event: unknown) => void) | undefined;
  const window = {
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      if (type === 'message') listener = handler;
    },
  };
  const document = { getElementById: (id: string) => (id === EMBED_FRAME_ID ? frame : null) };
  const script = /<script>([\s\S]*)<\/script>/.exec(snippet)?.[1] ?? '';
  runInNewContext(script, { window, document, Math });
  const post = (data: unknown, origin = APP, source: unknown = contentWindow) =>
    listener?.({ data, origin, source });
  return { frame, post, listening: () => listener !== undefined };
}

describe('embedSnippet', () => {
  it('is an iframe with the escaped src, a required title, lazy loading and the given style', () => {
    expect(snippet).toContain(`src="${APP}/datasets?q=vann&amp;orgPath=/STAT"`);
    expect(snippet).toContain('title="Søk i «katalogen» &amp; mer"');
    expect(snippet).toContain('loading="lazy"');
    expect(snippet).toContain('allow="clipboard-write"');
    expect(snippet).toContain('style="width:100%;border:0"');
    expect(snippet).toMatch(/^<iframe id="catalogue-search" [^>]*><\/iframe>\n<script>/);
  });

  it('escapes every character that could end an attribute or a tag', () => {
    expect(escapeHtmlAttribute('a"b<c>d&e')).toBe('a&quot;b&lt;c&gt;d&amp;e');
    const hostile = embedSnippet({ src: `${APP}/?q=%22%3E`, title: '"><script>alert(1)</script>' });
    expect(hostile).not.toContain('"><script>alert');
    expect(hostile.match(/<script>/g)).toHaveLength(1);
  });

  it('has a script that resizes the frame on a resize message from the app', () => {
    const host = hostPage();
    expect(host.listening()).toBe(true);
    host.post(resizeMessage(1234.4));
    expect(host.frame.style.height).toBe('1235px');
  });

  it('keeps the height within bounds', () => {
    const host = hostPage();
    host.post(resizeMessage(10));
    expect(host.frame.style.height).toBe(`${MIN_FRAME_HEIGHT}px`);
    host.post(resizeMessage(10 ** 9));
    expect(host.frame.style.height).toBe(`${MAX_FRAME_HEIGHT}px`);
  });

  it('ignores other origins, other windows, other messages and other versions', () => {
    const host = hostPage();
    host.post(resizeMessage(900), 'https://evil.example');
    host.post(resizeMessage(900), APP, {});
    host.post(stateMessage('/?q=x'));
    host.post({ ...resizeMessage(900), version: 2 });
    host.post({ ...resizeMessage(900), source: 'other' });
    host.post('900');
    host.post(null);
    expect(host.frame.style.height).toBe('');
  });
});
