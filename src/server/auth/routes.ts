import { sessionUserSchema } from '@shared/auth-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../http/errors';
import { clearedPictureCookie, pictureCookie } from './picture-cookie';
import { parseBasicAuth } from './secrets';
import type { authService } from './service';
import { INVALID_CREDENTIALS_MESSAGE } from './service';
import { requireSignedIn } from './viewer';

/**
 * Sign-in, the current session and logout. Each answer that starts or confirms a session also sets the picture
 * cookie (decision 025; `secureCookie` when the app is served over https); logout removes it.
 */
export function authRoutes(service: ReturnType<typeof authService>, options: { secureCookie: boolean }) {
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
      async (request, reply) => {
        const credentials = parseBasicAuth(request.headers.authorization);
        if (!credentials) throw httpError(401, INVALID_CREDENTIALS_MESSAGE);
        const user = await service.login(credentials.username.trim(), credentials.password, request.ip);
        reply.header('Set-Cookie', pictureCookie(user.token, options.secureCookie));
        return user;
      },
    );

    api.get(
      '/api/session',
      { schema: { response: { 200: sessionUserSchema.omit({ token: true }) } } },
      async (request, reply) => {
        const user = await service.currentUser(requireSignedIn(request));
        // A browser that kept its session from before the picture cookie existed (or past the cookie's age)
        // gets it here. The viewer was read from this header, so it holds the session's token.
        const token = parseBasicAuth(request.headers.authorization)?.password;
        if (token) reply.header('Set-Cookie', pictureCookie(token, options.secureCookie));
        return user;
      },
    );

    api.post('/api/logout', async (request, reply) => {
      const viewer = requireSignedIn(request);
      await service.logout(viewer.tokenHash);
      return reply.code(204).header('Set-Cookie', clearedPictureCookie(options.secureCookie)).send();
    });
  };
}
