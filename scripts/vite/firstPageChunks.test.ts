import { describe, expect, it } from 'vitest';

import {
  sharedFirstPageModules,
  unexpectedFirstPageChunks,
  type BundleChunk,
  type ModuleImports,
} from './firstPageChunks';

/** A module graph: each module's static imports, then its dynamic ones after a `|`. */
function graph(lines: Record<string, string>) {
  const modules = new Map<string, ModuleImports>(
    Object.entries(lines).map(([id, line]) => {
      const [statics = '', dynamics = ''] = line.split('|');
      const ids = (list: string) =>
        list
          .split(' ')
          .filter(Boolean)
          .map((name) => (name.startsWith('/') ? name : `/p/${name}`));
      return [id, { imports: ids(statics), dynamicImports: ids(dynamics) }];
    }),
  );
  const allIds = [...modules.keys()];
  const idOf = (source: string) => allIds.find((id) => id.endsWith(`/${source}`)) ?? null;
  const importsOf = (id: string) => modules.get(id) ?? { imports: [], dynamicImports: [] };
  return { idOf, importsOf };
}

const FIRST_PAGE = { entry: 'main.ts', loaded: ['app.tsx', 'nb.ts'] };

describe('sharedFirstPageModules', () => {
  const { idOf, importsOf } = graph({
    '/p/main.ts': 'react client | /p/app.tsx /p/nb.ts /p/facets.tsx',
    '/p/react': '',
    '/p/client': 'react',
    '/p/app.tsx': 'react react-dom inputs frame | /p/dialog.tsx /p/bridge.tsx',
    '/p/react-dom': 'react',
    '/p/nb.ts': 'plural',
    '/p/plural': '',
    '/p/inputs': 'plural',
    '/p/frame': '',
    '/p/facets.tsx': 'inputs facet-only',
    '/p/facet-only': '',
    '/p/bridge.tsx': 'frame',
    '/p/dialog.tsx': 'mui',
    '/p/mui': 'react',
  });

  it('gathers what the first page’s chunks share with each other or with a chunk the start-up script loads', () => {
    const shared = sharedFirstPageModules(FIRST_PAGE, idOf, importsOf);
    // plural: the messages and the app; inputs: the app and the facets, which the start-up script may load first.
    expect([...shared].sort()).toEqual(['/p/inputs', '/p/plural']);
  });

  it('leaves out the start-up script’s own modules, the chunks themselves and what only later chunks share', () => {
    const shared = sharedFirstPageModules(FIRST_PAGE, idOf, importsOf);
    for (const id of ['/p/react', '/p/client', '/p/main.ts', '/p/app.tsx', '/p/nb.ts', '/p/facets.tsx'])
      expect(shared.has(id), id).toBe(false);
    // The app's own, and what it shares with a chunk it loads itself later (the bridge), stay in the app's chunk.
    expect(shared.has('/p/react-dom')).toBe(false);
    expect(shared.has('/p/frame')).toBe(false);
    expect(shared.has('/p/mui')).toBe(false);
    expect(shared.has('/p/facet-only')).toBe(false);
  });

  it('is empty for a build without the start-up script (the benchmark’s minimal page)', () => {
    expect(sharedFirstPageModules({ ...FIRST_PAGE, entry: 'other.ts' }, idOf, importsOf).size).toBe(0);
  });
});

describe('unexpectedFirstPageChunks', () => {
  const chunk = (fileName: string, fields: Partial<BundleChunk> = {}): BundleChunk => ({
    fileName,
    name: fileName.replace(/-.*$/, ''),
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    moduleIds: [],
    ...fields,
  });
  const LOADED = ['src/app/renderApp.tsx', 'src/i18n/messages/nb.ts'];
  const index = chunk('index-a.js', { isEntry: true, facadeModuleId: '/p/src/main.ts' });
  const shared = chunk('shared-b.js');
  const app = (imports: string[]) =>
    chunk('renderApp-c.js', { facadeModuleId: '/p/src/app/renderApp.tsx', imports });
  const messages = chunk('nb-d.js', {
    facadeModuleId: '/p/src/i18n/messages/nb.ts',
    imports: ['shared-b.js'],
  });

  it('accepts a first page of the start-up script, the shared chunk and the chunks it always loads', () => {
    const bundle = [index, shared, app(['index-a.js', 'shared-b.js']), messages, chunk('FacetList-e.js')];
    expect(unexpectedFirstPageChunks(bundle, LOADED)).toEqual([]);
  });

  it('names a chunk split out of the first page, with its modules', () => {
    const split = chunk('isFramed-f.js', { moduleIds: ['/home/x/src/features/embed/isFramed.ts'] });
    const problems = unexpectedFirstPageChunks(
      [index, shared, app(['shared-b.js', 'isFramed-f.js']), split],
      LOADED,
    );
    expect(problems).toEqual([
      'the bundler split isFramed-f.js (src/features/embed/isFramed.ts) out of the first page: list its modules in alsoShared',
    ]);
  });

  it('fails a bundle where it finds none of the chunks to check, rather than check nothing', () => {
    expect(unexpectedFirstPageChunks([index, shared], LOADED)).toEqual([
      'none of the chunks it always loads (src/app/renderApp.tsx, src/i18n/messages/nb.ts) is in the bundle',
    ]);
  });
});
