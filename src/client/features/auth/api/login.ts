import { api, isApiError } from '@client/lib/api-client';
import { type CurrentUser, signIn } from '@client/lib/session';
import { sessionUserSchema } from '@shared/auth';
import { AUTH_MESSAGES } from '../messages';

/**
 * `GET /api/login` with the given credentials (e-mail and password, or profile id and access token).
 * On success the session is stored (`user`, `u`, and the session token under `p`).
 */
export async function login(username: string, password: string): Promise<CurrentUser> {
  const answer = await api.get('/api/login', {
    credentials: { username, password },
    schema: sessionUserSchema,
  });
  return signIn(answer, username);
}

/** The message for a failed login (SPEC §8). */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error, 401)) return AUTH_MESSAGES.invalidCredentials;
  if (isApiError(error)) return AUTH_MESSAGES.couldNotLogin;
  return AUTH_MESSAGES.unknownError;
}
