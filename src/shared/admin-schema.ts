/**
 * What only a matchmaker sets on a profile (SPEC §4 status and fees, §7 PATCH bodies).
 *
 * Decisions where SPEC.md is silent:
 * - Expected advance and post-match fees use the paid-fee range: 0-100,000 in steps of 1000.
 * - Leaving InActive clears the inactive reason (null), so a reactivated profile shows none.
 * - Each PATCH body names all of its fields; there is no partial form of one body.
 * - A body with a field that its endpoint does not save is refused whole (400), never half applied
 *   (issue 14: no endpoint answers 2xx while ignoring a field it was sent).
 */

import { z } from 'zod';
import { LOCATION_RADIUS_KM, PAID_FEE } from './constants';
import {
  INACTIVE_NOTE_MAX,
  INACTIVE_REASON_WITH_NOTE,
  INACTIVE_REASONS,
  JOB_TYPES,
  MARITAL_STATUSES,
  PROFILE_STATUSES,
  RESIDENCE_TYPES,
  SECTS,
} from './enums';
import { requiredCitiesSchema } from './family-requirements';
import {
  ADMIN_MESSAGES as A,
  matchmakersOnlyMessage,
  readOnlyFieldMessage,
  staleProfileMessage,
  unknownFieldMessage,
} from './profile-messages';
import { profileFieldsSchema } from './profile-schema';
import { type AiFilterKey, profileViewSchema } from './profile-view';
import {
  blankToUndefined,
  optionalBoolean,
  optionalEnum,
  optionalNumber,
  requiredBoolean,
  requiredEnum,
  requiredNumber,
} from './schema-fields';
import { type VerificationsInput, verificationsInputSchema } from './verifications-schema';

const feeOptions = { range: PAID_FEE, rangeMessage: A.feeRange, stepMessage: A.feeStep } as const;
const fee = (requiredMessage: string) => requiredNumber(requiredMessage, feeOptions);

/**
 * Why a profile is InActive, in the matchmaker's words (decision 071): with the reason "Other" only, trimmed,
 * at most INACTIVE_NOTE_MAX characters; blank is no note.
 */
const inactiveNote = z.preprocess((value) => {
  const present = blankToUndefined(value);
  return typeof present === 'string' ? present.trim() : present;
}, z.string({ error: A.inactiveNoteRequired }).max(INACTIVE_NOTE_MAX, A.inactiveNoteTooLong).optional());

function inactiveReasonRule(
  p: { status?: unknown; inactiveReason?: unknown; inactiveNote?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (p.status === 'InActive' && p.inactiveReason === undefined)
    ctx.addIssue({ code: 'custom', path: ['inactiveReason'], message: A.inactiveReasonRequired });
  const withNote = p.status === 'InActive' && p.inactiveReason === INACTIVE_REASON_WITH_NOTE;
  if (withNote && p.inactiveNote === undefined)
    ctx.addIssue({ code: 'custom', path: ['inactiveNote'], message: A.inactiveNoteRequired });
  if (!withNote && typeof p.inactiveNote === 'string')
    ctx.addIssue({ code: 'custom', path: ['inactiveNote'], message: A.inactiveNoteOnlyForOther });
}

/** An object schema that refuses keys it does not know, naming the first one. */
const strict = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldMessage(issue.keys[0]) : undefined),
  });

const whenObject = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** Every admin-only field, each optional; for an admin form that edits several at once. */
export const adminProfileFieldsSchema = z
  .object({
    status: optionalEnum(PROFILE_STATUSES, A.statusRequired),
    inactiveReason: optionalEnum(INACTIVE_REASONS, A.inactiveReasonRequired),
    inactiveNote,
    paidFee: optionalNumber(feeOptions),
    expectedAdvanceFee: optionalNumber(feeOptions),
    expectedPostMatchFee: optionalNumber(feeOptions),
    restrictPhotosVisibility: optionalBoolean(),
  })
  .superRefine(inactiveReasonRule, whenObject);
export type AdminProfileFields = z.output<typeof adminProfileFieldsSchema>;

/**
 * PATCH /api/profile/{id} {status, inactiveReason, inactiveNote?}: InActive needs one of the reasons, and
 * "Other" a note (decision 071). Any other status, or another reason, stores no note.
 */
