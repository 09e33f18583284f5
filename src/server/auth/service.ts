import {
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT,
  LOGIN_SLOWDOWN_WINDOW_SECONDS,
  type SessionUser,
} from '@shared/auth';
import { parseDecimalId } from '@shared/ids';
import { httpError } from '../http/errors';
import type { RateLimitRepository } from '../rate-limit/repository';
import { addressSlowdownMs, loginSlowdownMs, wait } from '../rate-limit/slowdown';
import type { AuthRepository } from './repository';
import { hashPassword, randomToken, secretsEqual, sha256, verifyPassword } from './secrets';
import { SESSION_ENDED_MESSAGE, type Viewer } from './viewer';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password!';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many failed sign-in attempts. Please wait a minute and try again.';

// Verified against when the e-mail is unknown, so that a wrong e-mail costs as long as a wrong password.
const decoyHash = hashPassword(randomToken());

export type AuthServiceOptions = {
  /** How a slowed sign-in waits (docs/decisions/002-sign-in-rate-limit.md); tests record instead of waiting. */
  wait?: (ms: number) => Promise<void>;
};

/**
 * Sign-in for both kinds of user: a matchmaker by e-mail and password, a family by profile id and the
 * profile's access token (the magic link). Sign-in cannot lock anyone out: a correct credential always signs
 * in; failures are limited per address and per (address, account) (past either, wrong credentials get 429), and
 * a password is checked only after the wait of its account and of an address past its limit.
 */
export function authService(
  auth: AuthRepository,
  limits: RateLimitRepository,
  options: AuthServiceOptions = {},
) {
  const waitFor = options.wait ?? wait;

  async function checkCredentials(
    username: string,
    password: string,
    familyId: number | null,
  ): Promise<Omit<SessionUser, 'token'> | null> {
    if (familyId !== null) {
      const profile = await auth.findProfileForLogin(familyId);
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
    // A deactivated account, or one whose invitation is still open, is checked against the decoy: it cannot
    // sign in, and takes as long to say so as a wrong password.
    const usable = account?.active && account.passwordHash ? account.passwordHash : null;
    const ok = await verifyPassword(password, usable ?? (await decoyHash));
    if (!account || !usable || !ok) return null;
    return {
      _id: account.id,
      role: 'admin',
      email: account.email,
      name: account.name,
      gender: null,
      teamRole: account.role,
    };
  }

  return {
    async login(username: string, password: string, address: string): Promise<SessionUser> {
      // A family signs in by its profile id (plain decimal digits); anything else is a matchmaker's e-mail.
      const familyId = parseDecimalId(username);
      // The e-mail is hashed into the keys: it may be long or hold anything, and the keys are stored.
      const account = familyId !== null ? `profile:${familyId}` : `email:${sha256(username.toLowerCase())}`;
      const addressKey = `login:address:${address}`;
      const pairKey = `login:pair:${address}:${account}`;
      // Only matchmaker accounts are slowed: a family's login token is a long random value, not guessable.
      const accountKey = familyId === null ? `login:account:${account}` : null;

      const [fromAddress, onPair, onAccount] = await Promise.all([
        limits.count(addressKey, LOGIN_FAILURE_WINDOW_SECONDS),
        limits.count(pairKey, LOGIN_FAILURE_WINDOW_SECONDS),
        accountKey ? limits.count(accountKey, LOGIN_SLOWDOWN_WINDOW_SECONDS) : 0,
      ]);
      // A password is checked only after its wait (decision 049): the account's, and once its address is past
      // its limit, the address's, so that a limited address cannot try passwords faster than a slowed account.
      if (accountKey) {
        const delay = Math.max(loginSlowdownMs(onAccount), addressSlowdownMs(fromAddress));
        if (delay > 0) await waitFor(delay);
      }

      // A correct credential always signs in, from any address, and is never counted (issue 25, item 5): one
      // address can be a whole mobile network. Past a limit only wrong ones are refused; a right guess gets
      // the session it would get anyway, so the answer tells an attacker nothing more.
      const user = await checkCredentials(username, password, familyId);
      if (!user) {
        await limits.hit(addressKey, LOGIN_FAILURE_WINDOW_SECONDS);
        await limits.hit(pairKey, LOGIN_FAILURE_WINDOW_SECONDS);
        if (accountKey) await limits.hit(accountKey, LOGIN_SLOWDOWN_WINDOW_SECONDS);
        if (fromAddress >= LOGIN_FAILURES_PER_ADDRESS || onPair >= LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT)
          throw httpError(429, TOO_MANY_ATTEMPTS_MESSAGE);
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
      if (viewer.kind === 'admin' && 'role' in user)
        return {
          _id: user.id,
          role: 'admin',
          email: user.email,
          name: user.name,
          gender: null,
          teamRole: user.role,
        };
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
