import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { randomToken } from '../auth/secrets';
import { httpError } from '../http/errors';
import { enforceLimit, type Limit } from '../rate-limit/limit';
import type { RateLimitRepository } from '../rate-limit/repository';
import type { FileStore } from './file-store';
import { MAX_UPLOAD_BYTES, PictureRejected, processPicture, UPLOAD_MESSAGES } from './images';
import type { PicturesRepository } from './repository';
import type { PictureSigner } from './signing';

const fileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'This picture does not exist.');
const NOT_FOUND = 'This picture does not exist.';

export function picturesRoutes(deps: {
  pictures: PicturesRepository;
  store: FileStore;
  signer: PictureSigner;
  limits: RateLimitRepository;
  limit: Limit;
}) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 4096 },
    });
    const api = app.withTypeProvider<ZodTypeProvider>();

    // FilePond's "process": one picture a request; the answer is the id FilePond keeps, as plain text.
    api.post('/api/upload', async (request, reply) => {
      await enforceLimit(deps.limits, request, deps.limit);
      if (!request.isMultipart()) throw httpError(400, UPLOAD_MESSAGES.missing);
      const file = await request.file().catch(() => {
        throw httpError(400, UPLOAD_MESSAGES.missing);
      });
      if (!file) throw httpError(400, UPLOAD_MESSAGES.missing);
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, UPLOAD_MESSAGES.tooLarge);
        throw httpError(400, UPLOAD_MESSAGES.notAPicture);
      });
      let processed: Awaited<ReturnType<typeof processPicture>>;
      try {
        processed = await processPicture(bytes);
      } catch (error) {
        if (error instanceof PictureRejected)
          throw httpError(bytes.length > MAX_UPLOAD_BYTES ? 413 : 400, error.message);
        throw error;
      }
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
      });
      return reply.code(201).type('text/plain').send(id);
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

    api.get(
      '/file/:id',
      {
        schema: {
          params: z.object({ id: fileIdSchema }),
          querystring: z.object({
            exp: z.coerce.number().int().optional(),
            sig: z.string().max(64).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const picture = await deps.pictures.findByFileId(id);
        if (!picture) throw httpError(404, NOT_FOUND);
        // A picture not yet in a profile is seen only by whoever holds its unguessable id (the uploader).
        const signed =
          request.query.exp !== undefined &&
          request.query.sig !== undefined &&
          deps.signer.verify(id, request.query.exp, request.query.sig);
        if (picture.profileId !== null && !signed) throw httpError(404, NOT_FOUND);
        const bytes = await deps.store.get(id);
        if (!bytes) throw httpError(404, NOT_FOUND);
        return reply
          .type('image/webp')
          .header(
            'Cache-Control',
            picture.profileId === null ? 'private, no-store' : 'private, max-age=31536000, immutable',
          )
          .header('X-Content-Type-Options', 'nosniff')
          .send(bytes);
      },
    );
  };
}
