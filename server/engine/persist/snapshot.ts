/**
 * An engine index as a `Packable` tree (what the index cache stores), and back. Everything a query reads is
 * kept as built (typed arrays, vocabularies, key lists); only what is cheap to derive is left out (the
 * lookup maps, the sorted vocabulary) and rebuilt on reading. Resources are stored as their JSON texts and
 * read back as a `jsonDocStore`, which parses only the hits an answer returns. Reading checks the shape of
 * every part and throws `PackError` at the first that does not fit. Pure: no I/O.
 */
import { AGGREGATIONS, type AggregationName } from '../../../src/interface/vocabulary';
import { docTexts, jsonDocStore, type DocTexts } from '../docStore';
import type { EngineIndex } from '../engineIndex';
import type { KeyIndex } from '../keyIndex';
import { Dictionary, type Rows } from '../postings';
import { TEXT_FIELDS, type TextField } from '../resourceFields';
import type { FieldIndex } from '../textIndex';
import { PackError, type Packable } from './pack';

type Tree = { readonly [key: string]: Packable };

const rowsOut = (rows: Rows): Tree => ({ offsets: rows.offsets, items: rows.items });

const keyIndexOut = (index: KeyIndex): Tree => ({
  keys: index.keys,
  keysOfDoc: rowsOut(index.keysOfDoc),
  docsOfKey: rowsOut(index.docsOfKey),
});

const fieldOut = (field: FieldIndex): Tree => ({
  docCount: field.docCount,
  unitCount: field.unitCount,
  tokens: field.tokens.values,
  sortedIds: field.sortedIds,
  unitsOfToken: rowsOut(field.unitsOfToken),
  sequences: field.sequences === null ? null : rowsOut(field.sequences),
});

/** `index` as a tree for `pack`; the resources become one block of JSON texts (given, or made here). */
export function snapshotOf(index: EngineIndex, texts: DocTexts = docTexts(index.docs)): Tree {
  return {
    count: index.count,
    hidden: index.hidden,
    docs: { bytes: texts.bytes, starts: texts.starts },
    fields: Object.fromEntries(TEXT_FIELDS.map((name) => [name, fieldOut(index.fields[name])])),
    facets: Object.fromEntries(AGGREGATIONS.map((name) => [name, keyIndexOut(index.facets[name])])),
    searchTypes: keyIndexOut(index.searchTypes),
    uris: keyIndexOut(index.uris),
    relations: keyIndexOut(index.relations),
    organizations: keyIndexOut(index.organizations),
    transport: index.transport,
    orders: { ...index.orders },
    harvested: { ...index.harvested },
    modified: { ...index.modified },
  };
}

/** The index `snapshotOf` gave `tree`. */
export function indexFromSnapshot(tree: Packable): EngineIndex {
  const root = record(tree, 'index');
  const count = integer(root.count, 'count');
  const docs = record(root.docs, 'docs');
  const starts = float64s(docs.starts, 'docs.starts', count + 1);
  const bytes = docs.bytes;
  if (!(bytes instanceof Uint8Array)) throw new PackError('docs.bytes: expected bytes');
  if (bytes.length !== starts[count]) throw new PackError('docs.bytes: length does not match docs.starts');
  const fields = record(root.fields, 'fields');
  const facets = record(root.facets, 'facets');
  const orders = record(root.orders, 'orders');
  return {
    docs: jsonDocStore(bytes, starts),
    count,
    hidden: integer(root.hidden, 'hidden'),
    fields: Object.fromEntries(
      TEXT_FIELDS.map((name) => [name, fieldIn(fields[name], `fields.${name}`, count)]),
    ) as Record<TextField, FieldIndex>,
    facets: Object.fromEntries(
      AGGREGATIONS.map((name) => [name, keyIndexIn(facets[name], `facets.${name}`, count)]),
    ) as Record<AggregationName, KeyIndex>,
    searchTypes: keyIndexIn(root.searchTypes, 'searchTypes', count),
    uris: keyIndexIn(root.uris, 'uris', count),
    relations: keyIndexIn(root.relations, 'relations', count),
    organizations: keyIndexIn(root.organizations, 'organizations', count),
    transport: int32s(root.transport, 'transport'),
    orders: {
      desc: int32s(orders.desc, 'orders.desc', count),
      asc: int32s(orders.asc, 'orders.asc', count),
      rankDesc: int32s(orders.rankDesc, 'orders.rankDesc', count),
      rankAsc: int32s(orders.rankAsc, 'orders.rankAsc', count),
    },
    harvested: dateColumnIn(root.harvested, 'harvested', count),
    modified: dateColumnIn(root.modified, 'modified', count),
  };
}

