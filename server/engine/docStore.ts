/**
 * The searchable resources, by document number. A freshly built index holds the catalogue's own objects; an
 * index read back from the cache holds each resource as its JSON text, which an answer splices in as it is
 * (`json`), so neither a warm start nor an answer parses resources.
 */
import type { SearchObject } from '../../src/interface/searchObject';

export interface DocStore {
  readonly count: number;
  /** Resource `doc` (0 … count-1), or undefined outside that range. */
  at(doc: number): SearchObject | undefined;
  /** Resource `doc` as UTF-8 JSON, exactly the bytes of `JSON.stringify(at(doc))`; undefined outside the range. */
  json(doc: number): Buffer | undefined;
  /** The length of `json(doc)` in bytes (0 outside the range), for bounding the bytes an answer sends. */
  jsonBytes(doc: number): number;
}

export function arrayDocStore(docs: readonly SearchObject[]): DocStore {
  const json = (doc: number): Buffer | undefined => {
    const resource = docs[doc];
    return resource === undefined ? undefined : Buffer.from(JSON.stringify(resource), 'utf8');
  };
  // Lengths are learnt once per resource (0: not yet): a built index keeps objects, not texts.
  const lengths = new Int32Array(docs.length);
  return {
    count: docs.length,
    at: (doc) => docs[doc],
    json,
    jsonBytes(doc) {
      const known = lengths[doc];
      if (known === undefined || known > 0) return known ?? 0;
      const length = json(doc)?.length ?? 0;
      lengths[doc] = length;
      return length;
    },
  };
}

/**
 * Resources as UTF-8 JSON texts laid end to end: resource `d` is `bytes[starts[d] … starts[d + 1])`.
 * `starts` is a Float64Array because a large catalogue's text exceeds 2 GiB's int32 offsets.
 */
export function jsonDocStore(bytes: Uint8Array, starts: Float64Array): DocStore {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = Math.max(starts.length - 1, 0);
  const inRange = (doc: number) => Number.isInteger(doc) && doc >= 0 && doc < count;
  return {
    count,
    at(doc) {
      if (!inRange(doc)) return undefined;
      return JSON.parse(text.toString('utf8', starts[doc], starts[doc + 1])) as SearchObject;
    },
    // A view of the stored bytes: no copy, no parse.
    json: (doc) => (inRange(doc) ? text.subarray(starts[doc], starts[doc + 1]) : undefined),
    jsonBytes: (doc) => (inRange(doc) ? (starts[doc + 1] ?? 0) - (starts[doc] ?? 0) : 0),
  };
}

export interface DocTexts {
  bytes: Buffer;
  starts: Float64Array;
}

/** Every resource of `store` as JSON texts laid end to end, for `jsonDocStore`. */
export function docTexts(store: DocStore): DocTexts {
  const steps = docTextSteps(store);
  for (let step = steps.next(); ; step = steps.next()) if (step.done === true) return step.value;
}

/**
 * `docTexts` a few thousand resources at a time: a step per `next()`, the texts as the return value. Lets a
 * caller encode in the background without holding the event loop for seconds.
 */
export function* docTextSteps(store: DocStore): Generator<void, DocTexts> {
  const parts: Buffer[] = [];
  const starts = new Float64Array(store.count + 1);
  let length = 0;
  // Texts are joined and encoded a part at a time: one Buffer per resource costs several times more.
  for (let from = 0; from < store.count; from += TEXTS_PER_PART) {
    const texts: string[] = [];
    for (let d = from; d < Math.min(from + TEXTS_PER_PART, store.count); d++) {
      const text = JSON.stringify(store.at(d));
      texts.push(text);
      length += Buffer.byteLength(text, 'utf8');
      starts[d + 1] = length;
    }
    parts.push(Buffer.from(texts.join(''), 'utf8'));
    yield;
  }
  return { bytes: Buffer.concat(parts, length), starts };
}

const TEXTS_PER_PART = 1024;
