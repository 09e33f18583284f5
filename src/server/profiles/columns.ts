import { duplicateKeysOf } from '@shared/duplicate-keys';
import { effectivePreferences, heightInches, type MatchProfile } from '@shared/matching';
import type { ProfileInput } from '@shared/profile-schema';
import type { AiFilters } from '@shared/profile-view';
import type { Insertable } from 'kysely';
import type { ProfileRow, ProfileTable } from '../db/schema';
import { shownTextOf } from '../privacy/shown-text';
import { familySearchTextOf } from './family-search-text';

export type ProfileColumns = Omit<
  Insertable<ProfileTable>,
  | 'id'
  | 'status'
  | 'inactiveReason'
  | 'paidFee'
  | 'expectedAdvanceFee'
  | 'expectedPostMatchFee'
  | 'restrictPhotosVisibility'
  | 'accessToken'
  | 'familyEditedAt'
  | 'heldText'
  | 'heldAt'
  | 'createdAt'
  | 'updatedAt'
  | 'requirementsSetBy'
  | `pref${string}`
>;

/**
 * Every family-editable column from a validated submission. An answer that is absent (or was dropped
 * because its question is hidden) is written as null, so an edit never leaves a stale value behind.
 */
export function profileColumns(input: ProfileInput): ProfileColumns {
  const orNull = <T>(value: T | undefined) => (value === undefined ? null : value);
  return {
    name: orNull(input.name),
    age: input.age,
    gender: input.gender,
    phoneNo: input.phoneNo,
    familyPhoneNo: orNull(input.familyPhoneNo),
    email: orNull(input.email),
    city: input.city,
    address: input.address,
    residenceType: input.residenceType,
    homeTown: orNull(input.homeTown),
    heightFt: orNull(input.heightFt),
    heightIn: orNull(input.heightIn),
    maritalStatus: input.maritalStatus,
    marriedYears: orNull(input.marriedYears),
    haveChildren: orNull(input.haveChildren),
    children: orNull(input.children),
    childrenLivingWithYou: orNull(input.childrenLivingWithYou),
    divorceReason: orNull(input.divorceReason),
    hasDisability: input.hasDisability,
    disabilities: orNull(input.disabilities),
    aboutYou: orNull(input.aboutYou),
    fatherName: orNull(input.fatherName),
    fatherOccupation: orNull(input.fatherOccupation),
    motherOccupation: orNull(input.motherOccupation),
    caste: orNull(input.caste),
    religion: input.religion,
    sect: orNull(input.sect),
    nativeLanguage: input.nativeLanguage,
    brothers: input.brothers,
    sisters: input.sisters,
    brothersMaritalInformation: orNull(input.brothersMaritalInformation),
    sistersMaritalInformation: orNull(input.sistersMaritalInformation),
    brothersDetails: orNull(input.brothersDetails),
    education: orNull(input.education),
    educationYears: orNull(input.educationYears),
    educationInstituteName: orNull(input.educationInstituteName),
    jobType: orNull(input.jobType),
    otherJobType: orNull(input.otherJobType),
    jobTitle: orNull(input.jobTitle),
    company: orNull(input.company),
    workCountry: orNull(input.workCountry),
    workCity: orNull(input.workCity),
    businessType: orNull(input.businessType),
    monthlyIncome: orNull(input.monthlyIncome),
    partnerEducation: orNull(input.partnerEducation),
    partnerDetails: orNull(input.partnerDetails),
  };
}