export const profileStatusPatchSchema = strict({
  status: requiredEnum(PROFILE_STATUSES, A.statusRequired),
  inactiveReason: optionalEnum(INACTIVE_REASONS, A.inactiveReasonRequired),
  inactiveNote,
})
  .superRefine(inactiveReasonRule, whenObject)
  .transform((p) => ({
    status: p.status,
    inactiveReason: p.status === 'InActive' ? (p.inactiveReason ?? null) : null,
    inactiveNote:
      p.status === 'InActive' && p.inactiveReason === INACTIVE_REASON_WITH_NOTE
        ? (p.inactiveNote ?? null)
        : null,
  }));
export type ProfileStatusPatch = z.output<typeof profileStatusPatchSchema>;

/** PATCH /api/profile/{id} {paidFee}. */
export const paidFeePatchSchema = strict({ paidFee: fee(A.paidFeeRequired) });
export type PaidFeePatch = z.output<typeof paidFeePatchSchema>;

/** PATCH /api/profile/{id} {restrictPhotosVisibility, expectedAdvanceFee, expectedPostMatchFee}. */
export const adminSettingsPatchSchema = strict({
  restrictPhotosVisibility: requiredBoolean(A.restrictPhotosVisibilityRequired),
  expectedAdvanceFee: fee(A.expectedAdvanceFeeRequired),
  expectedPostMatchFee: fee(A.expectedPostMatchFeeRequired),
});
export type AdminSettingsPatch = z.output<typeof adminSettingsPatchSchema>;

