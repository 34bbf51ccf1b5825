import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` for the default language's messages to the built index.html, so their chunk
 * is fetched with the entry script instead of after it (the app awaits the messages before its first render).
 * `source` is the messages module, relative to the project root; a build without its chunk fails loudly.
 */
export function preloadDefaultMessages(source: string): Plugin {
  let base = '/';
  return {
    name: 'preload-default-messages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunk = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(`/${source}`) === true,
        );
        if (!chunk) throw new Error(`preloadDefaultMessages: no chunk for ${source} in the build`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
