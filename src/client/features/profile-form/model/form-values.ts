import { DEFAULT_MARITAL_STATUS, DEFAULT_RELIGION, DEFAULT_WORK_COUNTRY } from '@shared/constants';
import { NATIVE_LANGUAGES, OTHER_CHOICE, RELIGIONS } from '@shared/enums';
import { marriedYearsToParts } from '@shared/marriage-duration';
import { PROFILE_FORM_DEFAULTS } from '@shared/profile-defaults';
import type { ProfileView } from '@shared/profile-view';
import { REQUIREMENT_FORM_FIELDS, requirementsToFormState } from './requirements';

/**
 * What the form holds: one string per input ('' = empty), as the inputs give them. The API field names are
 * kept, plus the parts the form asks separately: marriage years/months (→ `marriedYears`) and the family's
 * own words for religion and native language (the 'Other' entry). Admin fields are held here too and sent
 * only by a matchmaker.
 */
export const FORM_FIELDS = [
  // Personal
  'name',
  'age',
  'gender',
  'phoneNo',
  'familyPhoneNo',
  'email',
  'city',
  'address',
  'residenceType',
  'homeTown',
  'heightFt',
  'heightIn',
  'maritalStatus',
  'marriedYearsPart',
  'marriedMonthsPart',
  'haveChildren',
  'children',
  'childrenLivingWithYou',
  'divorceReason',
  'hasDisability',
  'disabilities',
  'aboutYou',
  // Family
  'fatherName',
  'fatherOccupation',
  'motherOccupation',
  'caste',
  'religion',
  'religionOther',
  'sect',
  'nativeLanguage',
  'nativeLanguageOther',
  'brothers',
  'sisters',
  'brothersMaritalInformation',
  'sistersMaritalInformation',
  'brothersDetails',
  // Education and profession
  'education',
  'educationYears',
  'educationInstituteName',
  'jobType',
  'otherJobType',
  'jobTitle',
  'company',
  'workCountry',
  'workCity',
  'businessType',
  'monthlyIncome',
  // Partner requirements
  'partnerEducation',
  'partnerDetails',
  // The family's own requirements (decision 059, model/requirements.ts)
  ...REQUIREMENT_FORM_FIELDS,
  // Matchmakers only
  'status',
  'inactiveReason',
  'inactiveNote',
  'paidFee',
] as const;

export type FormField = (typeof FORM_FIELDS)[number];
export type ProfileFormState = Record<FormField, string>;

export const ADMIN_FORM_FIELDS = [
  'status',
  'inactiveReason',
  'inactiveNote',
  'paidFee',
] as const satisfies readonly FormField[];

export function emptyFormState(): ProfileFormState {
  return Object.fromEntries(FORM_FIELDS.map((field) => [field, ''])) as ProfileFormState;
}

/** A new profile's starting values (SPEC §9 defaults: religion Muslim, Single, work country Pakistan). */
export function newProfileFormState(): ProfileFormState {
  return {
    ...emptyFormState(),
    religion: PROFILE_FORM_DEFAULTS.religion ?? DEFAULT_RELIGION,
    maritalStatus: PROFILE_FORM_DEFAULTS.maritalStatus ?? DEFAULT_MARITAL_STATUS,
    workCountry: PROFILE_FORM_DEFAULTS.workCountry ?? DEFAULT_WORK_COUNTRY,
  };
}

/**
 * Kept by 'Submit another profile'. The same family often submits brothers, sisters and cousins one after
 * another, and a matchmaker enters profiles of one community in a row: city, home town, religion, sect,
 * native language, caste and work country are usually shared by all of them, and a stale one is plainly
 * visible and harmless to correct. Household facts (father's name, address, phones) and everything about
 * the person are not kept: carried over by mistake they would attach one family's details to another.
 */
export const RETAINED_FIELDS = [
  'city',
  'homeTown',
  'religion',
  'religionOther',
  'sect',
  'nativeLanguage',
  'nativeLanguageOther',
  'caste',
  'workCountry',
] as const satisfies readonly FormField[];

/** The form for the next profile: defaults, with the retained fields of the one just submitted. */
export function nextProfileFormState(previous: ProfileFormState): ProfileFormState {
  const next = newProfileFormState();
  for (const field of RETAINED_FIELDS) {
    if (previous[field] !== '') next[field] = previous[field];
  }
  return next;
}

const text = (value: string | number | boolean | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** A stored choice-or-text value: a listed entry as itself, anything else as 'Other' plus the words. */
function splitChoice(value: string | null | undefined, listed: readonly string[]) {
  const v = text(value);
  if (v === '' || listed.includes(v)) return { choice: v, other: '' };
  return { choice: OTHER_CHOICE, other: v };
}

/** A loaded profile (GET /api/profile/{id}) as form values. */
export function profileToFormState(profile: ProfileView): ProfileFormState {
  const state = emptyFormState();
  for (const field of FORM_FIELDS) {
    if (field in profile) state[field] = text(profile[field as keyof ProfileView] as string | number | null);
  }
  const duration = marriedYearsToParts(profile.marriedYears);
  state.marriedYearsPart = duration ? String(duration.years) : '';
  state.marriedMonthsPart = duration ? String(duration.months) : '';

  const religion = splitChoice(profile.religion, RELIGIONS);
  state.religion = religion.choice;
  state.religionOther = religion.other;
  const language = splitChoice(profile.nativeLanguage, NATIVE_LANGUAGES);
  state.nativeLanguage = language.choice;
  state.nativeLanguageOther = language.other;
  Object.assign(state, requirementsToFormState(profile.aiFilters));
  return state;
}