function fieldIn(value: Packable | undefined, name: string, count: number): FieldIndex {
  const field = record(value, name);
  const tokens = Dictionary.of(strings(field.tokens, `${name}.tokens`));
  const sortedIds = int32s(field.sortedIds, `${name}.sortedIds`, tokens.size);
  const unitCount = integer(field.unitCount, `${name}.unitCount`);
  return {
    docCount: integer(field.docCount, `${name}.docCount`, count),
    unitCount,
    tokens,
    sortedTokens: Array.from(sortedIds, (id) => tokens.values[id] ?? ''),
    sortedIds,
    unitsOfToken: rowsIn(field.unitsOfToken, `${name}.unitsOfToken`, tokens.size),
    sequences: field.sequences === null ? null : rowsIn(field.sequences, `${name}.sequences`, unitCount),
    prefixCache: new Map(),
  };
}

function keyIndexIn(value: Packable | undefined, name: string, count: number): KeyIndex {
  const index = record(value, name);
  const keys = strings(index.keys, `${name}.keys`);
  return {
    keys,
    idOf: new Map(keys.map((key, id) => [key, id])),
    keysOfDoc: rowsIn(index.keysOfDoc, `${name}.keysOfDoc`, count),
    docsOfKey: rowsIn(index.docsOfKey, `${name}.docsOfKey`, keys.length),
  };
}

function dateColumnIn(value: Packable | undefined, name: string, count: number) {
  const column = record(value, name);
  return {
    docs: int32s(column.docs, `${name}.docs`, count),
    times: float64s(column.times, `${name}.times`, count),
  };
}

/** Rows with `rowCount` rows whose offsets stay inside their items. */
function rowsIn(value: Packable | undefined, name: string, rowCount: number): Rows {
  const rows = record(value, name);
  const offsets = int32s(rows.offsets, `${name}.offsets`, rowCount + 1);
  const items = int32s(rows.items, `${name}.items`);
  if (offsets[0] !== 0 || offsets[rowCount] !== items.length) {
    throw new PackError(`${name}: offsets do not cover the items`);
  }
  return { offsets, items };
}

function record(value: Packable | undefined, name: string): Tree {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || ArrayBuffer.isView(value)) {
    throw new PackError(`${name}: expected an object`);
  }
  return value as Tree;
}

function integer(value: Packable | undefined, name: string, expected?: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new PackError(`${name}: expected a whole number`);
  }
  if (expected !== undefined && value !== expected) throw new PackError(`${name}: expected ${expected}`);
  return value;
}

function strings(value: Packable | undefined, name: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new PackError(`${name}: expected a list of strings`);
  }
  return value;
}

function int32s(value: Packable | undefined, name: string, length?: number): Int32Array {
  if (!(value instanceof Int32Array)) throw new PackError(`${name}: expected int32 values`);
  if (length !== undefined && value.length !== length)
    throw new PackError(`${name}: expected ${length} values`);
  return value;
}

function float64s(value: Packable | undefined, name: string, length: number): Float64Array {
  if (!(value instanceof Float64Array)) throw new PackError(`${name}: expected float64 values`);
  if (value.length !== length) throw new PackError(`${name}: expected ${length} values`);
  return value;
}
