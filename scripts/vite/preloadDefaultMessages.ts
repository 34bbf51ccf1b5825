import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` for the default language's messages to the built index.html, so their chunk
 * is fetched with the entry script instead of after it (the app awaits the messages before its first render).
 * `source` is the messages module, relative to the project root. A build that does not use it (the benchmark's
 * minimal page) is left alone; one that bundles it into another chunk fails loudly, since nothing would preload it.
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
        const isSource = (id: string) => id.endsWith(`/${source}`);
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const chunk = chunks.find(
          (output) => output.facadeModuleId !== null && isSource(output.facadeModuleId),
        );
        if (!chunk) {
          if (chunks.some((output) => output.moduleIds.some(isSource)))
            throw new Error(`preloadDefaultMessages: ${source} is bundled into another chunk, not its own`);
          return [];
        }
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
