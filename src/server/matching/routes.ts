import { pathIdSchema } from '@shared/ids';
import { profileMatchSchema } from '@shared/match-score-schema';
import { profileListQuerySchema, profileListSchema } from '@shared/profile-list-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn } from '../auth/viewer';
import type { ProfileListService } from './list-service';

/** Lists, match scores and near matches (issue 26: the matching feature, beside profiles' add, edit, view). */
export function matchingRoutes(list: ProfileListService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/profiles',
      { schema: { querystring: profileListQuerySchema, response: { 200: profileListSchema } } },
      async (request) => list.list(requireSignedIn(request), request.query),
    );

    // The score and every reason of a profile opened from a match list (issue 17, decision 043).
    api.get(
      '/api/profile/:id/match',
      {
        schema: {
          params: z.object({ id: pathIdSchema() }),
          querystring: z.object({ matchProfileId: pathIdSchema().optional() }),
          response: { 200: profileMatchSchema },
        },
      },
      async (request) =>
        list.matchOf(requireSignedIn(request), request.params.id, request.query.matchProfileId),
    );
  };
}
