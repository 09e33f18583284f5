import { pathIdSchema } from '@shared/ids';
import {
  acceptInvitationSchema,
  createdMatchmakerSchema,
  invitationInfoSchema,
  invitationLinkSchema,
  invitationTokenSchema,
  matchmakerPatchSchema,
  matchmakerSchema,
  newMatchmakerSchema,
  TEAM_MESSAGES,
  teamMemberSchema,
} from '@shared/team';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchmakersOnly, requireAdmin } from '../auth/viewer';
import { httpError } from '../http/errors';
import type { TeamService } from './service';

const matchmaker = z.object({ id: pathIdSchema('Matchmaker id must be a number.') });
const token = z.object({ token: invitationTokenSchema });

/**
 * The team (issue 27, decision 054): `/api/admin/matchmakers` for owners (a matchmaker who is not an owner
 * gets 403, a family 403, nobody signed in 401, all decided before the body is read); `/api/matchmakers`
 * (names, every matchmaker); `/api/invitations/{token}` for the person holding a link, signed in or not.
 */
export function teamRoutes(service: TeamService) {
  const ownersOnly = async (request: FastifyRequest) => {
    const viewer = requireAdmin(request);
    if (!(await service.isOwner(viewer))) throw httpError(403, TEAM_MESSAGES.ownersOnly);
  };

  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/admin/matchmakers',
      { preValidation: ownersOnly, schema: { response: { 200: z.array(matchmakerSchema) } } },
      async () => service.list(),
    );

    api.post(
      '/api/admin/matchmakers',
      {
        preValidation: ownersOnly,
        schema: { body: newMatchmakerSchema, response: { 201: createdMatchmakerSchema } },
      },
      async (request, reply) => {
        const created = await service.add(requireAdmin(request), request.body);
        reply.code(201);
        return created;
      },
    );

    api.patch(
      '/api/admin/matchmakers/:id',
      {
        preValidation: ownersOnly,
        schema: { params: matchmaker, body: matchmakerPatchSchema, response: { 200: matchmakerSchema } },
      },
      async (request) => service.patch(requireAdmin(request), request.params.id, request.body),
    );

    api.post(
      '/api/admin/matchmakers/:id/invitation',
      {
        preValidation: ownersOnly,
        schema: { params: matchmaker, response: { 200: invitationLinkSchema } },
      },
      async (request) => service.invite(requireAdmin(request), request.params.id),
    );

    api.get(
      '/api/matchmakers',
      { preValidation: matchmakersOnly, schema: { response: { 200: z.array(teamMemberSchema) } } },
      async () => service.members(),
    );

    api.get(
      '/api/invitations/:token',
      { schema: { params: token, response: { 200: invitationInfoSchema } } },
      async (request) => service.invitation(request.params.token, request.ip),
    );

    api.post(
      '/api/invitations/:token',
      { schema: { params: token, body: acceptInvitationSchema, response: { 200: invitationInfoSchema } } },
      async (request) => service.accept(request.params.token, request.body.password, request.ip),
    );
  };
}
