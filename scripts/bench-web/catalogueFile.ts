/** Writes the demo catalogue with a 15 000-value Geography facet as NDJSON (a `CATALOGUE_FILE`). */
import { writeFile } from 'node:fs/promises';

import { generateCatalogue, startOfUtcDay } from '../../server/catalogue/generate';
import { withDistinctPlaces } from './distinctPlaces';

export const DISTINCT_PLACES = 15_000;
/** The default demo catalogue's size, so only the facet differs from it. */
const SIZE = 20_000;

export async function writeManyPlacesCatalogue(path: string): Promise<void> {
  const hits = withDistinctPlaces(
    generateCatalogue({ size: SIZE, seed: 1, now: startOfUtcDay(new Date()) }),
    DISTINCT_PLACES,
  );
  await writeFile(path, hits.map((hit) => `${JSON.stringify(hit)}\n`).join(''));
}
