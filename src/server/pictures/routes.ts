import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { randomToken } from '../auth/secrets';
import { httpError } from '../http/errors';
import { enforceLimit, type Limit } from '../rate-limit/limit';
import type { RateLimitRepository } from '../rate-limit/repository';
import type { FileStore } from './file-store';
import {
  MAX_UPLOAD_BYTES,
  PictureRejected,
  processPicture,
  UNATTACHED_BYTES_PER_ADDRESS,
  UPLOAD_MESSAGES,
} from './images';
import type { PicturesRepository } from './repository';
import { UPLOAD_RETRY_AFTER_SECONDS, type UploadQueue } from './upload-queue';

const fileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'This picture does not exist.');
const NOT_FOUND = 'This picture does not exist.';

export function picturesRoutes(deps: {
  pictures: PicturesRepository;
  store: FileStore;
  limits: RateLimitRepository;
  limit: Limit;
  uploads: UploadQueue;
}) {
  /** 429 when `bytes` more would take the address's pictures that no profile holds past its bound. */
  async function roomFor(address: string, bytes: number) {
    const waiting = await deps.pictures.unattachedBytesFrom(address);
    if (waiting + bytes > UNATTACHED_BYTES_PER_ADDRESS || waiting >= UNATTACHED_BYTES_PER_ADDRESS)
      throw httpError(429, UPLOAD_MESSAGES.tooManyWaiting);
  }

  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 4096 },
    });
    const api = app.withTypeProvider<ZodTypeProvider>();

    // FilePond's "process": one picture a request; the answer is the id FilePond keeps, as plain text.
    // The upload holds a place in the queue from the first byte of its body read to its answer (decision 024).
    api.post('/api/upload', async (request, reply) => {
      await enforceLimit(deps.limits, request, deps.limit);
      if (!request.isMultipart()) throw httpError(400, UPLOAD_MESSAGES.missing);
      // Matchmakers are not limited (as for the count above); their uploads are not counted against an address.
      const address = request.viewer.kind === 'admin' ? null : request.ip;
      // An address already at its bound is refused before its body is read (decision 049).
      if (address !== null) await roomFor(address, 0);
      // Refused before its body is read: a full queue must not take in 10 MB for every request it turns away.
      // Node reads the rest of the body off the connection and drops it, so the browser gets the answer.
      const slot = deps.uploads.tryEnter();
      if (!slot)
        return reply
          .code(503)
          .header('Retry-After', String(UPLOAD_RETRY_AFTER_SECONDS))
          .send({ statusCode: 503, error: 'Service Unavailable', message: UPLOAD_MESSAGES.busy });
      // A sender that stalls must not keep its place for ever: its connection is closed after the deadline.
      const deadline = setTimeout(() => request.raw.destroy(), deps.uploads.readDeadlineMs);
      try {
        const file = await request.file().catch(() => {
          throw httpError(400, UPLOAD_MESSAGES.missing);
        });
        if (!file) throw httpError(400, UPLOAD_MESSAGES.missing);
        const bytes = await file.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, UPLOAD_MESSAGES.tooLarge);
          throw httpError(400, UPLOAD_MESSAGES.notAPicture);
        });
        clearTimeout(deadline);
        let processed: Awaited<ReturnType<typeof processPicture>>;
        try {
          processed = await slot.decode(() => processPicture(bytes));
        } catch (error) {
          if (error instanceof PictureRejected)
            throw httpError(bytes.length > MAX_UPLOAD_BYTES ? 413 : 400, error.message);
          throw error;
        }
        // Checked again with the picture's own size, before anything is stored. Uploads from one address that
        // run together may pass it together: the queue's few places bound that overshoot.
        if (address !== null) await roomFor(address, processed.picture.length + processed.thumbnail.length);
        const id = randomToken(16);
        const thumbnailId = randomToken(16);
        await deps.store.put(id, processed.picture);
        await deps.store.put(thumbnailId, processed.thumbnail);
        await deps.pictures.insertUnattached({
          id,
          thumbnailId,
          width: processed.width,
          height: processed.height,
          byteSize: processed.picture.length,
          thumbnailByteSize: processed.thumbnail.length,
          uploaderAddress: address,
        });
        return reply.code(201).type('text/plain').send(id);
      } finally {
        clearTimeout(deadline);
        slot.release();
      }
    });

    // FilePond's "revert": only a picture no profile holds yet can be taken back this way.
    api.delete(
      '/api/upload',
      { schema: { body: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), fileIdSchema) } },
      async (request, reply) => {
        const deleted = await deps.pictures.deleteUnattached(request.body);
        if (!deleted) throw httpError(404, NOT_FOUND);
        await deps.store.delete(deleted.id);
        await deps.store.delete(deleted.thumbnailId);
        return reply.code(204).send();
      },
    );
  };
}
