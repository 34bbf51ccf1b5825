import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

import { preloadedFiles } from './preloadChunks';

type OutputChunk = Rolldown.OutputChunk;

/** The fields of a chunk these functions read. */
function chunk(fileName: string, fields: { entry?: string; facade?: string; imports?: string[] }) {
  return {
    type: 'chunk',
    fileName,
    isEntry: fields.entry !== undefined,
    facadeModuleId: fields.facade ?? fields.entry ?? null,
    moduleIds: [fields.facade ?? fields.entry ?? `/src/${fileName}`],
    imports: fields.imports ?? [],
    viteMetadata: {
      importedAssets: new Set<string>(),
      importedCss: new Set<string>(),
      __modules: {},
    },
  } as unknown as OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk('index.js', { entry: '/p/src/main.ts', imports: ['shared.js'] }),
    chunk('shared.js', {}),
    chunk('renderApp.js', { facade: '/p/src/app/renderApp.tsx', imports: ['shared.js', 'ui.js'] }),
    chunk('ui.js', {}),
    chunk('dialog.js', { facade: '/p/src/Dialog.tsx' }),
  ].map((output) => [output.fileName, output]),
);

describe('preloading the first page’s dynamic chunks', () => {
  it('preloads a source’s chunk and its static imports, not what the entry loads already', () => {
    expect(preloadedFiles(bundle, ['src/app/renderApp.tsx'])).toEqual(['renderApp.js', 'ui.js']);
  });

  it('fails loudly when a source is bundled into another chunk', () => {
    const ui = chunk('ui.js', { facade: '/p/src/ui.ts' });
    ui.moduleIds.push('/p/src/Inner.tsx');
    const merged = { ...bundle, 'ui.js': ui };
    expect(() => preloadedFiles(merged, ['src/Inner.tsx'])).toThrow(/bundled into another chunk/);
  });
});
