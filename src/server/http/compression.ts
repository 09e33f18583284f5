import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers sized for a phone (issue 31): a family's match page is ~37 KB of JSON, most of a second on a
 * 400 kbps link. JSON (and CSV) answers over 1 KB are compressed, brotli where the browser takes it, else gzip.
 * The levels are chosen by their cost in `npm run bench:load` (bench/results.md): brotli 4 and gzip 5 shrink a
 * match page about six times for well under a millisecond. The client's files and pages come precompressed
 * (http/client.ts), and pictures are already compressed: neither is touched.
 */
export const COMPRESSION = { thresholdBytes: 1024, brotliQuality: 4, gzipLevel: 5 } as const;

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    globalCompression: true,
    // Requests are not decompressed: no client of Rishta compresses what it sends, and a request's
    // Content-Encoding must stay a header the app ignores, not a 415 of the plugin's.
    globalDecompression: false,
    threshold: COMPRESSION.thresholdBytes,
    encodings: ['br', 'gzip'],
    customTypes: /^(application\/json|text\/csv)\b/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } },
    zlibOptions: { level: COMPRESSION.gzipLevel },
  });
}
