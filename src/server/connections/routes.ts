import {
  adminSideChangeSchema,
  sendAnswerSchema,
  sendProfileSchema,
  userAnswerSchema,
} from '@shared/connection-rules';
import { idPairSchema, pathIdSchema } from '@shared/ids';
import { profileConnectionsSchema } from '@shared/profile-label-schema';
import {
  connectionHistoryEntrySchema,
  connectionListItemSchema,
  connectionSchema,
  connectionsQuerySchema,
  pendingConnectionsQuerySchema,
  pendingConnectionsSchema,
} from '@shared/profile-view';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchmakersOnly, requireAdmin, requireSignedIn } from '../auth/viewer';
import { httpError } from '../http/errors';
import type { ConnectionsService } from './service';

/** Ids in paths are plain decimal digits only (issue 14; src/shared/ids.ts). */
const id = pathIdSchema();
const pair = idPairSchema('Please name the connection as {profile1Id}-{profile2Id}.');

export function connectionsRoutes(service: ConnectionsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/profile-connection',
      {
        schema: {
          body: sendProfileSchema,
          response: { 200: sendAnswerSchema },
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
            pair,
            profileToUpdate: id,
          }),
          body: adminSideChangeSchema,
          response: { 200: connectionSchema },
        },
      },
      async (request) => {
        const viewer = requireAdmin(request);
        const [a, b] = request.params.pair;
        return service.adminChange(viewer, a, b, request.params.profileToUpdate, request.body);
      },
    );

    // Share contacts (issue 29, decision 068): matchmakers only, decided before the body is read.
    api.post(
      '/api/connections/:connectionId/share-contacts',
      {
        preValidation: matchmakersOnly,
        schema: {
          params: z.object({ connectionId: pathIdSchema('Connection id must be a number.') }),
          response: { 200: connectionSchema },
        },
      },
      async (request) => service.shareContacts(requireAdmin(request), request.params.connectionId),
    );

    api.get(
      '/api/connections',
      {
        schema: { querystring: connectionsQuerySchema, response: { 200: z.array(connectionListItemSchema) } },
      },
      async (request) => {
        const viewer = requireSignedIn(request);
        return service.list(viewer, request.query.page ?? 1);
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

    // A profile's connections with the other profiles' names, ages and cities (decision 031).
    api.get(
      '/api/profile/:id/connections',
      {
        preValidation: matchmakersOnly,
        schema: { params: z.object({ id }), response: { 200: profileConnectionsSchema } },
      },
      async (request) => {
        requireAdmin(request);
        return service.ofProfile(request.params.id);
      },
    );

    api.get(
      '/api/pending-connections',
      { schema: { querystring: pendingConnectionsQuerySchema, response: { 200: pendingConnectionsSchema } } },
      async (request) => service.pending(requireAdmin(request), request.query),
    );
  };
}
