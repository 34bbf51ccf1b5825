import { describe, expect, it } from 'vitest';

import { inlineAssets } from './inlineHeadAssets';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="8" fill="#1e4d8c"/></svg>';
const CSS = '.a{color:red}';
const read = {
  stylesheet: (href: string) => (href === '/assets/index-A1.css' ? CSS : null),
  icon: (href: string) => (href === '/favicon.svg' ? `${SVG}\n` : null),
};

describe('inlineAssets', () => {
  it('puts the build’s stylesheet and the SVG icon in the page, and names the stylesheets it took in', () => {
    const page = [
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      '<link rel="stylesheet" crossorigin href="/assets/index-A1.css">',
      '<script type="module" src="/assets/index-A1.js"></script>',
    ].join('');
    const { html, stylesheets } = inlineAssets(page, read);
    expect(stylesheets).toEqual(['/assets/index-A1.css']);
    expect(html).toBe(
      [
        `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(SVG)}" />`,
        `<style>${CSS}</style>`,
        '<script type="module" src="/assets/index-A1.js"></script>',
      ].join(''),
    );
  });

  it('leaves links it cannot read, other icons and other links as they are', () => {
    const page = [
      '<link rel="stylesheet" href="https://cdn.example/x.css">',
      '<link rel="icon" type="image/png" href="/favicon.svg">',
      '<link rel="icon" type="image/svg+xml" href="/other.svg">',
      '<link rel="modulepreload" href="/assets/index-A1.css">',
      '<link rel="preload" href="/config.json" as="fetch">',
    ].join('');
    expect(inlineAssets(page, read)).toEqual({ html: page, stylesheets: [] });
  });

  it('a stylesheet cannot end its element early', () => {
    const hostile = { ...read, stylesheet: () => '.a::after{content:"</style><script>alert(1)</script>"}' };
    const { html } = inlineAssets('<link rel="stylesheet" href="/assets/x.css">', hostile);
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html.endsWith('</style>')).toBe(true);
  });
});
