/**
 * Bundle budget: the gzipped JavaScript the first page loads must stay at or under 150 KB (issue 9 set 180 KB,
 * issue 11 160 KB), and its styles under 10 KB: those in index.html (the build puts them all there) and any
 * stylesheet a first-page chunk links. Counted from Vite's manifest: the entry chunk (the start-up
 * script), every chunk it imports statically, and the chunks the first page always loads on demand (the React app,
 * the default language's messages, the facet list beside the results) with their static imports. Prints every
 * chunk, so a regression shows where it came from.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150_000;
const CSS_BUDGET_BYTES = 10_000;
const DIST = 'dist';
/**
 * Modules imported dynamically that a first page on a desktop still loads at once: the default language's
 * messages and the facet list beside the results (on a phone it waits for the filters drawer).
 */
const ALWAYS_LOADED = [
  'src/i18n/messages/nb.ts',
  'src/features/facets/FacetList.tsx',
  'src/app/renderApp.tsx',
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;

const firstPage = new Set<string>();
const visit = (key: string): void => {
  const chunk = manifest[key];
  if (!chunk || firstPage.has(key)) return;
  firstPage.add(key);
  for (const imported of chunk.imports ?? []) visit(imported);
};
const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
if (entries.length === 0)
  throw new Error('No entry chunk in dist/.vite/manifest.json: run `npm run build` first');
const missing = ALWAYS_LOADED.filter((key) => !(key in manifest));
if (missing.length > 0) throw new Error(`Not in the manifest (renamed?): ${missing.join(', ')}`);
for (const key of [...entries, ...ALWAYS_LOADED]) visit(key);

const gzipped = (file: string): number => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

let total = 0;
const rows: string[] = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const size = gzipped(chunk.file);
  const loaded = firstPage.has(key);
  if (loaded) total += size;
  rows.push(`${loaded ? 'first page' : 'on demand '}  ${kb(size).padStart(9)}  ${chunk.file}`);
}
const stylesheets = new Set([...firstPage].flatMap((key) => manifest[key]?.css ?? []));
let css = 0;
for (const file of stylesheets) {
  const size = gzipped(file);
  css += size;
  rows.push(`first page  ${kb(size).padStart(9)}  ${file}`);
}
const inlineStyles = [...readFileSync(join(DIST, 'index.html'), 'utf8').matchAll(/<style>([^]*?)<\/style>/g)]
  .map((match) => match[1] ?? '')
  .join('');
if (inlineStyles !== '') {
  const size = gzipSync(inlineStyles, { level: 9 }).length;
  css += size;
  rows.push(`first page  ${kb(size).padStart(9)}  <style> in index.html`);
}
process.stdout.write(`${rows.sort().join('\n')}\n`);
process.stdout.write(
  `First page JavaScript: ${kb(total)} gzipped (budget ${kb(BUDGET_BYTES)}, ${kb(BUDGET_BYTES - total)} left)\n`,
);
process.stdout.write(
  `First page stylesheets: ${kb(css)} gzipped (budget ${kb(CSS_BUDGET_BYTES)}, ${kb(CSS_BUDGET_BYTES - css)} left)\n`,
);

// The host pages' script (public/embed.js, copied as it is into dist/) is loaded by other sites: it stays tiny.
const EMBED_SCRIPT_BUDGET_BYTES = 2048;
const embedScript = gzipped('embed.js');
process.stdout.write(
  `Host script embed.js: ${embedScript} bytes gzipped (budget ${EMBED_SCRIPT_BUDGET_BYTES} bytes)\n`,
);

if (total > BUDGET_BYTES) {
  process.stderr.write('Bundle budget exceeded: split what the first page does not need.\n');
  process.exit(1);
}
if (css > CSS_BUDGET_BYTES) {
  process.stderr.write(
    'First-page styles over budget: the build puts every style in index.html; trim what no page needs.\n',
  );
  process.exit(1);
}
if (embedScript > EMBED_SCRIPT_BUDGET_BYTES) {
  process.stderr.write('embed.js is over 2 KB gzipped: host pages load it, keep it small.\n');
  process.exit(1);
}
