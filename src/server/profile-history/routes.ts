import { pathIdSchema } from '@shared/ids';
import { profileHistoryEntrySchema } from '@shared/profile-view';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchmakersOnly, requireAdmin } from '../auth/viewer';
import type { ProfileHistoryService } from './service';

/** `GET /api/profile/{id}/history` (matchmakers only; issue 15, decision 028): the profile's timeline. */
export function profileHistoryRoutes(service: ProfileHistoryService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/profile/:id/history',
      {
        preValidation: matchmakersOnly,
        schema: {
          params: z.object({ id: pathIdSchema() }),
          response: { 200: z.array(profileHistoryEntrySchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.list(request.params.id);
      },
    );
  };
}
