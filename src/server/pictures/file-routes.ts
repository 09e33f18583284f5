import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewer } from '../auth/viewer';
import { httpError } from '../http/errors';
import type { FileStore } from './file-store';
import type { PicturesRepository } from './repository';
import { type StampedCopies, stampDay } from './stamp';

const NOT_FOUND = 'This picture does not exist.';
const fileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, NOT_FOUND);

/** Which copy of a profile's pictures a viewer may have now, if any (the profile view's rule). */
export type PictureAccess = (viewer: Viewer, profileId: number) => Promise<'original' | 'stamped' | null>;

/**
 * GET /file/{id}: a picture or thumbnail (decision 025). Nothing in the address grants anything: every request
 * is decided from the requester's own session (the `Authorization` header, or for an <img> the picture cookie,
 * see auth/viewer.ts) with the same reach and rule as GET /api/profile/{id}, so a withdrawal, a restriction, a
 * block, a deletion or a status change holds from the next request. Another family gets a copy stamped with its
 * own id and the day; matchmakers and the family itself the original. Nothing is kept by the browser: the next
 * look asks again.
 */
export function fileRoutes(deps: {
  pictures: PicturesRepository;
  store: FileStore;
  access: PictureAccess;
  copies: StampedCopies;
}) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/file/:id', { schema: { params: z.object({ id: fileIdSchema }) } }, async (request, reply) => {
        const { id } = request.params;
        const picture = await deps.pictures.findByFileId(id);
        if (!picture) throw httpError(404, NOT_FOUND);
        const { viewer } = request;
        let bytes: Buffer | null;
        if (picture.profileId === null) {
          // Not in a profile yet (just uploaded, the form not saved): whoever holds its unguessable id, the
          // uploader, sees it.
          bytes = await deps.store.get(id);
        } else {
          const access = await deps.access(viewer, picture.profileId);
          if (!access) throw httpError(404, NOT_FOUND);
          bytes =
            access === 'stamped' && viewer.kind === 'user'
              ? await deps.copies.copyOf(id, viewer.profileId, stampDay(), () => deps.store.get(id))
              : await deps.store.get(id);
        }
        if (!bytes) throw httpError(404, NOT_FOUND);
        return (
          reply
            .type('image/webp')
            // The address is the same for every viewer and the answer is not: no browser or proxy keeps it.
            .header('Cache-Control', 'private, no-store')
            .header('X-Content-Type-Options', 'nosniff')
            // Helmet sends it on every answer; a picture must keep it whatever the header settings become.
            .header('Cross-Origin-Resource-Policy', 'same-origin')
            .send(bytes)
        );
      });
  };
}
