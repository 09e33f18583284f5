import { z } from 'zod';

/** Roles of §6: matchmakers are `admin`, families are `user`. */
export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Session lifetime (sliding): every use pushes expiry this far ahead. */
export const SESSION_TTL_DAYS = 30;
/** Failed sign-ins allowed per address and per account in one window before 429. */
export const LOGIN_FAILURES_PER_WINDOW = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 60;

/**
 * The user object answered by `GET /api/login` (DESIGN §3). `token` is the session token the client
 * keeps under local storage key `p`; the password is never kept.
 */
export const sessionUserSchema = z.object({
  _id: z.number().int(),
  role: z.enum(ROLES),
  email: z.string().nullable(),
  name: z.string().nullable(),
  gender: z.enum(['Male', 'Female']).nullable(),
  /** The family's own profile id; absent for matchmakers. */
  profile: z.number().int().optional(),
  token: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

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

/** Public, non-secret settings the client reads once at start (`GET /api/config`). */
export const clientConfigSchema = z.object({
  analyticsScriptUrl: z.string().nullable(),
  contact: z.object({ whatsapp: z.string(), email: z.string() }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
