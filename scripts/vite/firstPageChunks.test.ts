import { describe, expect, it } from 'vitest';

import { sharedFirstPageModules, type ModuleImports } from './firstPageChunks';

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
