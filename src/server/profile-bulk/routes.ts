import { profileBulkResultSchema, profileBulkStatusSchema } from '@shared/profile-bulk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchmakersOnly, requireAdmin } from '../auth/viewer';
import type { ProfileBulkService } from './service';

/** `PATCH /api/profiles` `{ ids, status, inactiveReason? }` (issue 15, decision 030): matchmakers only. */
export function profileBulkRoutes(service: ProfileBulkService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().patch(
      '/api/profiles',
      {
        preValidation: matchmakersOnly,
        schema: { body: profileBulkStatusSchema, response: { 200: profileBulkResultSchema } },
      },
      async (request) => service.setStatus(requireAdmin(request), request.body),
    );
  };
}
