import { familyFeesSchema, profileExportSchema } from '@shared/family-controls';
import { pathIdSchema } from '@shared/ids';
import { type ProfileView, profileViewSchema } from '@shared/profile-view';
import { withBaseVersion } from '@shared/versions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn, type Viewer } from '../auth/viewer';
import type { FamilyControlsService } from './service';

const params = z.object({ id: pathIdSchema() });

/**
 * A family's control over its own profile (decisions 060, 061): pause, resume, export and fees. The family
 * itself and matchmakers only. The delete is `DELETE /api/profile/{id}` (profiles/routes.ts).
 */
export function familyControlsRoutes(
  service: FamilyControlsService,
  view: (viewer: Viewer, id: number) => Promise<ProfileView>,
) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    for (const [path, change] of [
      ['pause', service.pause],
      ['resume', service.resume],
    ] as const) {
      api.post(
        `/api/profile/:id/${path}`,
        {
          // Who may is told before what was sent is read: 401 for nobody signed in, whatever the body.
          preValidation: async (request) => {
            requireSignedIn(request);
          },
          schema: {
            params,
            // No body, or `{ version }` only: the version the family's screen read (decision 055).
            body: withBaseVersion(z.strictObject({}).nullish()),
            response: { 200: profileViewSchema },
          },
        },
        async (request) => {
          const viewer = requireSignedIn(request);
          await change(viewer, request.params.id, request.body.version);
          return view(viewer, request.params.id);
        },
      );
    }

    api.get(
      '/api/profile/:id/export',
      { schema: { params, response: { 200: profileExportSchema } } },
      async (request, reply) => {
        const data = await service.exportOf(requireSignedIn(request), request.params.id);
        reply.header(
          'content-disposition',
          `attachment; filename="rishta-profile-${request.params.id}.json"`,
        );
        return data;
      },
    );

    api.get(
      '/api/profile/:id/fees',
      { schema: { params, response: { 200: familyFeesSchema } } },
      async (request) => service.fees(requireSignedIn(request), request.params.id),
    );
  };
}
