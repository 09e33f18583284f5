import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProfileRow } from '../db/schema';
import { httpError } from '../http/errors';
import { pictureCookieToken } from './picture-cookie';
import type { AuthRepository } from './repository';
import { parseBasicAuth, sha256 } from './secrets';

/** Who is asking: decided once per request from `Authorization: Basic username:token`. */
export type Viewer =
  | { kind: 'anonymous' }
  | { kind: 'admin'; accountId: number; tokenHash: string }
  | {
      kind: 'user';
      profileId: number;
      gender: 'Male' | 'Female';
      tokenHash: string;
      /** The family's own profile, read with the session. */
      profile: ProfileRow;
    };

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
export const ADMIN_ONLY_MESSAGE = 'Only matchmakers can do this.';

const TOUCH_AFTER_MS = 60 * 60 * 1000;

/** The viewer a session token names, if any; `username` (from a Basic header) must be the session's own. */
async function sessionViewer(
  auth: AuthRepository,
  token: string,
  username: string | null,
): Promise<Viewer | null> {
  const tokenHash = sha256(token);
  const session = await auth.findSession(tokenHash);
  if (!session) return null;
  let viewer: Viewer | null = null;
  if (session.accountId != null && (username === null || session.accountEmail === username)) {
    viewer = { kind: 'admin', accountId: session.accountId, tokenHash };
  } else if (session.profile && (username === null || String(session.profile.id) === username)) {
    viewer = {
      kind: 'user',
      profileId: session.profile.id,
      gender: session.profile.gender,
      tokenHash,
      profile: session.profile,
    };
  }
  if (viewer && Date.now() - session.lastUsedAt.getTime() > TOUCH_AFTER_MS)
    await auth.touchSession(tokenHash);
  return viewer;
}

/**
 * Resolves the viewer on every /api and /file request except sign-in itself (which carries a password), from
 * `Authorization: Basic username:token`. A /file request without that header (an <img>) may bring the token in
 * the picture cookie (decision 025); nothing else reads the cookie, so it never signs in an /api call. A
 * cookie that names no session is nobody's: the picture request is anonymous, not refused.
 */
export function registerViewer(app: FastifyInstance, auth: AuthRepository) {
  app.decorateRequest('viewer', null as never);
  app.addHook('onRequest', async (request) => {
    request.viewer = { kind: 'anonymous' };
    if (request.url.startsWith('/api/login')) return;
    const header = request.headers.authorization;
    if (!header) {
      const cookie = request.url.startsWith('/file/') ? pictureCookieToken(request.headers.cookie) : null;
      if (cookie) request.viewer = (await sessionViewer(auth, cookie, null)) ?? { kind: 'anonymous' };
      return;
    }
    const credentials = parseBasicAuth(header);
    if (!credentials) throw httpError(401, SESSION_ENDED_MESSAGE);
    const viewer = await sessionViewer(auth, credentials.password, credentials.username.toLowerCase());
    if (!viewer) throw httpError(401, SESSION_ENDED_MESSAGE);
    request.viewer = viewer;
  });
}

export function requireSignedIn(request: FastifyRequest): Exclude<Viewer, { kind: 'anonymous' }> {
  if (request.viewer.kind === 'anonymous') throw httpError(401, SIGN_IN_REQUIRED_MESSAGE);
  return request.viewer;
}

export function requireAdmin(request: FastifyRequest): Extract<Viewer, { kind: 'admin' }> {
  const viewer = requireSignedIn(request);
  if (viewer.kind !== 'admin') throw httpError(403, ADMIN_ONLY_MESSAGE);
  return viewer;
}

/** A family's own action (a report, a block): signed in as a family, else 401/403 with the feature's words. */
export function requireFamily(request: FastifyRequest, notFamily: string): Extract<Viewer, { kind: 'user' }> {
  const viewer = requireSignedIn(request);
  if (viewer.kind !== 'user') throw httpError(403, notFamily);
  return viewer;
}

/**
 * `preValidation` guards: who may call is decided before the path or body is read, so a caller who may not
 * learns nothing from a 400 (not even what a valid request looks like).
 */
export const matchmakersOnly = async (request: FastifyRequest) => {
  requireAdmin(request);
};
export const familiesOnly = (notFamily: string) => async (request: FastifyRequest) => {
  requireFamily(request, notFamily);
};
