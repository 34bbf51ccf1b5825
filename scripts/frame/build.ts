/**
 * `npm run build`'s last step: the page's frame (src/app/serverEntry.tsx `renderFrame`: header, search box, tabs,
 * result placeholders, in every arrangement) rendered by the server bundle just built, for each language. The
 * default language's goes into dist/index.html, so that a static host paints it before any script runs; all three
 * go to dist/.server/frames.json, from which the service gives each language's page its own
 * (server/http/appPages.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { FRAMES_FILE } from '../../server/http/appPages.ts';
import { SERVER_BUNDLE } from '../../server/http/pageRendering.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/interface/locales.ts';
import { compressBeside } from '../vite/precompress.ts';
import { framedPage } from './framedPage.ts';

const DIST = 'dist';

interface ServerBundle {
  renderFrame(locale: Locale): Promise<string>;
}

const bundle = (await import(pathToFileURL(resolve(DIST, SERVER_BUNDLE)).href)) as ServerBundle;
const frames: Record<Locale, string> = {
  nb: await bundle.renderFrame('nb'),
  nn: await bundle.renderFrame('nn'),
  en: await bundle.renderFrame('en'),
};

const index = join(DIST, 'index.html');
await writeFile(index, framedPage(await readFile(index, 'utf8'), frames[DEFAULT_LOCALE]));
// The server sends a precompressed index.html as it is: made again from the page with its frame.
await compressBeside(index);
await writeFile(join(DIST, FRAMES_FILE), JSON.stringify(frames));
process.stdout.write(
  `The page's frame in index.html: ${frames[DEFAULT_LOCALE].length} characters (each language's in ${FRAMES_FILE})\n`,
);
