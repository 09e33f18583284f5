import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProfileRow } from '../db/schema';
import { httpError } from '../http/errors';
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

/** Resolves the viewer on every /api and /file request except sign-in itself (which carries a password). */
export function registerViewer(app: FastifyInstance, auth: AuthRepository) {
  app.decorateRequest('viewer', null as never);
  app.addHook('onRequest', async (request) => {
    request.viewer = { kind: 'anonymous' };
    const header = request.headers.authorization;
    if (!header || request.url.startsWith('/api/login')) return;
    const credentials = parseBasicAuth(header);
    if (!credentials) throw httpError(401, SESSION_ENDED_MESSAGE);
    const tokenHash = sha256(credentials.password);
    const session = await auth.findSession(tokenHash);
    const username = credentials.username.toLowerCase();
    if (session?.accountId != null && session.accountEmail === username) {
      request.viewer = { kind: 'admin', accountId: session.accountId, tokenHash };
    } else if (session?.profile && String(session.profile.id) === username) {
      request.viewer = {
        kind: 'user',
        profileId: session.profile.id,
        gender: session.profile.gender,
        tokenHash,
        profile: session.profile,
      };
    } else {
      throw httpError(401, SESSION_ENDED_MESSAGE);
    }
    if (Date.now() - session.lastUsedAt.getTime() > TOUCH_AFTER_MS) await auth.touchSession(tokenHash);
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
