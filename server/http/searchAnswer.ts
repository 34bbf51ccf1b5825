/**
 * Sending a search answer, spliced from the hits' ready JSON (answerJson.ts). A small page is one buffer
 * (compressed, when asked, in one synchronous call: compression.ts). A large one (up to 10 000 hits, ~17 MB)
 * is written piece by piece (50 hits a piece) by a shared scheduler that writes pieces of all large answers
 * in flight for at most a few milliseconds per turn of the event loop, then lets I/O through: other clients
 * are answered however many large pages are being sent, and a slow reader holds back its own writing (the
 * stream's backpressure) rather than memory. A large answer must also fit the bounds on bytes in flight
 * (bytesInFlight.ts; else 503 with `Retry-After`) and be read within the send timeout (else the connection
 * is closed).
 */
import { Readable } from 'node:stream';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { answerByteLength, answerBytes, answerPieces, type JsonAnswer } from './answerJson';
import { BytesInFlight, type InFlightLimits } from './bytesInFlight';
import { clientKey } from './clientKey';
import { sendProblem } from './problem';

/** Pages with more hits than this are streamed. */
export const STREAM_FROM_HITS = 200;
/** Writing work per turn of the event loop, shared by every large answer in flight. */
const SLICE_MS = 4;
/** What a shed client is told to wait, in seconds: about the time a large page takes to send. */
export const SHED_RETRY_AFTER_SECONDS = 5;

export interface SendLimits extends InFlightLimits {
  /** A large answer not read to its end within this is cut off (its connection closed). */
  sendTimeoutMs: number;
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
function answerStream(answer: JsonAnswer, scheduler: PieceScheduler): Readable {
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

export type SearchAnswerSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: JsonAnswer,
) => FastifyReply;

/** Sends answers: large ones through one scheduler and one account of bytes in flight per app. */
export function createSearchAnswerSender(limits: SendLimits): SearchAnswerSender {
  const scheduler = new PieceScheduler();
  const inFlight = new BytesInFlight(limits);
  return (request, reply, answer) => {
    if (answer.hits.length <= STREAM_FROM_HITS) {
      return reply.type('application/json; charset=utf-8').send(answerBytes(answer));
    }
    const release = inFlight.reserve(clientKey(request.ip), answerByteLength(answer));
    if (release === null) {
      reply.header('retry-after', String(SHED_RETRY_AFTER_SECONDS));
      return sendProblem(
        request,
        reply,
        503,
        'Too many large pages are being sent (to this client or in all); retry later.',
      );
    }
    // Whatever ends the response (sent, cut off, abandoned by the client) gives the bytes back.
    const timer = setTimeout(() => reply.raw.destroy(), limits.sendTimeoutMs);
    reply.raw.once('close', () => {
      clearTimeout(timer);
      release();
    });
    return reply.type('application/json; charset=utf-8').send(answerStream(answer, scheduler));
  };
}
