import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Plugin } from 'vite';

/**
 * Puts the app's stylesheet (one file: `cssCodeSplit` off) and its SVG icon in the built index.html, instead of
 * two requests and a stylesheet for each chunk. On a slow network each request before the first render is a
 * connection of its own on HTTP/1.1, taking its share of the bandwidth from the scripts and a round trip for a
 * few kilobytes; all the app's styles are 5 KB gzipped, well within the page's first round trip. Vite's module
 * preloads then have no stylesheet to wait for. The CSP allows inline styles and `data:` images already.
 */
export function inlineHeadAssets(): Plugin {
  let publicDir = '';
  let base = '/';
  // A file of the build (or of public/) by the path the page links it at.
  const fileOf = (href: string) => (href.startsWith(base) ? href.slice(base.length) : null);
  return {
    name: 'inline-head-assets',
    apply: 'build',
    config: () => ({ build: { cssCodeSplit: false } }),
    configResolved(config) {
      publicDir = config.publicDir;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const inlined = inlineAssets(html, {
          stylesheet: (href) => {
            const file = fileOf(href);
            const asset = file === null ? undefined : bundle[file];
            return asset?.type === 'asset' ? String(asset.source) : null;
          },
          icon: (href) => {
            const file = fileOf(href);
            return file === null ? null : readFileSync(join(publicDir, file), 'utf8');
          },
        });
        // The stylesheet is in the page now: a file beside it would only go stale.
        for (const file of inlined.stylesheets.map(fileOf)) if (file !== null) delete bundle[file];
        return inlined.html;
      },
    },
  };
}

export interface AssetReader {
  /** The text of a stylesheet the page links, by its `href`; null for one that is not the build's. */
  stylesheet(href: string): string | null;
  /** The text of an SVG icon the page links, by its `href`; null for one that is not the app's. */
  icon(href: string): string | null;
}

/** `html` with each stylesheet and SVG icon `read` knows in place of its `<link>`, and the stylesheets inlined. */
export function inlineAssets(html: string, read: AssetReader): { html: string; stylesheets: string[] } {
  const stylesheets: string[] = [];
  const out = html.replace(/<link\b[^>]*>/gi, (link) => {
    const rel = attribute(link, 'rel');
    const href = attribute(link, 'href');
    if (href === null) return link;
    if (rel === 'stylesheet') {
      const css = read.stylesheet(href);
      if (css === null) return link;
      stylesheets.push(href);
      // `</style` cannot occur in a stylesheet the build wrote; `</` is written `<\/` anyway, which CSS reads the same.
      return `<style>${css.replaceAll('</', '<\\/')}</style>`;
    }
    if (rel === 'icon' && attribute(link, 'type') === 'image/svg+xml') {
      const svg = read.icon(href);
      if (svg === null) return link;
      return link.replace(
        /\shref=("[^"]*"|'[^']*'|[^\s>]+)/i,
        ` href="data:image/svg+xml,${encodeURIComponent(svg.trim())}"`,
      );
    }
    return link;
  });
  return { html: out, stylesheets };
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}=("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[2] ?? match[3] ?? match[4] ?? null) : null;
}
