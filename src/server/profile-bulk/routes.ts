import { profileBulkResultSchema, profileBulkStatusSchema } from '@shared/profile-bulk';
import { withBaseVersions } from '@shared/versions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchmakersOnly, requireAdmin } from '../auth/viewer';
import type { ProfileBulkService } from './service';

/** `PATCH /api/profiles` `{ ids, status, inactiveReason?, versions? }` (issue 15, decision 030): matchmakers only. */
export function profileBulkRoutes(service: ProfileBulkService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().patch(
      '/api/profiles',
      {
        preValidation: matchmakersOnly,
        schema: {
          body: withBaseVersions(profileBulkStatusSchema),
          response: { 200: profileBulkResultSchema },
        },
      },
      // `versions` (decisions 055, 066): each profile's version as the list showed it; a stale one is skipped.
      async (request) => service.setStatus(requireAdmin(request), request.body.body, request.body.versions),
    );
  };
}
