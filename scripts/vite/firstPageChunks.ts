import type { Plugin } from 'vite';

/** The modules of the first page, relative to the project root. */
export interface FirstPage {
  /** The start-up script: Vite's entry. */
  readonly entry: string;
  /** Chunks the start-up script always loads (the React app, the languages' messages). */
  readonly loaded: readonly string[];
  /**
   * Modules of the first page the bundler splits out although the rule below keeps them with the app (it does so
   * for some a chunk loaded later shares): the build names any such chunk, to be listed here.
   */
  readonly alsoShared?: readonly string[];
}

/** A module's static and dynamic imports, by module id. */
export interface ModuleImports {
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
}

/**
 * The first page in as few chunks as its loading order allows: the start-up script with everything it imports
 * (React included), each chunk it always loads, and one small chunk for what those share with each other or with a
 * chunk the start-up script may load before them (the facet list). Left to itself, the bundler makes a chunk of
 * each such set of modules (React, the text inputs, the messages' plural rules, a helper of a hundred bytes), and
 * each is one more request before the first render: on HTTP/1.1 a connection of its own, which on a slow network
 * takes its share of the bandwidth and a round trip for a few bytes. What the app shares with chunks it loads later
 * stays in the app's chunk: the messages import the shared chunk at start-up, before the first search has left, so
 * it holds only what they and the facet list need. In a build without this entry (the benchmark's minimal page) only
 * its own entry takes in what it imports. A build whose first page has a chunk beyond these fails, naming its modules.
 */
export function firstPageChunks(firstPage: FirstPage): Plugin {
  let shared: ReadonlySet<string> = new Set();
  return {
    name: 'first-page-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          // Lets the entry chunk take in the modules of its group (the start-up script has no exports to keep).
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial' as const] },
                { name: 'shared', test: (id: string) => shared.has(id) },
              ],
            },
          },
        },
      },
    }),
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const idOf = (source: string) => ids.find((id) => id.endsWith(`/${source}`)) ?? null;
      const importsOf = (id: string): ModuleImports => {
        const info = this.getModuleInfo(id);
        return { imports: info?.importedIds ?? [], dynamicImports: info?.dynamicallyImportedIds ?? [] };
      };
      shared = new Set([
        ...sharedFirstPageModules(firstPage, idOf, importsOf),
        ...(firstPage.alsoShared ?? []).flatMap((source) => idOf(source) ?? []),
      ]);
    },
    generateBundle(_options, bundle) {
      if (shared.size === 0) return;
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const loaded = chunks.filter((chunk) =>
        firstPage.loaded.some((source) => chunk.facadeModuleId?.endsWith(`/${source}`)),
      );
      const expected = (name: string) => name === 'index' || name === 'shared';
      for (const chunk of loaded) {
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (!imported || imported.isEntry || expected(imported.name)) continue;
          const modules = imported.moduleIds
            .map((id) => id.replace(/.*\/(src|node_modules)\//, '$1/'))
            .join(', ');
          this.error(
            `firstPageChunks: the bundler split ${file} (${modules}) out of the first page: list its modules in alsoShared`,
          );
        }
      }
    },
  };
}

/**
 * The modules of the first page's chunks, outside the start-up script, that more than one chunk the start-up script
 * loads reaches by static imports (the chunks it always loads, and those it imports dynamically itself). `idOf`
 * finds a source's module id (null when the build has none), `importsOf` gives a module's imports.
 */
export function sharedFirstPageModules(
  firstPage: FirstPage,
  idOf: (source: string) => string | null,
  importsOf: (id: string) => ModuleImports,
): Set<string> {
  const entry = idOf(firstPage.entry);
  if (entry === null) return new Set();
  const startup = reachable([entry], importsOf, new Set());
  const loaded = firstPage.loaded.flatMap((source) => idOf(source) ?? []);
  const roots = new Set([...loaded, ...[...startup].flatMap((id) => importsOf(id).dynamicImports)]);
  const reachedBy = new Map<string, number>();
  for (const root of roots) {
    for (const id of reachable([root], importsOf, startup)) reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
  }
  const firstPageModules = reachable(loaded, importsOf, startup);
  return new Set([...firstPageModules].filter((id) => !roots.has(id) && (reachedBy.get(id) ?? 0) > 1));
}

/** The modules reachable by static imports from `roots` without passing through `outside`. */
function reachable(
  roots: Iterable<string>,
  importsOf: (id: string) => ModuleImports,
  outside: ReadonlySet<string>,
): Set<string> {
  const found = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id) || outside.has(id)) continue;
    found.add(id);
    stack.push(...importsOf(id).imports);
  }
  return found;
}
