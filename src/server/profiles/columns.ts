import type { AdminProfileFields } from '@shared/admin-schema';
import { duplicateKeysOf } from '@shared/duplicate-keys';
import { INACTIVE_REASON_WITH_NOTE } from '@shared/enums';
import { effectivePreferences, heightInches, type MatchProfile } from '@shared/matching';
import { AI_FILTER_KEYS } from '@shared/partner-requirements';
import { COLUMN_FIELD_KEYS, type ColumnFieldKey } from '@shared/profile-fields';
import type { ProfileInput } from '@shared/profile-schema';
import type { AiFilters } from '@shared/profile-view';
import type { Insertable } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { type ProfileRow, type ProfileTable, preferenceColumnOf } from '../db/schema';
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
 * Every family-editable column from a validated submission: the columns of the table of profile fields
 * (src/shared/profile-fields.ts). An answer that is absent (or was dropped
 * because its question is hidden) is written as null, so an edit never leaves a stale value behind.
 */
export function profileColumns(input: ProfileInput): ProfileColumns {
  return columnsOf(input, COLUMN_FIELD_KEYS) as ProfileColumns;
}

/** The columns named by `keys` (a table of profile fields' columns) from a submission; absent is null. */
export function columnsOf(input: object, keys: readonly string[]): Record<string, unknown> {
  const given = input as Record<string, unknown>;
  const columns: Record<string, unknown> = {};
  for (const key of keys) columns[key] = given[key] === undefined ? null : given[key];
  return columns;
}

// A field of the table of profile fields without its column fails to compile here (the migration adds it).
const everyFieldAColumn: [Exclude<ColumnFieldKey, keyof ProfileColumns>] extends [never] ? true : false =
  true;
void everyFieldAColumn;

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
  const filters: Record<string, unknown> = {};
  for (const key of AI_FILTER_KEYS) {
    const value = row[preferenceColumnOf(key)];
    if (value !== null && value !== undefined) filters[key] = value;
  }
  return filters as AiFilters;
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

/**
 * A matchmaker's admin fields as stored: a status other than InActive carries no inactive reason, and a reason
 * other than "Other" no note (decision 071).
 */
export function adminColumns(viewer: Viewer, admin: AdminProfileFields) {
  if (viewer.kind !== 'admin') return {};
  if (admin.status && admin.status !== 'InActive')
    return { ...admin, inactiveReason: null, inactiveNote: null };
  if (admin.inactiveReason !== undefined && admin.inactiveReason !== INACTIVE_REASON_WITH_NOTE)
    return { ...admin, inactiveNote: null };
  return admin;
}
