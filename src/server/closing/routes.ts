import { pathIdSchema } from '@shared/ids';
import { closedMatchSchema } from '@shared/payments-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchmakersOnly, requireAdmin } from '../auth/viewer';
import type { ClosingService } from './service';

const connection = z.object({ id: pathIdSchema('Connection id must be a number.') });

/** `POST /api/connections/{id}/close` (issue 28, part 4): matchmakers only. */
export function closingRoutes(service: ClosingService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/connections/:id/close',
      {
        preValidation: matchmakersOnly,
        schema: { params: connection, response: { 200: closedMatchSchema } },
      },
      async (request) => service.close(requireAdmin(request), request.params.id),
    );
  };
}
