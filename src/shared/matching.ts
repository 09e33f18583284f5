/**
 * Two-way matching (SPEC §2, §9; DESIGN §4), written once. The server turns the same rules into SQL
 * (server/matching/match-sql.ts); a property test proves both give the same answer.
 *
 * Decisions where SPEC.md is silent:
 * - A profile's partner preferences are its defaults (below) overlaid by whatever a matchmaker set.
 * - A criterion is judged only when both the preference and the other profile's value are known: a missing
 *   height or education neither passes nor fails a family it cannot be checked against.
 * - Caste, residence type, native language and job type compare without regard to case.
 * - The flags minEducation and heighted are kept with the preferences but judge nothing on their own.
 * - Cities and their distance (decision 059) choose where the searcher's candidates live, as the default
 *   search's own city does; they are not judged on the candidate's side (a profile's area was never two-way).
 */
import { DEFAULT_LOCATION_RADIUS_KM } from './constants';
import { type Gender, MARITAL_GROUPS, type MaritalStatus } from './enums';
import type { Mismatch } from './profile-list-schema';
import type { AiFilters } from './profile-view';

/** What matching needs to know of a profile. */
export type MatchProfile = {
  id: number;
  age: number;
  gender: Gender;
  city: string;
  religion: string;
  sect: string | null;
  maritalStatus: string;
  children: number | null;
  heightFt: number | null;
  heightIn: number | null;
  educationYears: number | null;
  residenceType: string | null;
  caste: string | null;
  nativeLanguage: string | null;
  jobType: string | null;
};

/** SPEC §9 male tiers: −6, −7 from 37, −8 from 43, −10 from 50 (DESIGN §4: each tier reachable). */
export function maleMinimumPartnerAge(age: number): number {
  if (age >= 50) return age - 10;
  if (age >= 43) return age - 8;
  if (age >= 37) return age - 7;
  return age - 6;
}

export function heightInches(p: { heightFt: number | null; heightIn: number | null }): number | null {
  return p.heightFt == null ? null : p.heightFt * 12 + (p.heightIn ?? 0);
}

export function oppositeGender(gender: Gender): Gender {
  return gender === 'Male' ? 'Female' : 'Male';
}

/** The marital statuses a profile matches: Single with Nikah Broken, Divorced with Widowed; Married none. */
export function maritalMatches(status: string): MaritalStatus[] | null {
  const group = MARITAL_GROUPS.find((g) => (g as readonly string[]).includes(status));
  return group ? [...group] : null;
}

/** A profile's default partner preferences (SPEC §9 "Default match filters for a searcher"). */
export function defaultPreferences(p: MatchProfile): AiFilters {
  const prefs: AiFilters = {};
  const height = heightInches(p);
  if (p.gender === 'Male') {
    prefs.minAge = maleMinimumPartnerAge(p.age);
    prefs.maxAge = p.age;
    if (height !== null) Object.assign(prefs, splitHeight(height - 9));
  } else {
    prefs.minAge = p.age;
    prefs.maxAge = p.age + 6;
    if (height !== null) Object.assign(prefs, splitHeight(height));
  }
  const marital = maritalMatches(p.maritalStatus);
  if (marital) prefs.maritalStatus = marital;
  if (p.religion === 'Muslim' && p.sect) prefs.sect = p.sect;
  return prefs;
}

function splitHeight(inches: number) {
  return { minHeightFt: Math.floor(inches / 12), minHeightIn: inches % 12 };
}

/** Defaults overlaid by what a matchmaker set. */
export function effectivePreferences(p: MatchProfile, stored: AiFilters): AiFilters {
  const set = Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== undefined && v !== null));
  return { ...defaultPreferences(p), ...set };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const known = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;
const feetAndInches = (inches: number) => `${Math.floor(inches / 12)}'${inches % 12}"`;

