/**
 * Sign-in constants, shapes and small parsers, without zod: the browser's first bundle imports this module
 * (session, client configuration, magic links). The zod schemas of the same shapes, for the server's
 * validation and the lazily loaded sign-in code, are in auth-schema.ts.
 */
import { isFields } from './fields';

/** Roles of §6: matchmakers are `admin`, families are `user`. */
export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Session lifetime (sliding): every use pushes expiry this far ahead. */
export const SESSION_TTL_DAYS = 30;
/**
 * Sign-in cannot lock anyone out (decisions 002 and 049): a correct credential always signs in and is never
 * counted; failed sign-ins are limited per client address and per (address, account), in fixed windows, and
 * past either limit that address's wrong credentials get 429.
 */
export const LOGIN_FAILURE_WINDOW_SECONDS = 60;
/** Failed sign-ins from one address, on any accounts, in one window before its wrong ones get 429 (and its passwords wait). */
export const LOGIN_FAILURES_PER_ADDRESS = 30;
/** Failed sign-ins from one address on one account in one window before its wrong ones on it get 429. */
export const LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT = 10;
/**
 * Matchmaker accounts (passwords, unlike a family's long random login token) are slowed, never locked: once
 * this many sign-ins on the account failed, from anywhere, within the slowdown window, every further attempt on
 * it waits before its answer, the right password too: FIRST, then twice as long each failure, up to MAX.
 */
export const LOGIN_SLOWDOWN_AFTER_FAILURES = 10;
export const LOGIN_SLOWDOWN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_SLOWDOWN_FIRST_MS = 250;
export const LOGIN_SLOWDOWN_MAX_MS = 3000;

/**
 * The user object answered by `GET /api/login` (DESIGN §3). `token` is the session token the client
 * keeps under local storage key `p`; the password is never kept. Its schema: `sessionUserSchema`.
 */
export interface SessionUser {
  _id: number;
  role: Role;
  email: string | null;
  name: string | null;
  gender: 'Male' | 'Female' | null;
  /** The family's own profile id; absent for matchmakers. */
  profile?: number;
  /** A matchmaker's role in the team (decision 054); absent for families. */
  teamRole?: TeamRole;
  token: string;
}

/** Roles in a bureau's team (decision 054): owners manage the team, matchmakers do the work. */
export const TEAM_ROLES = ['owner', 'matchmaker'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Local storage keys of §3 "User session". */
export const STORAGE_KEYS = { user: 'user', username: 'u', password: 'p' } as const;

/** A magic login parameter `/login/{profileId}:{accessToken}` split into Basic credentials. */
export function parseMagicLoginParam(auth: string): { username: string; password: string } | null {
  const at = auth.indexOf(':');
  if (at <= 0 || at === auth.length - 1) return null;
  const username = auth.slice(0, at);
  if (!/^\d+$/.test(username)) return null;
  return { username, password: auth.slice(at + 1) };
}

/** Public, non-secret settings the client reads once at start (`GET /api/config`). Its schema: `clientConfigSchema`. */
export interface ClientConfig {
  analyticsScriptUrl: string | null;
  contact: { whatsapp: string; email: string };
  /** The footer's "Follow Us" pages; each only when its setting is set. */
  social: { facebook: string | null; instagram: string | null; youtube: string | null };
}

const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/**
 * The stored user object (the login answer without its token), checked as `sessionUserSchema.omit({ token })`
 * would check it, without zod: known fields only, or null when anything is off.
 */
export function parseStoredUser(value: unknown): Omit<SessionUser, 'token'> | null {
  if (!isFields(value)) return null;
  const { _id, role, email, name, gender, profile, teamRole } = value;
  if (!isInteger(_id) || !(ROLES as readonly unknown[]).includes(role)) return null;
  if (!isStringOrNull(email) || !isStringOrNull(name)) return null;
  if (gender !== null && gender !== 'Male' && gender !== 'Female') return null;
  if (profile !== undefined && !isInteger(profile)) return null;
  if (teamRole !== undefined && !(TEAM_ROLES as readonly unknown[]).includes(teamRole)) return null;
  const user: Omit<SessionUser, 'token'> = { _id, role: role as Role, email, name, gender };
  if (profile !== undefined) user.profile = profile;
  if (teamRole !== undefined) user.teamRole = teamRole as TeamRole;
  return user;
}

/**
 * `GET /api/login`'s answer, checked as `sessionUserSchema` would check it, without zod: a login link signs in
 * before the page's code (and zod with it) has arrived on a slow phone. Throws when anything is off.
 */
export function parseSessionUser(value: unknown): SessionUser {
  const user = parseStoredUser(value);
  if (!user || !isFields(value) || typeof value.token !== 'string')
    throw new Error('The sign-in answer is not a user.');
  return { ...user, token: value.token };
}

/** `GET /api/config`'s answer, checked as `clientConfigSchema` would check it, without zod. */
export function parseClientConfig(value: unknown): ClientConfig {
  if (isFields(value) && isStringOrNull(value.analyticsScriptUrl) && isFields(value.contact)) {
    const { whatsapp, email } = value.contact;
    const { social } = value;
    if (
      typeof whatsapp === 'string' &&
      typeof email === 'string' &&
      isFields(social) &&
      isStringOrNull(social.facebook) &&
      isStringOrNull(social.instagram) &&
      isStringOrNull(social.youtube)
    )
      return {
        analyticsScriptUrl: value.analyticsScriptUrl,
        contact: { whatsapp, email },
        social: { facebook: social.facebook, instagram: social.instagram, youtube: social.youtube },
      };
  }
  throw new TypeError('The client configuration has an unexpected shape.');
}
