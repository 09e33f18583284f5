import { api, isApiError } from '@client/lib/api-client';
import { type CurrentUser, signIn } from '@client/lib/session';
import { parseSessionUser } from '@shared/auth';

/**
 * `GET /api/login` with the given credentials (e-mail and password, or profile id and access token).
 * On success the session is stored (`user`, `u`, and the session token under `p`).
 */
export async function login(username: string, password: string): Promise<CurrentUser> {
  const answer = await api.get('/api/login', {
    credentials: { username, password },
    // Checked without zod: a login link signs in while the page's code (zod with it) still loads.
    schema: { parse: parseSessionUser },
  });
  return signIn(answer, username);
}

export type LoginErrorKey = 'invalidCredentials' | 'couldNotLogin' | 'unknownError';

/** The catalog key (namespace `auth`) of the message for a failed login (SPEC §8). */
export function loginErrorKey(error: unknown): LoginErrorKey {
  if (isApiError(error, 401)) return 'invalidCredentials';
  if (isApiError(error)) return 'couldNotLogin';
  return 'unknownError';
}