/** Every partner requirement of `prefs` (one family's) that `other` (the other family) fails. */
export function mismatches(prefs: AiFilters, other: MatchProfile): Mismatch[] {
  const out: Mismatch[] = [];
  const fail = (name: Mismatch['name'], expected: string, actual: string) =>
    out.push({ name, expected, actual });
  if (known(prefs.minAge) && other.age < prefs.minAge)
    fail('minAge', String(prefs.minAge), String(other.age));
  if (known(prefs.maxAge) && other.age > prefs.maxAge)
    fail('maxAge', String(prefs.maxAge), String(other.age));
  if (
    known(prefs.maritalStatus) &&
    prefs.maritalStatus.length > 0 &&
    !prefs.maritalStatus.includes(other.maritalStatus)
  )
    fail('maritalStatus', prefs.maritalStatus.join(', '), other.maritalStatus);
  if (known(prefs.maxKids) && (other.children ?? 0) > prefs.maxKids)
    fail('maxKids', String(prefs.maxKids), String(other.children ?? 0));
  const text = [
    ['residenceType', prefs.residenceType, other.residenceType],
    ['caste', prefs.caste, other.caste],
    ['sect', prefs.sect, other.sect],
    ['nativeLanguage', prefs.nativeLanguage, other.nativeLanguage],
  ] as const;
  for (const [name, expected, actual] of text) {
    if (known(expected) && known(actual) && !same(expected, actual)) fail(name, expected, actual);
  }
  if (
    known(prefs.minEducationYears) &&
    known(other.educationYears) &&
    other.educationYears < prefs.minEducationYears
  )
    fail('minEducationYears', String(prefs.minEducationYears), String(other.educationYears));
  if (
    known(prefs.maxEducationYears) &&
    known(other.educationYears) &&
    other.educationYears > prefs.maxEducationYears
  )
    fail('maxEducationYears', String(prefs.maxEducationYears), String(other.educationYears));
  if (known(prefs.jobType) && known(other.jobType) && !same(prefs.jobType, other.jobType))
    fail('jobType', prefs.jobType, other.jobType);
  const minHeight = known(prefs.minHeightFt) ? prefs.minHeightFt * 12 + (prefs.minHeightIn ?? 0) : null;
  const height = heightInches(other);
  if (minHeight !== null && height !== null && height < minHeight)
    fail('minHeight', feetAndInches(minHeight), feetAndInches(height));
  return out;
}

/** The searcher's side of a match search: the filters that choose candidates (SPEC §2 default match search). */
export type MatchFilters = {
  gender: Gender;
  cities: string[];
  locationRadius: number;
  religion: string;
  sect: string | null;
  minAge: number | null;
  maxAge: number | null;
  maritalStatus: string[] | null;
  minHeightInches: number | null;
  preferences: AiFilters | null;
};

/**
 * The default match search for a searcher; with `usePreferences` their own partner preferences (aiFilters)
 * narrow it further and are also judged against each candidate.
 */
export function defaultMatchFilters(
  searcher: MatchProfile,
  prefs: AiFilters,
  usePreferences: boolean,
): MatchFilters {
  const defaults = defaultPreferences(searcher);
  const own = usePreferences ? effectivePreferences(searcher, prefs) : defaults;
  const minHeight = known(own.minHeightFt) ? own.minHeightFt * 12 + (own.minHeightIn ?? 0) : null;
  // The searcher's own cities and sect where its requirements name them (decision 059): a family asking for
  // a Shia partner from Karachi is searched there, not in its own city and sect.
  const cities = own.cities?.length ? own.cities : null;
  return {
    gender: oppositeGender(searcher.gender),
    cities: cities ?? [searcher.city],
    locationRadius: cities ? (own.locationRadius ?? DEFAULT_LOCATION_RADIUS_KM) : DEFAULT_LOCATION_RADIUS_KM,
    religion: searcher.religion,
    sect: searcher.religion === 'Muslim' ? (own.sect ?? searcher.sect) : null,
    minAge: own.minAge ?? null,
    maxAge: own.maxAge ?? null,
    maritalStatus: own.maritalStatus ?? null,
    minHeightInches: minHeight,
    preferences: usePreferences ? own : null,
  };
}
