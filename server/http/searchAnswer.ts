/**
 * Sending a search answer. A small page is one `JSON.stringify`. A large one (up to 10 000 hits, ~17 MB) is
 * written piece by piece (a few dozen hits a piece) by a shared scheduler that serialises pieces of all large
 * answers in flight for at most a few milliseconds per turn of the event loop, then lets I/O through: other
 * clients are answered however many large pages are being sent, and a slow reader holds back its own
 * writing (the stream's backpressure) rather than memory. The bytes are those of `JSON.stringify`.
 */
import { Readable } from 'node:stream';

import type { FastifyReply } from 'fastify';

/** Pages with more hits than this are streamed. */
export const STREAM_FROM_HITS = 200;
/** Hits serialised per piece. */
export const HITS_PER_PIECE = 50;
/** Serialising work per turn of the event loop, shared by every large answer in flight. */
const SLICE_MS = 4;

export interface SearchAnswer {
  hits: readonly unknown[];
  aggregations: Readonly<Record<string, unknown>>;
  page: unknown;
}

/** The answer's JSON text in pieces of bounded work. Pure. */
export function* answerPieces(answer: SearchAnswer): Generator<string> {
  yield '{"hits":[';
  for (let at = 0; at < answer.hits.length; at += HITS_PER_PIECE) {
    const piece = answer.hits.slice(at, at + HITS_PER_PIECE).map((hit) => JSON.stringify(hit));
    yield `${at > 0 ? ',' : ''}${piece.join(',')}`;
  }
  yield '],"aggregations":{';
  let first = true;
  for (const [name, buckets] of Object.entries(answer.aggregations)) {
    // JSON.stringify leaves out undefined members; so does this.
    if (buckets === undefined) continue;
    yield `${first ? '' : ','}${JSON.stringify(name)}:${JSON.stringify(buckets)}`;
    first = false;
  }
  yield `},"page":${JSON.stringify(answer.page)}}`;
}

/** Runs queued steps round-robin, at most `SLICE_MS` per turn of the event loop. */
class PieceScheduler {
  private readonly ready: (() => void)[] = [];
  private scheduled = false;

  enqueue(step: () => void): void {
    this.ready.push(step);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.run());
    }
  }

  private run(): void {
    const started = performance.now();
    let step = this.ready.shift();
    while (step !== undefined) {
      step();
      if (performance.now() - started >= SLICE_MS) break;
      step = this.ready.shift();
    }
    this.scheduled = this.ready.length > 0;
    if (this.scheduled) setImmediate(() => this.run());
  }
}

/** A stream of an answer's pieces, each written when the reader wants more and the scheduler gives a turn. */
function answerStream(answer: SearchAnswer, scheduler: PieceScheduler): Readable {
  const pieces = answerPieces(answer);
  let waiting = false;
  const stream = new Readable({
    read() {
      if (waiting) return;
      waiting = true;
      scheduler.enqueue(step);
    },
  });
  function step(): void {
    waiting = false;
    if (stream.destroyed) return;
    const next = pieces.next();
    if (next.done === true) {
      stream.push(null);
    } else if (stream.push(next.value)) {
      waiting = true;
      scheduler.enqueue(step);
    }
  }
  return stream;
}

/** Sends answers: large ones through one scheduler per app. */
export function createSearchAnswerSender(): (reply: FastifyReply, answer: SearchAnswer) => FastifyReply {
  const scheduler = new PieceScheduler();
  return (reply, answer) => {
    reply.type('application/json; charset=utf-8');
    if (answer.hits.length <= STREAM_FROM_HITS) return reply.send(JSON.stringify(answer));
    return reply.send(answerStream(answer, scheduler));
  };
}
