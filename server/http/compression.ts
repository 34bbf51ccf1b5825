/**
 * Compression of answers: Brotli or gzip by `Accept-Encoding` (Brotli preferred), above 1 KiB, with
 * `Vary: Accept-Encoding`. Dynamic answers use fast settings: Brotli quality 1 with a 256 KiB window (a
 * 10-hit answer of ~37 KB: ~0.1 ms and ~9.3 KB, where quality 4 took 0.8 ms for ~8.4 KB, and Brotli's
 * default 4 MiB window cost more to set up per answer than compressing it), gzip level 6. An answer sent
 * as one buffer (every page up to 200 hits) is compressed in one synchronous call: a compression stream per answer (a zlib context, a pipeline and
 * trips to the thread pool) cost about 3 ms more and halved throughput. Streamed large pages are
 * compressed as they are written. The build's files come precompressed (vite.config.ts) and are served as
 * they are by the static plugin.
 */
import { constants } from 'node:zlib';

import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: the saving would not pay for the work. */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Buffered answers up to this are compressed synchronously (the plugin's default on two cores is 8 KiB, below
 * a page of 10 hits with its aggregations, ~37 KB). A 200-hit page is ~400 KB: about a millisecond of Brotli 1.
 */
export const COMPRESS_SYNC_UP_TO_BYTES = 1024 * 1024;

/** Brotli's window: 256 KiB holds a page of 100 hits whole; larger pages lose little by it. */
export const BROTLI_WINDOW_BITS = 18;

export function registerCompression(app: FastifyInstance): void {
  void app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_FROM_BYTES,
    syncThreshold: COMPRESS_SYNC_UP_TO_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS },
    },
    zlibOptions: { level: 6 },
    // Request bodies are JSON of at most 64 KiB; they are never accepted compressed.
    globalDecompression: false,
  });
}
