import type { FastifyRequest } from 'fastify';
import { httpError } from '../http/errors';
import type { RateLimitRepository } from './repository';

export type Limit = { name: string; max: number; windowSeconds: number; message: string };

/** Limits of public endpoints (the privacy issue), counted per address and, when signed in, per account. */
export const LIMITS = {
  profileSubmission: {
    name: 'profile',
    max: 20,
    windowSeconds: 3600,
    message: 'Too many profiles were submitted from here. Please try again in an hour.',
  },
  upload: {
    name: 'upload',
    max: 120,
    windowSeconds: 600,
    message: 'Too many pictures were uploaded from here. Please wait a few minutes and try again.',
  },
} satisfies Record<string, Limit>;

function accountOf(request: FastifyRequest): string | null {
  const viewer = request.viewer;
  if (viewer.kind === 'admin') return `admin:${viewer.accountId}`;
  if (viewer.kind === 'user') return `profile:${viewer.profileId}`;
  return null;
}

/** Counts this request; answers 429 once the address or the account is over the limit. Matchmakers are not limited. */
export async function enforceLimit(limits: RateLimitRepository, request: FastifyRequest, limit: Limit) {
  if (request.viewer.kind === 'admin') return;
  const keys = [`${limit.name}:address:${request.ip}`];
  const account = accountOf(request);
  if (account) keys.push(`${limit.name}:${account}`);
  for (const key of keys) {
    if ((await limits.hit(key, limit.windowSeconds)) > limit.max) throw httpError(429, limit.message);
  }
}
