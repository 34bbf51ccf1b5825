/**
 * A search answer's bytes, spliced from its hits' ready JSON: `{"hits":[…],"aggregations":…,"page":…}`,
 * byte for byte what `JSON.stringify` writes for the same answer with the hits as objects. Hits are never
 * parsed or serialised here; only the aggregations and the page (a few kilobytes) go through `JSON.stringify`.
 * Pure.
 */
import type { JsonHits } from '../engine/types';

export interface JsonAnswer {
  hits: JsonHits;
  aggregations: Readonly<Record<string, unknown>>;
  page: unknown;
}

/** Hits per piece of a streamed answer: ~90 KB of catalogue JSON. */
export const HITS_PER_PIECE = 50;

const HEAD = Buffer.from('{"hits":[', 'utf8');
const COMMA = Buffer.from(',', 'utf8');

/** `],"aggregations":…,"page":…}`: what follows the hits. */
function tailOf(answer: JsonAnswer): Buffer {
  return Buffer.from(
    `],"aggregations":${JSON.stringify(answer.aggregations)},"page":${JSON.stringify(answer.page)}}`,
    'utf8',
  );
}

/** Hits `from … to-1`, comma-separated (with a leading comma unless `from` is 0), as parts to concatenate. */
function hitParts(hits: JsonHits, from: number, to: number): Buffer[] {
  const parts: Buffer[] = [];
  for (let i = from; i < to; i++) {
    if (i > 0) parts.push(COMMA);
    parts.push(hits.json(i));
  }
  return parts;
}

/** The answer's length in bytes, from the hits' lengths: what a streamed answer reserves while it is sent. */
export function answerByteLength(answer: JsonAnswer): number {
  const { hits } = answer;
  return HEAD.length + hits.byteLength + Math.max(hits.length - 1, 0) + tailOf(answer).length;
}

/** The whole answer in one buffer: for pages small enough to send (and compress) in one go. */
export function answerBytes(answer: JsonAnswer): Buffer {
  return Buffer.concat([HEAD, ...hitParts(answer.hits, 0, answer.hits.length), tailOf(answer)]);
}

/**
 * The answer in pieces of `HITS_PER_PIECE` hits, each read from the store only when the piece is asked for,
 * so that a 10 000-hit page never exists whole in memory.
 */
export function* answerPieces(answer: JsonAnswer): Generator<Buffer> {
  yield HEAD;
  const { hits } = answer;
  for (let from = 0; from < hits.length; from += HITS_PER_PIECE) {
    yield Buffer.concat(hitParts(hits, from, Math.min(from + HITS_PER_PIECE, hits.length)));
  }
  yield tailOf(answer);
}
