import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Adds `<link rel="modulepreload">` to the built index.html for chunks the first page always imports dynamically
 * (the default language's messages, the React app behind the start-up script), with every chunk they import
 * statically, so they are fetched with the entry script instead of after it has run. (Their styles are in the page
 * already: inlineHeadAssets.ts.) `sources` are modules relative to the project root. A build that does not use one (the benchmark's minimal page) is left alone; one
 * that bundles it into another chunk fails loudly, since nothing would preload it.
 */
export function preloadChunks(sources: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'preload-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const files = preloadedFiles(bundle, sources);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The files to preload: each source's chunk and its static imports, minus what the entry already imports. */
export function preloadedFiles(bundle: OutputBundle, sources: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: readonly OutputChunk[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    roots.forEach(visit);
    return seen;
  };
  // Vite preloads the entry's own static imports already.
  const entryFiles = closure(chunks.filter((chunk) => chunk.isEntry));
  const roots: OutputChunk[] = [];
  for (const source of sources) {
    const isSource = (id: string) => id.endsWith(`/${source}`);
    const chunk = chunks.find((output) => output.facadeModuleId !== null && isSource(output.facadeModuleId));
    if (chunk) roots.push(chunk);
    else if (chunks.some((output) => output.moduleIds.some(isSource)))
      throw new Error(`preloadChunks: ${source} is bundled into another chunk, not its own`);
  }
  return [...closure(roots)].filter((file) => !entryFiles.has(file));
}
