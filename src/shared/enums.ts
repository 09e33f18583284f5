/** The closed lists of SPEC §3, §4 and §9, each written once for the form, the API and the database. */

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const MARITAL_STATUSES = [
  'Single',
  'Divorced',
  'Widowed',
  'Nikah Broken (No Rukhsati)',
  'Married',
] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** Statuses that ask for the duration of the marriage and whether there are children (§5). */
export const PREVIOUSLY_MARRIED_STATUSES = [
  'Married',
  'Divorced',
  'Widowed',
] as const satisfies readonly MaritalStatus[];

/** §9 marital groups: a status matches every status of its own group. Married forms no group. */
export const MARITAL_GROUPS = [
  ['Single', 'Nikah Broken (No Rukhsati)'],
  ['Divorced', 'Widowed'],
] as const satisfies readonly (readonly MaritalStatus[])[];

/** The statuses a profile of the given status matches by default; empty for Married (DESIGN §4). */
export function maritalGroupOf(status: MaritalStatus): readonly MaritalStatus[] {
  return MARITAL_GROUPS.find((group) => (group as readonly MaritalStatus[]).includes(status)) ?? [];
}

export function isPreviouslyMarried(status: string | null | undefined): boolean {
  return (PREVIOUSLY_MARRIED_STATUSES as readonly string[]).includes(status ?? '');
}

/** Married is hidden for women (§2): a woman may not be in a marriage and seek another. */
export function maritalStatusOptions(gender: Gender | null | undefined): readonly MaritalStatus[] {
  return gender === 'Female' ? MARITAL_STATUSES.filter((s) => s !== 'Married') : MARITAL_STATUSES;
}

export const SECTS = ['Sunni', 'Ahle Hadees', 'Shia', 'Syed (Sunni)', 'Syed (Shia)'] as const;
export type Sect = (typeof SECTS)[number];

export const RELIGIONS = ['Muslim', 'Hindu', 'Christian', 'Sikh', 'Other'] as const;
export type Religion = (typeof RELIGIONS)[number];

/** The choice that lets a family type its own religion or native language. */
export const OTHER_CHOICE = 'Other';

export const NATIVE_LANGUAGES = [
  'Punjabi',
  'Urdu Speaking',
  'Pashto',
  'Saraiki',
  'Kashmiri',
  'Hindko',
  'Sindhi',
  'Balochi',
] as const;
export type NativeLanguage = (typeof NATIVE_LANGUAGES)[number];

export const JOB_TYPES = ['Private', 'Government', 'Business', 'Un Employed', 'Other'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  Private: 'Private',
  Government: 'Government',
  Business: 'Business',
  'Un Employed': 'Not Working',
  Other: 'Other',
};

export function jobTypeLabel(jobType: string): string {
  return JOB_TYPE_LABELS[jobType as JobType] ?? jobType;
}

/**
 * Options in display order. Most women in these families do not work outside the home, so Not Working
 * comes first for them; for men it is the exception and goes last.
 */
export function jobTypeOptions(
  gender: Gender | null | undefined,
): readonly { value: JobType; label: string }[] {
  const working = JOB_TYPES.filter((t) => t !== 'Un Employed');
  const ordered: JobType[] = gender === 'Female' ? ['Un Employed', ...working] : [...working, 'Un Employed'];
  return ordered.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }));
}

export const RESIDENCE_TYPES = ['Own', 'Rented', 'Official'] as const;
export type ResidenceType = (typeof RESIDENCE_TYPES)[number];

export const PROFILE_STATUSES = ['Review', 'Active', 'InActive'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/**
 * Why a profile is InActive: SPEC §4's three, then the bureau's own (issue 28, decision 071). "Other" needs a
 * note saying why (INACTIVE_NOTE_MAX characters at most), which only matchmakers ever read.
 */
export const INACTIVE_REASONS = [
  'Matched (the provider)',
  'Matched (Elsewhere)',
  'Not Interested',
  'Duplicate profile',
  'Fake or unverifiable',
  'Could not be reached',
  'Other',
] as const;
export type InactiveReason = (typeof INACTIVE_REASONS)[number];
/** The reason that asks for a note. */
export const INACTIVE_REASON_WITH_NOTE = 'Other' satisfies InactiveReason;
export const INACTIVE_NOTE_MAX = 200;
