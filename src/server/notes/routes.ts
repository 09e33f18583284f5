import { pathIdSchema } from '@shared/ids';
import { newNoteSchema, noteListSchema, noteSchema } from '@shared/notes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchmakersOnly, requireAdmin } from '../auth/viewer';
import type { NotesService } from './service';

/** Ids in paths are plain decimal digits only (issue 14; src/shared/ids.ts). */
const profile = z.object({ id: pathIdSchema() });
const note = profile.extend({ noteId: pathIdSchema('Note id must be a number.') });

/** `/api/profile/{id}/notes` (issue 15, decision 028): a matchmaker's notes on a profile. */
export function notesRoutes(service: NotesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/profile/:id/notes',
      { preValidation: matchmakersOnly, schema: { params: profile, response: { 200: noteListSchema } } },
      async (request) => service.list(requireAdmin(request), request.params.id),
    );

    api.post(
      '/api/profile/:id/notes',
      {
        preValidation: matchmakersOnly,
        schema: { params: profile, body: newNoteSchema, response: { 201: noteSchema } },
      },
      async (request, reply) => {
        const created = await service.add(
          requireAdmin(request),
          request.params.id,
          request.body.text,
          request.body.dueAt,
        );
        reply.code(201);
        return created;
      },
    );

    api.delete(
      '/api/profile/:id/notes/:noteId',
      { preValidation: matchmakersOnly, schema: { params: note } },
      async (request, reply) => {
        await service.remove(requireAdmin(request), request.params.id, request.params.noteId);
        return reply.code(204).send();
      },
    );
  };
}
