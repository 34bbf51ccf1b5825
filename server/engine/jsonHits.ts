/**
 * `JsonHits` over hits already in hand: for engines that wrap another's `search` (tests put a failing or
 * lossy service in front of the real one) and for tests of the answer's bytes. Pure.
 */
import type { SearchObject } from '../../src/interface/searchObject';
import type { EngineJsonResult, EngineResult, JsonHits } from './types';

/** JSON texts as `JsonHits`. */
export function jsonHitsOf(texts: readonly string[]): JsonHits {
  const buffers = texts.map((text) => Buffer.from(text, 'utf8'));
  return {
    length: buffers.length,
    byteLength: buffers.reduce((sum, text) => sum + text.length, 0),
    json(i) {
      const text = buffers[i];
      if (text === undefined) throw new RangeError(`no hit ${i} in a page of ${buffers.length}`);
      return text;
    },
  };
}

/** `search`'s result as `searchJson`'s. */
export function jsonResultOf(result: EngineResult): EngineJsonResult {
  const texts = result.hits.map((hit: SearchObject) => JSON.stringify(hit));
  return { ...result, hits: jsonHitsOf(texts) };
}