/** Partner preferences as a matchmaker edits them (SPEC §3 aiFilters); an absent key means no requirement. */
const prefNumber = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`)
    .optional();
const prefText = z.string().trim().min(1).max(100, 'Please use at most 100 characters').optional();
export const aiFiltersInputSchema = strict({
  minAge: prefNumber(16, 90, 'Minimum age'),
  maxAge: prefNumber(16, 90, 'Maximum age'),
  maritalStatus: z
    .array(z.enum(MARITAL_STATUSES, { error: 'Please choose marital statuses from the list' }))
    .max(5)
    .optional(),
  maxKids: prefNumber(0, 50, 'Children'),
  residenceType: z
    .enum(RESIDENCE_TYPES, { error: 'Please choose a residence type from the list' })
    .optional(),
  caste: prefText,
  sect: z.enum(SECTS, { error: 'Please choose a sect from the list' }).optional(),
  nativeLanguage: prefText,
  minEducationYears: prefNumber(0, 24, 'Minimum education years'),
  maxEducationYears: prefNumber(0, 24, 'Maximum education years'),
  jobType: z.enum(JOB_TYPES, { error: 'Please choose a job type from the list' }).optional(),
  minHeightFt: prefNumber(3, 10, 'Height in feet'),
  minHeightIn: prefNumber(0, 12, 'Height in inches'),
  minEducation: z.boolean().optional(),
  heighted: z.boolean().optional(),
  // The partner's cities and the distance around them (decision 059); a family sets them on its form too.
  cities: requiredCitiesSchema,
  locationRadius: prefNumber(LOCATION_RADIUS_KM.min, LOCATION_RADIUS_KM.max, 'Distance'),
  // One schema per key of the partner requirements' table (src/shared/partner-requirements.ts), as above.
} satisfies Record<AiFilterKey, z.ZodType>).refine(
  (p) => p.minAge === undefined || p.maxAge === undefined || p.minAge <= p.maxAge,
  {
    message: 'Minimum age cannot be above maximum age',
    path: ['maxAge'],
  },
);
export const aiFiltersPatchSchema = strict({ aiFilters: aiFiltersInputSchema });
export type AiFiltersPatch = z.output<typeof aiFiltersPatchSchema>;

/** PATCH /api/profile/{id} {familyEditsSeen: true}: a matchmaker has looked at what the family changed. */
export const familyEditsSeenPatchSchema = strict({
  familyEditsSeen: z.literal(true, { error: 'Please send familyEditsSeen: true' }),
});
export type FamilyEditsSeenPatch = z.output<typeof familyEditsSeenPatchSchema>;

/**
 * PATCH /api/profile/{id} {verifications: {phone?, cnic?, meeting?, education?}}: the checks a matchmaker has
 * done (issue 18, decision 036); the checks it names change, the others stay.
 */
export const verificationsPatchSchema = strict({ verifications: verificationsInputSchema });
export type VerificationsPatch = { verifications: VerificationsInput };

/**
 * PATCH /api/profile/{id}: one of the three bodies of SPEC §7, the partner preferences, the family-edits
 * mark or the checks done, chosen by its keys (verifications → the checks, aiFilters → preferences,
 * familyEditsSeen → the mark, status → status body, paidFee → paid fee body, otherwise the admin settings
 * body), so that each error is that body's own message.
 */
export const profilePatchSchema = z.unknown().transform((body, ctx) => {
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  const schema = keys.includes('verifications')
    ? verificationsPatchSchema
    : keys.includes('aiFilters')
      ? aiFiltersPatchSchema
      : keys.includes('familyEditsSeen')
        ? familyEditsSeenPatchSchema
        : keys.includes('status')
          ? profileStatusPatchSchema
          : keys.includes('paidFee')
            ? paidFeePatchSchema
            : adminSettingsPatchSchema;
  const parsed = schema.safeParse(body);
  if (parsed.success)
    return parsed.data as
      | ProfileStatusPatch
      | PaidFeePatch
      | AdminSettingsPatch
      | AiFiltersPatch
      | FamilyEditsSeenPatch
      | VerificationsPatch;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});
export type ProfilePatch = z.output<typeof profilePatchSchema>;

/**
 * `aiFilters` is a profile field since decision 059: a family sends its own requirements with its profile
 * (only its keys, `familyRequirementsSchema`), a matchmaker all of them.
 */
const PROFILE_FIELD_KEYS = new Set([...Object.keys(profileFieldsSchema.shape), 'aiFilters']);
const ADMIN_FIELD_KEYS = new Set(Object.keys(adminProfileFieldsSchema.shape));
/** Every key a profile view may carry (GET /api/profile/{id}), which a whole-profile PUT may send back. */
const VIEW_KEYS = new Set(Object.keys(profileViewSchema.shape));

/**
 * POST/PUT /api/profile: the first key of a whole-profile body that the sender may not save, as the 400
 * message; null when every key is a profile field or aiFilters (or, from a matchmaker, an admin field).
 * `gender` is checked against the stored profile by the server (a family may not change it).
 * With `roundTrip` (PUT, decision 048) a key of the profile view, or an admin field from a family, is not
 * refused here: it is read-only and compared with the stored value by `changedReadOnlyField`.
 */
export function refusedSubmissionKey(body: unknown, isMatchmaker: boolean, roundTrip = false): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  for (const key of Object.keys(body)) {
    if (PROFILE_FIELD_KEYS.has(key)) continue;
    if (ADMIN_FIELD_KEYS.has(key)) {
      if (isMatchmaker || roundTrip) continue;
      return matchmakersOnlyMessage(key);
    }
    if (roundTrip && VIEW_KEYS.has(key)) continue;
    return unknownFieldMessage(key);
  }
  return null;
}

/** The keys of a whole-profile body that the sender may not write: each must equal its stored value. */
export function readOnlyPart(body: unknown, isMatchmaker: boolean): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter(
      ([key]) => !PROFILE_FIELD_KEYS.has(key) && !(isMatchmaker && ADMIN_FIELD_KEYS.has(key)),
    ),
  );
}

/** JSON with the keys of every object in order, so that two values compare as the JSON they travel as. */
function canonicalJson(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * A whole-profile PUT (SPEC §7, decision 048): the message refusing the first read-only key whose value is
 * not the one the sender's own GET answers (`view`, the sender's view of the stored profile), with its status
 * (409 for a stale `updatedAt`, else 400); null when every read-only key was sent back as it is.
 */
export function changedReadOnlyField(
  readOnly: Record<string, unknown>,
  view: object,
  isMatchmaker: boolean,
): { status: 400 | 409; message: string } | null {
  const stored = view as Record<string, unknown>;
  const changed = Object.keys(readOnly).filter(
    (key) => canonicalJson(readOnly[key]) !== canonicalJson(stored[key]),
  );
  if (changed.includes('updatedAt')) return { status: 409, message: staleProfileMessage('updatedAt') };
  const key = changed[0];
  if (key === undefined) return null;
  // An admin field from a family is the matchmakers'; a key the sender's GET never carries is unknown to it.
  const message =
    ADMIN_FIELD_KEYS.has(key) && !isMatchmaker
      ? matchmakersOnlyMessage(key)
      : stored[key] === undefined
        ? unknownFieldMessage(key)
        : readOnlyFieldMessage(key);
  return { status: 400, message };
}
