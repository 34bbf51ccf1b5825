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

/** The chunk names of the two groups: the start-up script's, and what its chunks share. */
const STARTUP_CHUNK = 'index';
const SHARED_CHUNK = 'shared';

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
                { name: STARTUP_CHUNK, tags: ['$initial' as const] },
                { name: SHARED_CHUNK, test: (id: string) => shared.has(id) },
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
      const problems = unexpectedFirstPageChunks(chunks, firstPage.loaded);
      if (problems.length > 0) this.error(`firstPageChunks: ${problems.join('; ')}`);
    },
  };
}

/** What the check of a finished bundle reads of a chunk (Rolldown's output chunk has these). */
export interface BundleChunk {
  readonly fileName: string;
  readonly name: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  /** The files of the chunks it imports statically. */
  readonly imports: readonly string[];
  readonly moduleIds: readonly string[];
}

/**
 * What is wrong with a bundle's first page, one message each: a chunk the always-loaded chunks import beyond the
 * start-up script and the shared chunk (one more request before the first render, named with its modules), or
 * none of the always-loaded chunks found at all (the check would then check nothing).
 */
export function unexpectedFirstPageChunks(
  chunks: readonly BundleChunk[],
  loaded: readonly string[],
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedChunks = chunks.filter((chunk) =>
    loaded.some((source) => chunk.facadeModuleId?.endsWith(`/${source}`)),
  );
  if (loadedChunks.length === 0)
    return [`none of the chunks it always loads (${loaded.join(', ')}) is in the bundle`];
  const expected = (chunk: BundleChunk) =>
    chunk.isEntry || chunk.name === STARTUP_CHUNK || chunk.name === SHARED_CHUNK;
  const split = new Set(
    loadedChunks.flatMap((chunk) => chunk.imports.flatMap((file) => byFile.get(file) ?? [])),
  );
  return [...split]
    .filter((chunk) => !expected(chunk))
    .map((chunk) => {
      const modules = chunk.moduleIds.map((id) => id.replace(/.*\/(src|node_modules)\//, '$1/')).join(', ');
      return `the bundler split ${chunk.fileName} (${modules}) out of the first page: list its modules in alsoShared`;
    });
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
