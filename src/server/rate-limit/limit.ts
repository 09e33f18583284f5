import { SUBMISSION_DEVICE_HEADER, SUBMISSION_DEVICE_ID } from '@shared/constants';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../http/errors';
import type { RateLimitRepository } from './repository';

export type Limit = { name: string; max: number; windowSeconds: number; message: string };

const TOO_MANY_PROFILES =
  'Too many profiles were sent from your network just now. Please try again in a few minutes, or send your details to us on WhatsApp.';

/**
 * Limits of public endpoints (the privacy issue), counted per address and, when signed in, per account.
 *
 * New profiles (decision 032): one mobile network puts many families behind one address, so an address has a
 * high ceiling for the whole network and each browser (the device the form names, see `deviceKeyOf`) a small
 * share of it, both over 10 minutes. The message is the same for both: the family cannot tell them apart.
 */
export const LIMITS = {
  profileSubmission: {
    name: 'profile',
    max: 60,
    windowSeconds: 600,
    message: TOO_MANY_PROFILES,
  },
  profileSubmissionPerDevice: {
    name: 'profile-device',
    max: 5,
    windowSeconds: 600,
    message: TOO_MANY_PROFILES,
  },
  /**
   * A family's reports of profiles (issue 18, decision 036): per family only, never per address (families
   * share mobile networks), counted when a report is written or updated.
   */
  report: {
    name: 'report',
    max: 10,
    windowSeconds: 86_400,
    message: 'You have sent many reports today. Please try again tomorrow, or tell us on WhatsApp.',
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
  await hitAll(limits, keys, limit);
}

async function hitAll(limits: RateLimitRepository, keys: readonly string[], limit: Limit) {
  for (const key of keys) {
    if ((await limits.hit(key, limit.windowSeconds)) > limit.max) throw httpError(429, limit.message);
  }
}

/**
 * The sender of a new profile, for its share of the address (decision 032): the signed-in family's account,
 * else the browser the form names in its device header, else (no header, or not a device id) one shared
 * "unnamed device" per address, so a script that names none gets no more than one browser would.
 */
function deviceKeyOf(request: FastifyRequest): string {
  const account = accountOf(request);
  if (account) return account;
  const named = request.headers[SUBMISSION_DEVICE_HEADER];
  if (typeof named === 'string' && SUBMISSION_DEVICE_ID.test(named)) return `device:${named}:${request.ip}`;
  return `unnamed:${request.ip}`;
}

/**
 * Counts a new profile against its device's share and its address's ceiling; 429 past either. A request the
 * address has no room for is refused before its device is counted, and one its device has no room for does
 * not count against the address: a looping browser does not use up its network's ceiling.
 */
export async function enforceSubmissionLimit(
  limits: RateLimitRepository,
  request: FastifyRequest,
  all: Pick<typeof LIMITS, 'profileSubmission' | 'profileSubmissionPerDevice'>,
) {
  if (request.viewer.kind === 'admin') return;
  const perAddress = all.profileSubmission;
  const perDevice = all.profileSubmissionPerDevice;
  const addressKey = `${perAddress.name}:address:${request.ip}`;
  if ((await limits.count(addressKey, perAddress.windowSeconds)) >= perAddress.max)
    throw httpError(429, perAddress.message);
  await hitAll(limits, [`${perDevice.name}:${deviceKeyOf(request)}`], perDevice);
  await hitAll(limits, [addressKey], perAddress);
}
