/**
 * What a matchmaker has checked about a profile (issue 18, decision 036): the phone was called and answered,
 * the CNIC was seen, the family was met in person, the education documents were seen. Only that a check was
 * done is kept (a yes or no each): no document, card number or picture of one is ever stored.
 *
 * Every viewer who may see the profile receives the four answers (families see "Verified by Rishta" and the
 * checks done); a matchmaker sets them with `PATCH /api/profile/{id} { verifications: {…} }`, each change
 * in the profile's history with who and when, as every other PATCH field.
 *
 * Without zod (decision 102): a family's list card reads the checks done. The schemas are in
 * verifications-schema.ts.
 */

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

/** The four answers as every viewer of the profile receives them (verificationsSchema). */
export type Verifications = Record<VerificationCheck, boolean>;

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
