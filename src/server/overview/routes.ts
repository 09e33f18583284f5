import { overviewSchema } from '@shared/overview';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchmakersOnly } from '../auth/viewer';
import type { OverviewService } from './service';

/** `GET /api/admin/overview` (issue 28, part 6): matchmakers only, one request for the whole page. */
export function overviewRoutes(service: OverviewService) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/admin/overview',
        { preValidation: matchmakersOnly, schema: { response: { 200: overviewSchema } } },
        async () => service.get(),
      );
  };
}
