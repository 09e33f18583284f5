import { DUPLICATE_MESSAGES, duplicatesAnswerSchema } from '@shared/duplicates';
import { pathIdSchema } from '@shared/ids';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchmakersOnly, requireAdmin } from '../auth/viewer';
import type { DuplicatesService } from './service';

/** Both ids are plain decimal digits (issue 14; src/shared/ids.ts). */
const pair = z.object({ id: pathIdSchema(), otherId: pathIdSchema(DUPLICATE_MESSAGES.otherIdInvalid) });

/**
 * Possible duplicates (issue 18, decision 038): `POST /api/profile/{id}/duplicates/{otherId}/dismiss` keeps
 * the pair as "Not a duplicate"; `DELETE` on the same address undoes it. Both answer `{ duplicates }`, the
 * profile's possible duplicates now. The list of them is in GET /api/profile/{id} (matchmakers).
 */
export function duplicatesRoutes(service: DuplicatesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const options = {
      preValidation: matchmakersOnly,
      schema: { params: pair, response: { 200: duplicatesAnswerSchema } },
    };

    api.post('/api/profile/:id/duplicates/:otherId/dismiss', options, async (request) =>
      service.dismiss(requireAdmin(request), request.params.id, request.params.otherId),
    );

    api.delete('/api/profile/:id/duplicates/:otherId/dismiss', options, async (request) =>
      service.restore(requireAdmin(request), request.params.id, request.params.otherId),
    );
  };
}
