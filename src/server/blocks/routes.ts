import { BLOCK_MESSAGES, blockListSchema, blockSchema, profileBlocksSchema } from '@shared/blocks';
import { pathIdSchema } from '@shared/ids';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { familiesOnly, matchmakersOnly, requireAdmin, requireFamily } from '../auth/viewer';
import type { BlocksService } from './service';

/** Ids in paths are plain decimal digits only (issue 14; src/shared/ids.ts). */
const profile = z.object({ id: pathIdSchema() });

/**
 * Blocks (issue 18, decision 039): `POST` and `DELETE /api/profile/{id}/block` and `GET /api/blocks` by a
 * family; `GET /api/profile/{id}/blocks` by matchmakers.
 */
export function blocksRoutes(service: BlocksService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/profile/:id/block',
      {
        preValidation: familiesOnly(BLOCK_MESSAGES.familiesOnly),
        schema: { params: profile, response: { 200: blockSchema, 201: blockSchema } },
      },
      async (request, reply) => {
        const { created, block } = await service.block(
          requireFamily(request, BLOCK_MESSAGES.familiesOnly),
          request.params.id,
        );
        reply.code(created ? 201 : 200);
        return block;
      },
    );

    api.delete(
      '/api/profile/:id/block',
      { preValidation: familiesOnly(BLOCK_MESSAGES.familiesOnly), schema: { params: profile } },
      async (request, reply) => {
        await service.unblock(requireFamily(request, BLOCK_MESSAGES.familiesOnly), request.params.id);
        return reply.code(204).send();
      },
    );

    api.get(
      '/api/blocks',
      {
        preValidation: familiesOnly(BLOCK_MESSAGES.familiesOnly),
        schema: { response: { 200: blockListSchema } },
      },
      async (request) => service.list(requireFamily(request, BLOCK_MESSAGES.familiesOnly)),
    );

    api.get(
      '/api/profile/:id/blocks',
      { preValidation: matchmakersOnly, schema: { params: profile, response: { 200: profileBlocksSchema } } },
      async (request) => {
        requireAdmin(request);
        return service.ofProfile(request.params.id);
      },
    );
  };
}
