/**
 * Near matches (issue 17, decision 044), written once: for a matchmaker, the candidates of a match list that
 * fail exactly one relaxable requirement of the searched profile, and by no more than its allowance. The
 * server turns the same rules into SQL (server/matching/near-sql.ts); tests/api/near-matches-property.test.ts
 * proves the two agree with the matching rules of src/shared/matching.ts.
 *
 * Without zod (decision 102): a family's list card draws with this module. The card's `relaxed` schema is in
 * src/shared/profile-list-schema.ts.
 */
import type { Gender } from './enums';

/** The requirements a near match may fail (one of them), with the allowance each is relaxed by. */
export const NEAR_ALLOWANCES = {
  /** Up to 2 years younger than asked, never below LEGAL_AGE. */
  minAge: { by: 2 },
  /** Up to 2 years older than asked. */
  maxAge: { by: 2 },
  /** Up to 2 inches shorter than asked (an unknown height already passes). */
  minHeight: { by: 2 },
  /** Up to twice the radius away from the searched cities. */
  locationRadius: { times: 2 },
  /** Up to 2 years less schooling than asked. */
  minEducationYears: { by: 2 },
  /** Up to 2 years more schooling than asked. */
  maxEducationYears: { by: 2 },
  /** Any other caste or biradari. */
  caste: 'any',
  /** Any other native language. */
  nativeLanguage: 'any',
  /** Any other residence type (own, rented, official). */
  residenceType: 'any',
  /** Any other job type. */
  jobType: 'any',
  /** Any number of children. */
  maxKids: 'any',
} as const;

export const NEAR_REQUIREMENTS = Object.keys(NEAR_ALLOWANCES) as (keyof typeof NEAR_ALLOWANCES)[];
export type NearRequirement = keyof typeof NEAR_ALLOWANCES;

/**
 * Never relaxed: gender, religion, sect, the marital-status group, and the legal age of marriage: a relaxed
 * minimum age never lets in anyone younger than 18 (the age of marriage for men in Pakistan, and for women in
 * Sindh and Islamabad).
 */
export const NEVER_RELAXED = ['gender', 'religion', 'sect', 'maritalStatus', 'legalAge'] as const;
export const LEGAL_AGE = 18;

/** What a near match fails, in the words of a mismatch: the requirement, what was asked, what it has. */
export type Relaxed = { name: NearRequirement; expected: string; actual: string };

/** A matchmaker's `near=true` needs the profile the near matches are of. */
export const NEAR_NEEDS_MATCH = 'Near matches need a profile to match (matchProfileId)';

/** The lowest age a relaxed minimum age lets in. */
export function relaxedMinAge(minAge: number): number {
  return Math.max(minAge - NEAR_ALLOWANCES.minAge.by, LEGAL_AGE);
}

/** Whether a failed numeric requirement is within its allowance (`asked` the requirement, `has` the value). */
export function withinAllowance(name: NearRequirement, asked: number, has: number): boolean {
  switch (name) {
    case 'minAge':
      return has >= relaxedMinAge(asked);
    case 'maxAge':
    case 'maxEducationYears':
      return has <= asked + NEAR_ALLOWANCES[name].by;
    case 'minHeight':
    case 'minEducationYears':
      return has >= asked - NEAR_ALLOWANCES[name].by;
    case 'locationRadius':
      return has <= asked * NEAR_ALLOWANCES.locationRadius.times;
    default:
      return true;
  }
}

const number = (text: string) => Number.parseFloat(text);
/** 5'6" as inches. */
const inchesOf = (text: string) => {
  const m = /^(\d+)'(\d+)"$/.exec(text.trim());
  return m ? Number(m[1]) * 12 + Number(m[2]) : Number.NaN;
};
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const TEXT_LABELS: Partial<Record<NearRequirement, string>> = {
  caste: 'Caste',
  nativeLanguage: 'Native language',
  residenceType: 'Residence',
  jobType: 'Job type',
};

/**
 * One line of English (matchmakers' screens are English only, decision 017) saying what a near match's card
 * relaxes, from the searched profile's side: "2 years older than he asked". `askedBy` is the searched
 * profile's gender (the opposite of the card's: gender is never relaxed).
 */
export function relaxedLine(r: Relaxed, askedBy: Gender): string {
  const who = askedBy === 'Male' ? 'he' : 'she';
  const gap = (a: number, b: number) => Math.abs(a - b);
  switch (r.name) {
    case 'maxAge':
      return `${plural(gap(number(r.actual), number(r.expected)), 'year', 'years')} older than ${who} asked`;
    case 'minAge':
      return `${plural(gap(number(r.actual), number(r.expected)), 'year', 'years')} younger than ${who} asked`;
    case 'minHeight':
      return `${plural(gap(inchesOf(r.actual), inchesOf(r.expected)), 'inch', 'inches')} shorter than ${who} asked`;
    case 'locationRadius':
      return `${r.actual} away, ${who} asked within ${r.expected}`;
    case 'minEducationYears':
      return `${plural(gap(number(r.actual), number(r.expected)), 'year', 'years')} less education than ${who} asked`;
    case 'maxEducationYears':
      return `${plural(gap(number(r.actual), number(r.expected)), 'year', 'years')} more education than ${who} asked`;
    case 'maxKids': {
      const asked = number(r.expected);
      const limit = asked === 0 ? 'none' : `at most ${asked}`;
      return `${plural(number(r.actual), 'child', 'children')}, ${who} asked for ${limit}`;
    }
    default: {
      const label = TEXT_LABELS[r.name] ?? r.name;
      return r.actual.trim()
        ? `${label}: ${r.actual}, not ${r.expected} as ${who} asked`
        : `${label} not given, ${who} asked for ${r.expected}`;
    }
  }
}
