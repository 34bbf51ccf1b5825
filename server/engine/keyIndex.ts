/**
 * Resources by string keys (facet keys, types, URIs), both ways: each resource holds key ids (for counting
 * with typed-array counters), each key its resources (for filtering). An aggregation's filter and buckets
 * read the same index, so the two can never disagree. Key ids follow the keys' code-unit order, so ordering
 * buckets by key is ordering by id.
 */
import type { SearchObject } from '../../src/interface/searchObject';
import { Bitset } from './bitset';
import { BuildBuffers, Dictionary, row, transpose, type Rows } from './postings';
import type { Scratch } from './scratch';

export interface KeyIndex {
  /** Every key, in code-unit order (unless built unsorted); a key's id is its position. */
  readonly keys: readonly string[];
  readonly idOf: ReadonlyMap<string, number>;
  /** Resource → key ids. */
  readonly keysOfDoc: Rows;
  /** Key id → resources, increasing. */
  readonly docsOfKey: Rows;
}

/**
 * `keysOf` gives each resource's keys, each once. Without `sortKeys` (keys that are only looked up, such as
 * URIs) ids stay in order of first sight.
 */
export function buildKeyIndex(
  docs: readonly SearchObject[],
  keysOf: (doc: SearchObject) => readonly string[],
  sortKeys = true,
  buffers = new BuildBuffers(),
): KeyIndex {
  const seen = new Dictionary();
  // Key ids go straight into the shared buffer: no array per resource.
  const offsets = new Int32Array(docs.length + 1);
  buffers.reset();
  const { items } = buffers;
  for (let d = 0; d < docs.length; d++) {
    for (const key of keysOf(docs[d] as SearchObject)) items.push(seen.idOf(key));
    offsets[d + 1] = items.length;
  }
  const unsorted: Rows = { offsets, items: sortKeys ? items.view() : items.toArray() };
  if (!sortKeys) {
    return {
      keys: seen.values,
      idOf: seen.map,
      keysOfDoc: unsorted,
      docsOfKey: transpose(unsorted, seen.size),
    };
  }

  const keys = [...seen.values].sort(compareCodeUnits);
  const idOf = new Map(keys.map((key, id) => [key, id]));
  const remap = Int32Array.from(seen.values, (key) => idOf.get(key) ?? 0);
  const keysOfDoc: Rows = {
    offsets: unsorted.offsets,
    items: unsorted.items.map((id) => remap[id] ?? 0),
  };
  return { keys, idOf, keysOfDoc, docsOfKey: transpose(keysOfDoc, keys.length) };
}

/** The resources holding `key`; empty for an unknown key. */
export function docsWithKey(index: KeyIndex, key: string): Int32Array {
  const id = index.idOf.get(key);
  return id === undefined ? new Int32Array(0) : row(index.docsOfKey, id);
}

/**
 * The sets of keys held by many resources, made once per key on first use (the index never changes): a filter
 * on such a key (a type, `/STAT`, `PUBLIC`) then costs one AND of words instead of setting a bit per resource.
 */
const denseSets = new WeakMap<KeyIndex, Map<number, Bitset>>();

/** Sets are kept for keys held by more than one resource in this many (a set's words cost as much as that). */
const DENSE_SHARE = 32;

/** The resources holding `key` as a set over `scratch.size` resources; read-only (it may be kept). */
export function keySet(index: KeyIndex, key: string, scratch: Scratch): Bitset {
  const id = index.idOf.get(key);
  if (id === undefined) return scratch.emptySet();
  const docs = row(index.docsOfKey, id);
  if (docs.length * DENSE_SHARE <= scratch.size) return scratch.setOf(docs);
  let kept = denseSets.get(index);
  if (kept === undefined) denseSets.set(index, (kept = new Map<number, Bitset>()));
  let set = kept.get(id);
  if (set === undefined) kept.set(id, (set = Bitset.of(scratch.size, docs)));
  return set;
}

/** Plain UTF-16 code-unit order, the order of bucket keys and ids. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
