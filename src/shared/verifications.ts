/**
 * What a matchmaker has checked about a profile (issue 18, decision 036): the phone was called and answered,
 * the CNIC was seen, the family was met in person, the education documents were seen. Only that a check was
 * done is kept (a yes or no each): no document, card number or picture of one is ever stored.
 *
 * Every viewer who may see the profile receives the four answers (families see "Verified by Rishta" and the
 * checks done); a matchmaker sets them with `PATCH /api/profile/{id} { verifications: {…} }`, each change
 * in the profile's history with who and when, as every other PATCH field.
 */
import { z } from 'zod';
import { unknownFieldMessage } from './profile-messages';

/** The checks, in the order the badge and the matchmaker's control list them. */
export const VERIFICATION_CHECKS = ['phone', 'cnic', 'meeting', 'education'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

/** The profile column (and history field) of each check. */
export const VERIFICATION_COLUMNS = {
  phone: 'verifiedPhone',
  cnic: 'verifiedCnic',
  meeting: 'verifiedMeeting',
  education: 'verifiedEducation',
} as const satisfies Record<VerificationCheck, string>;
export type VerificationColumn = (typeof VERIFICATION_COLUMNS)[VerificationCheck];

/** The matchmaker's English names of the checks (admin screens are English only; the badge is translated). */
export const VERIFICATION_LABELS = {
  phone: 'Phone verified (called)',
  cnic: 'CNIC seen',
  meeting: 'Met in person',
  education: 'Education documents seen',
} as const satisfies Record<VerificationCheck, string>;

export const VERIFICATION_MESSAGES = {
  notAnObject: 'Please send verifications as { phone, cnic, meeting, education }, each true or false.',
  empty: 'Please send at least one of phone, cnic, meeting or education.',
  notABoolean: (check: string) => `${check} must be true or false.`,
} as const;

/** The four answers as every viewer of the profile receives them. */
export const verificationsSchema = z.object({
  phone: z.boolean(),
  cnic: z.boolean(),
  meeting: z.boolean(),
  education: z.boolean(),
});
export type Verifications = z.infer<typeof verificationsSchema>;

export const NO_VERIFICATIONS: Verifications = {
  phone: false,
  cnic: false,
  meeting: false,
  education: false,
};

/** The checks done, in order (what the badge lists); empty when none is. */
export function checksDone(verifications: Verifications | null | undefined): VerificationCheck[] {
  return verifications ? VERIFICATION_CHECKS.filter((check) => verifications[check]) : [];
}

const flag = (check: VerificationCheck) =>
  z.boolean({ error: VERIFICATION_MESSAGES.notABoolean(check) }).optional();

/**
 * `verifications` of PATCH /api/profile/{id}: any of the four checks (a partial object changes only the
 * checks it names), each true or false, at least one; an unknown key is refused and nothing is saved.
 */
export const verificationsInputSchema = z
  .strictObject(
    {
      phone: flag('phone'),
      cnic: flag('cnic'),
      meeting: flag('meeting'),
      education: flag('education'),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? unknownFieldMessage(`verifications.${issue.keys[0] ?? ''}`)
          : issue.code === 'invalid_type'
            ? VERIFICATION_MESSAGES.notAnObject
            : undefined,
    },
  )
  .refine((v) => VERIFICATION_CHECKS.some((check) => v[check] !== undefined), {
    message: VERIFICATION_MESSAGES.empty,
  });
export type VerificationsInput = z.output<typeof verificationsInputSchema>;
