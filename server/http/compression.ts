/**
 * Compression of answers: Brotli or gzip by `Accept-Encoding` (Brotli preferred), above 1 KiB, with
 * `Vary: Accept-Encoding`. Dynamic answers use fast settings (Brotli quality 4, gzip level 6): a few tenths
 * of a millisecond for a page of 20 hits. Streamed large pages are compressed as they are written. The
 * build's files come precompressed (vite.config.ts) and are served as they are by the static plugin.
 */
import { constants } from 'node:zlib';

import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: the saving would not pay for the work. */
export const COMPRESS_FROM_BYTES = 1024;

export function registerCompression(app: FastifyInstance): void {
  void app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are JSON of at most 64 KiB; they are never accepted compressed.
    globalDecompression: false,
  });
}
