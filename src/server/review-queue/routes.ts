import { reviewQueueNextSchema, reviewQueueQuerySchema } from '@shared/review-queue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchmakersOnly } from '../auth/viewer';
import type { ReviewQueueRepository } from './repository';
import { nextInQueue } from './service';

/**
 * `GET /api/review-queue/next?after={id}` (matchmakers, issue 29, decision 069): the profile "Approve and next"
 * and "Next in queue" open. Who may ask is decided before the query is read.
 */
export function reviewQueueRoutes(repository: ReviewQueueRepository) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/review-queue/next',
      {
        preValidation: matchmakersOnly,
        schema: { querystring: reviewQueueQuerySchema, response: { 200: reviewQueueNextSchema } },
      },
      async (request) => nextInQueue(repository, request.query.after),
    );
  };
}
