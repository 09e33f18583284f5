import { pathIdSchema } from '@shared/ids';
import {
  reminderAssignedSchema,
  reminderAssignSchema,
  reminderListSchema,
  reminderQuerySchema,
  snoozedSchema,
  snoozeSchema,
} from '@shared/reminders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchmakersOnly, requireAdmin } from '../auth/viewer';
import type { RemindersService } from './service';

const reminder = z.object({ id: pathIdSchema('Reminder id must be a number.') });

/** `/api/reminders` (issue 27, decision 054): matchmakers only, decided before the query or body is read. */
export function remindersRoutes(service: RemindersService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/reminders',
      {
        preValidation: matchmakersOnly,
        schema: { querystring: reminderQuerySchema, response: { 200: reminderListSchema } },
      },
      async (request) => service.list(requireAdmin(request), request.query.due === 'true'),
    );

    api.post(
      '/api/reminders/:id/done',
      { preValidation: matchmakersOnly, schema: { params: reminder } },
      async (request, reply) => {
        await service.done(requireAdmin(request), request.params.id);
        return reply.code(204).send();
      },
    );

    // Decision 066: another matchmaker of the team takes the reminder over.
    api.patch(
      '/api/reminders/:id',
      {
        preValidation: matchmakersOnly,
        schema: { params: reminder, body: reminderAssignSchema, response: { 200: reminderAssignedSchema } },
      },
      async (request) => service.assign(requireAdmin(request), request.params.id, request.body.assignedTo),
    );

    api.post(
      '/api/reminders/:id/snooze',
      {
        preValidation: matchmakersOnly,
        schema: { params: reminder, body: snoozeSchema, response: { 200: snoozedSchema } },
      },
      async (request) => service.snooze(requireAdmin(request), request.params.id, request.body.days),
    );
  };
}
