import { workQueuesSchema } from '@shared/work-queues';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/viewer';
import type { WorkQueuesRepository } from './repository';

/** `GET /api/admin/queues` (matchmakers): the dashboard's work queues. */
export function workQueuesRoutes(repository: WorkQueuesRepository) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/api/admin/queues', { schema: { response: { 200: workQueuesSchema } } }, async (request) => {
        requireAdmin(request);
        return repository.queues();
      });
  };
}
