import { adminCountsSchema } from '@shared/admin-counts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/viewer';
import type { AdminCountsService } from './service';

/** `GET /api/admin/counts` (matchmakers): the menu's number of profiles in Review (decision 031). */
export function adminCountsRoutes(service: AdminCountsService) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/api/admin/counts', { schema: { response: { 200: adminCountsSchema } } }, async (request) => {
        requireAdmin(request);
        return service.counts();
      });
  };
}
