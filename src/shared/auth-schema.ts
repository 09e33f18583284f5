import { z } from 'zod';
import { type ClientConfig, ROLES, type SessionUser, TEAM_ROLES } from './auth';
import type { SameShape } from './same-shape';

/** The zod schemas of auth.ts's shapes: the server validates with them, and so does the sign-in code. */

/** `GET /api/login`'s answer (DESIGN §3): see `SessionUser`. */
export const sessionUserSchema = z.object({
  _id: z.number().int(),
  role: z.enum(ROLES),
  email: z.string().nullable(),
  name: z.string().nullable(),
  gender: z.enum(['Male', 'Female']).nullable(),
  /** The family's own profile id; absent for matchmakers. */
  profile: z.number().int().optional(),
  teamRole: z.enum(TEAM_ROLES).optional(),
  token: z.string(),
});

/** `GET /api/config`'s answer: see `ClientConfig`. */
export const clientConfigSchema = z.object({
  analyticsScriptUrl: z.string().nullable(),
  contact: z.object({ whatsapp: z.string(), email: z.string() }),
  social: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    youtube: z.string().nullable(),
  }),
});

/** The interfaces of auth.ts and the schemas describe the same shapes (checked by the compiler both ways). */
export const shapesAgree: [
  SameShape<z.infer<typeof sessionUserSchema>, SessionUser>,
  SameShape<z.infer<typeof clientConfigSchema>, ClientConfig>,
] = [true, true];