/** Every preference column from an aiFilters map; an absent key clears that requirement. */
export function preferenceColumns(prefs: AiFilters) {
  return {
    prefMinAge: prefs.minAge ?? null,
    prefMaxAge: prefs.maxAge ?? null,
    prefMaritalStatus: prefs.maritalStatus?.length ? prefs.maritalStatus : null,
    prefMaxKids: prefs.maxKids ?? null,
    prefResidenceType: prefs.residenceType ?? null,
    prefCaste: prefs.caste ?? null,
    prefSect: prefs.sect ?? null,
    prefNativeLanguage: prefs.nativeLanguage ?? null,
    prefMinEducationYears: prefs.minEducationYears ?? null,
    prefMaxEducationYears: prefs.maxEducationYears ?? null,
    prefJobType: prefs.jobType ?? null,
    prefMinHeightFt: prefs.minHeightFt ?? null,
    prefMinHeightIn: prefs.minHeightIn ?? null,
    prefMinEducation: prefs.minEducation ?? null,
    prefHeighted: prefs.heighted ?? null,
    prefCities: prefs.cities?.length ? prefs.cities : null,
    prefLocationRadius: prefs.cities?.length ? (prefs.locationRadius ?? null) : null,
  };
}

/** The preference columns as the aiFilters map of SPEC §3 (only the keys that are set). */
export function aiFiltersOf(row: ProfileRow): AiFilters {
  const entries: [keyof AiFilters, unknown][] = [
    ['minAge', row.prefMinAge],
    ['maxAge', row.prefMaxAge],
    ['maritalStatus', row.prefMaritalStatus],
    ['maxKids', row.prefMaxKids],
    ['residenceType', row.prefResidenceType],
    ['caste', row.prefCaste],
    ['sect', row.prefSect],
    ['nativeLanguage', row.prefNativeLanguage],
    ['minEducationYears', row.prefMinEducationYears],
    ['maxEducationYears', row.prefMaxEducationYears],
    ['jobType', row.prefJobType],
    ['minHeightFt', row.prefMinHeightFt],
    ['minHeightIn', row.prefMinHeightIn],
    ['minEducation', row.prefMinEducation],
    ['heighted', row.prefHeighted],
    ['cities', row.prefCities],
    ['locationRadius', row.prefLocationRadius],
  ];
  return Object.fromEntries(
    entries.filter(([, value]) => value !== null && value !== undefined),
  ) as AiFilters;
}

/** What the shared matching rules need of a stored profile. */
export function matchProfileOf(row: ProfileRow): MatchProfile {
  return {
    id: row.id,
    age: row.age,
    gender: row.gender,
    city: row.city,
    religion: row.religion,
    sect: row.sect,
    maritalStatus: row.maritalStatus,
    children: row.children,
    heightFt: row.heightFt,
    heightIn: row.heightIn,
    educationYears: row.educationYears,
    residenceType: row.residenceType,
    caste: row.caste,
    nativeLanguage: row.nativeLanguage,
    jobType: row.jobType,
  };
}

/** A profile's partner preferences in effect: its defaults overlaid by what a matchmaker set. */
export function effectivePreferencesOf(row: ProfileRow): AiFilters {
  return effectivePreferences(matchProfileOf(row), aiFiltersOf(row));
}

/**
 * The columns two-way matching reads in SQL, derived from the rest of the row by the shared rules, and the
 * keys possible duplicates are found by (decision 038).
 */
export function matchColumns(row: ProfileRow) {
  const eff = effectivePreferencesOf(row);
  return {
    heightInches: heightInches(row),
    effMinAge: eff.minAge ?? null,
    effMaxAge: eff.maxAge ?? null,
    effMaritalStatus: eff.maritalStatus ?? null,
    effMaxKids: eff.maxKids ?? null,
    effResidenceType: eff.residenceType ?? null,
    effCaste: eff.caste ?? null,
    effSect: eff.sect ?? null,
    effNativeLanguage: eff.nativeLanguage ?? null,
    effMinEducationYears: eff.minEducationYears ?? null,
    effMaxEducationYears: eff.maxEducationYears ?? null,
    effJobType: eff.jobType ?? null,
    effMinHeightInches: eff.minHeightFt == null ? null : eff.minHeightFt * 12 + (eff.minHeightIn ?? 0),
    familySearchText: familySearchTextOf(row),
    ...shownTextOf(row),
    ...duplicateKeysOf(row),
  };
}
