import {
  adminSideChangeSchema,
  CONNECTION_MESSAGES,
  sendProfileSchema,
  userAnswerSchema,
} from '@shared/connection-rules';
import { PROFILE_ID_MAX } from '@shared/constants';
import {
  connectionHistoryEntrySchema,
  connectionListItemSchema,
  connectionSchema,
  pendingConnectionsSchema,
} from '@shared/profile-view';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireSignedIn } from '../auth/viewer';
import { httpError } from '../http/errors';
import type { ConnectionsService } from './service';

const id = z.coerce
  .number({ error: 'Profile id must be a number.' })
  .int()
  .positive('Profile id must be a number.')
  .max(2_147_483_647);

export function connectionsRoutes(service: ConnectionsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/profile-connection',
      {
        schema: {
          body: sendProfileSchema,
          response: { 200: connectionSchema.extend({ created: z.boolean(), whatsappLink: z.string() }) },
        },
      },
      async (request) => service.send(requireAdmin(request), request.body.sentTo, request.body.profileSent),
    );

    api.patch(
      '/api/profile-connection',
      { schema: { body: userAnswerSchema, response: { 200: connectionSchema } } },
      async (request) => {
        const viewer = requireSignedIn(request);
        if (viewer.kind !== 'user') throw httpError(403, 'Only a family answers for its own profile.');
        return service.answer(viewer, request.body.connectionWith, request.body.status);
      },
    );

    api.patch(
      '/api/profile-connection/:pair/:profileToUpdate',
      {
        schema: {
          params: z.object({
            pair: z
              .string()
              .regex(/^\d{1,10}-\d{1,10}$/, 'Please name the connection as {profile1Id}-{profile2Id}.'),
            profileToUpdate: id,
          }),
          body: adminSideChangeSchema,
          response: { 200: connectionSchema },
        },
      },
      async (request) => {
        const viewer = requireAdmin(request);
        const [a, b] = request.params.pair.split('-').map(Number);
        if (a > PROFILE_ID_MAX || b > PROFILE_ID_MAX) throw httpError(404, CONNECTION_MESSAGES.noConnection);
        return service.adminChange(viewer, a, b, request.params.profileToUpdate, request.body);
      },
    );

    api.get(
      '/api/connections',
      { schema: { response: { 200: z.array(connectionListItemSchema) } } },
      async (request) => {
        const viewer = requireSignedIn(request);
        return service.list(viewer);
      },
    );

    api.get(
      '/api/connections/:connectionId/history',
      {
        schema: {
          params: z.object({ connectionId: id }),
          response: { 200: z.array(connectionHistoryEntrySchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.history(request.params.connectionId);
      },
    );

    api.get(
      '/api/pending-connections',
      { schema: { response: { 200: pendingConnectionsSchema } } },
      async (request) => service.pending(requireAdmin(request)),
    );
  };
}
