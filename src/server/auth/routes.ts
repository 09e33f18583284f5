import { sessionUserSchema } from '@shared/auth-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../http/errors';
import { parseBasicAuth } from './secrets';
import type { authService } from './service';
import { INVALID_CREDENTIALS_MESSAGE } from './service';
import { requireSignedIn } from './viewer';

export function authRoutes(service: ReturnType<typeof authService>) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/login',
      {
        schema: {
          headers: z.object({ authorization: z.string().max(2048).optional() }),
          response: { 200: sessionUserSchema },
        },
      },
      async (request) => {
        const credentials = parseBasicAuth(request.headers.authorization);
        if (!credentials) throw httpError(401, INVALID_CREDENTIALS_MESSAGE);
        return service.login(credentials.username.trim(), credentials.password, request.ip);
      },
    );

    api.get(
      '/api/session',
      { schema: { response: { 200: sessionUserSchema.omit({ token: true }) } } },
      async (request) => service.currentUser(requireSignedIn(request)),
    );

    api.post('/api/logout', async (request, reply) => {
      const viewer = requireSignedIn(request);
      await service.logout(viewer.tokenHash);
      return reply.code(204).send();
    });
  };
}
