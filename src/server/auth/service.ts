import { LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_FAILURES_PER_WINDOW, type SessionUser } from '@shared/auth';
import { httpError } from '../http/errors';
import type { RateLimitRepository } from '../rate-limit/repository';
import type { AuthRepository } from './repository';
import { hashPassword, randomToken, secretsEqual, sha256, verifyPassword } from './secrets';
import { SESSION_ENDED_MESSAGE, type Viewer } from './viewer';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password!';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many failed sign-in attempts. Please wait a minute and try again.';

// Verified against when the e-mail is unknown, so that a wrong e-mail costs as long as a wrong password.
const decoyHash = hashPassword(randomToken());

/**
 * Sign-in for both kinds of user: a matchmaker by e-mail and password, a family by profile id and the
 * profile's access token (the magic link). Failed attempts are counted per address and per username.
 */
export function authService(auth: AuthRepository, limits: RateLimitRepository) {
  async function checkCredentials(
    username: string,
    password: string,
  ): Promise<Omit<SessionUser, 'token'> | null> {
    if (/^\d{1,9}$/.test(username)) {
      const profile = await auth.findProfileForLogin(Number(username));
      if (!profile || !secretsEqual(password, profile.accessToken)) return null;
      return {
        _id: profile.id,
        role: 'user',
        email: profile.email,
        name: profile.name,
        gender: profile.gender,
        profile: profile.id,
      };
    }
    const account = await auth.findAccountByEmail(username);
    const ok = await verifyPassword(password, account?.passwordHash ?? (await decoyHash));
    if (!account || !ok) return null;
    return { _id: account.id, role: 'admin', email: account.email, name: account.name, gender: null };
  }

  return {
    async login(username: string, password: string, address: string): Promise<SessionUser> {
      const keys = [`login:address:${address}`, `login:user:${username.toLowerCase()}`];
      const counts = await Promise.all(keys.map((key) => limits.count(key, LOGIN_FAILURE_WINDOW_SECONDS)));
      if (Math.max(...counts) >= LOGIN_FAILURES_PER_WINDOW) throw httpError(429, TOO_MANY_ATTEMPTS_MESSAGE);
      const user = await checkCredentials(username, password);
      if (!user) {
        for (const key of keys) await limits.hit(key, LOGIN_FAILURE_WINDOW_SECONDS);
        throw httpError(401, INVALID_CREDENTIALS_MESSAGE);
      }
      const token = randomToken();
      await auth.createSession(
        sha256(token),
        user.role === 'admin' ? { accountId: user._id } : { profileId: user._id },
      );
      return { ...user, token };
    },

    /** The signed-in viewer as the user object of sign-in, without a new token. */
    async currentUser(viewer: Exclude<Viewer, { kind: 'anonymous' }>): Promise<Omit<SessionUser, 'token'>> {
      const user =
        viewer.kind === 'admin'
          ? await auth.findAccountById(viewer.accountId)
          : await auth.findProfileForLogin(viewer.profileId);
      if (!user) throw httpError(401, SESSION_ENDED_MESSAGE);
      if (viewer.kind === 'admin')
        return { _id: user.id, role: 'admin', email: user.email, name: user.name, gender: null };
      return {
        _id: user.id,
        role: 'user',
        email: user.email,
        name: user.name,
        gender: 'gender' in user ? user.gender : null,
        profile: user.id,
      };
    },

    async logout(tokenHash: string) {
      await auth.deleteSession(tokenHash);
    },
  };
}
