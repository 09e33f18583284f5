/**
 * A bureau is a team (issue 27, decision 054): owners add matchmakers, who set their own password through a
 * one-time invitation link. Texts and schemas for the team screen, the invitation page and the server.
 */
import { z } from 'zod';
import { TEAM_ROLES } from './auth';
import { unknownFieldMessage } from './profile-messages';

/** An invitation link works once, for this many days. */
/**
 * A matchmaker's display name until she sets her own: her e-mail's first part as words ("bilal.ahmed@…" is
 * "Bilal Ahmed"). One rule for new accounts, the migration of old ones and anyone shown a change.
 */
export function displayNameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._\-+]+/).filter(Boolean);
  return words.length === 0 ? email : words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}

export const INVITATION_TTL_DAYS = 7;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const DISPLAY_NAME_MAX_LENGTH = 60;

export const TEAM_MESSAGES = {
  nameRequired: 'Please enter a name.',
  nameTooLong: `Please use at most ${DISPLAY_NAME_MAX_LENGTH} characters for the name.`,
  emailInvalid: 'Please enter a valid e-mail address.',
  roleInvalid: 'Please choose Owner or Matchmaker.',
  activeInvalid: 'Please choose active or not.',
  nothingToChange: 'Please say what to change: name, role or active.',
  passwordTooShort: `Please use at least ${PASSWORD_MIN_LENGTH} characters for the password.`,
  passwordTooLong: `Please use at most ${PASSWORD_MAX_LENGTH} characters for the password.`,
  emailTaken: 'A matchmaker with this e-mail already exists.',
  notFound: 'This matchmaker does not exist.',
  ownersOnly: 'Only an owner can manage the team.',
  lastOwner: 'The team needs at least one active owner. Make someone else an owner first.',
  inactive: 'This matchmaker is deactivated. Activate the account first.',
  invitationInvalid: 'This invitation link is not valid any more. Please ask an owner for a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
} as const;

const strict = <T extends z.ZodRawShape>(shape: T, invalid: string) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownFieldMessage(issue.keys[0] ?? '')
        : issue.code === 'invalid_type'
          ? invalid
          : undefined,
  });

export const displayNameSchema = z
  .string({ error: TEAM_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: TEAM_MESSAGES.nameRequired })
  .max(DISPLAY_NAME_MAX_LENGTH, { error: TEAM_MESSAGES.nameTooLong });

export const teamEmailSchema = z
  .string({ error: TEAM_MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(320, { error: TEAM_MESSAGES.emailInvalid })
  .regex(/^[^\s@:]+@[^\s@:]+\.[^\s@:]+$/, { error: TEAM_MESSAGES.emailInvalid });

/** POST /api/admin/matchmakers */
export const newMatchmakerSchema = strict(
  { name: displayNameSchema, email: teamEmailSchema },
  TEAM_MESSAGES.nameRequired,
);
export type NewMatchmaker = z.infer<typeof newMatchmakerSchema>;

/** PATCH /api/admin/matchmakers/{id}: any of name, role, active; at least one. */
export const matchmakerPatchSchema = strict(
  {
    name: displayNameSchema.optional(),
    role: z.enum(TEAM_ROLES, { error: TEAM_MESSAGES.roleInvalid }).optional(),
    active: z.boolean({ error: TEAM_MESSAGES.activeInvalid }).optional(),
  },
  TEAM_MESSAGES.nothingToChange,
).refine((patch) => Object.values(patch).some((v) => v !== undefined), {
  error: TEAM_MESSAGES.nothingToChange,
});
export type MatchmakerPatch = z.infer<typeof matchmakerPatchSchema>;

export const passwordSchema = z
  .string({ error: TEAM_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: TEAM_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: TEAM_MESSAGES.passwordTooLong });

/** POST /api/invitations/{token} */
export const acceptInvitationSchema = strict({ password: passwordSchema }, TEAM_MESSAGES.passwordTooShort);

/** An invitation token in a path: the 43 characters of a 256-bit base64url value (anything else is not one). */
export const invitationTokenSchema = z.string().max(200);

/** One matchmaker of the team, as an owner sees it. */
export const matchmakerSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  active: z.boolean(),
  /** Whether the account has a password (false while the first invitation is open). */
  hasPassword: z.boolean(),
  /** When the open invitation link ends; null when there is none. */
  invitationExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Matchmaker = z.infer<typeof matchmakerSchema>;

export const invitationLinkSchema = z.object({ invitationUrl: z.string() });
export const createdMatchmakerSchema = z.object({ _id: z.number().int(), invitationUrl: z.string() });

/** GET /api/invitations/{token}: who the link is for. POST answers the e-mail to sign in with. */
export const invitationInfoSchema = z.object({ name: z.string(), email: z.string() });
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

/** GET /api/matchmakers (every matchmaker): names for "Responsible matchmaker" and the list's filter. */
export const teamMemberSchema = z.object({ _id: z.number().int(), name: z.string(), active: z.boolean() });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const TEAM_ROLE_LABELS = { owner: 'Owner', matchmaker: 'Matchmaker' } as const;

/** The invitation page's address for a token. */
export const invitationPath = (token: string) => `/admin/invitation/${token}`;
