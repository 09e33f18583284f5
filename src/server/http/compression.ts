import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers sized for a phone (issue 31): a family's match page is ~37 KB of JSON, most of a second on a
 * 400 kbps link. JSON (and CSV) answers over 1 KB are compressed, brotli where the browser takes it, else gzip.
 * The levels are chosen by their cost (bench/results.md, "Compressed answers"): a matchmaker's 36 KB page takes
 * 35 µs at brotli 1 (3.2 KB) against 136 µs at brotli 4 (2.7 KB); the server's cores are scarcer than the
 * half kilobyte, about 9 ms at 400 kbps. Gzip 3 for browsers without brotli (49 µs, 3.1 KB). The client's files and pages come precompressed
 * (http/client.ts), and pictures are already compressed: neither is touched.
 */
export const COMPRESSION = {
  thresholdBytes: 1024,
  brotliQuality: 1,
  gzipLevel: 3,
  /**
   * Answers up to this size are compressed at once, in the request's own turn of the event loop (decision 083).
   * @fastify/compress streams anything over 8 KB on a 2-core machine, and a stream needs several turns of the
   * loop (write, flush, end) before the answer leaves; under load one turn is as long as the work of every
   * request read meanwhile, so a family's match page (~37 KB) waited seconds after its queries were done: the
   * PGlite "stall" of issue 31. At brotli 1 a 128 KB answer costs well under a millisecond at once; bigger ones
   * (a CSV export) still stream, so as not to hold the loop.
   */
  syncCeilingBytes: 128 * 1024,
} as const;

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    globalCompression: true,
    // Requests are not decompressed: no client of Rishta compresses what it sends, and a request's
    // Content-Encoding must stay a header the app ignores, not a 415 of the plugin's.
    globalDecompression: false,
    threshold: COMPRESSION.thresholdBytes,
    syncThreshold: COMPRESSION.syncCeilingBytes,
    encodings: ['br', 'gzip'],
    customTypes: /^(application\/json|text\/csv)\b/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } },
    zlibOptions: { level: COMPRESSION.gzipLevel },
  });
}
