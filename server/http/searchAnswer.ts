/**
 * Sending a search answer. A small page is one `JSON.stringify`; a large one (up to 10 000 hits, ~17 MB) is
 * written in chunks of hits with a turn of the event loop between them, so other clients are answered while
 * it is sent, and a slow reader holds back the writing (the stream's backpressure) rather than memory. The
 * bytes are the same either way.
 */
import { Readable } from 'node:stream';

import type { FastifyReply } from 'fastify';

/** Pages with more hits than this are streamed. */
export const STREAM_FROM_HITS = 200;
/** Hits serialised per turn of the event loop (~1–2 ms of work). */
export const HITS_PER_CHUNK = 100;

export interface SearchAnswer {
  hits: readonly unknown[];
  aggregations: Readonly<Record<string, unknown>>;
  page: unknown;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The answer's JSON text in pieces, yielding to the event loop between them. */
export async function* answerChunks(answer: SearchAnswer): AsyncGenerator<string> {
  yield '{"hits":[';
  for (let at = 0; at < answer.hits.length; at += HITS_PER_CHUNK) {
    if (at > 0) await nextTurn();
    const chunk = answer.hits.slice(at, at + HITS_PER_CHUNK).map((hit) => JSON.stringify(hit));
    yield `${at > 0 ? ',' : ''}${chunk.join(',')}`;
  }
  yield '],"aggregations":{';
  let first = true;
  for (const [name, buckets] of Object.entries(answer.aggregations)) {
    // JSON.stringify leaves out undefined members; so does this.
    if (buckets === undefined) continue;
    await nextTurn();
    yield `${first ? '' : ','}${JSON.stringify(name)}:${JSON.stringify(buckets)}`;
    first = false;
  }
  yield `},"page":${JSON.stringify(answer.page)}}`;
}

export function sendSearchAnswer(reply: FastifyReply, answer: SearchAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (answer.hits.length <= STREAM_FROM_HITS) return reply.send(JSON.stringify(answer));
  return reply.send(Readable.from(answerChunks(answer), { objectMode: false }));
}
