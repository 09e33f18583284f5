import {
  AGE_POINTS,
  comparable,
  EDUCATION_POINTS,
  FAMILY_MAX_POINTS,
  HEIGHT_GAP_INCHES,
  NEARBY_RADIUS_KM,
  nearbyPoints,
  SCORE_WEIGHTS,
  type ScoreSide,
} from '@shared/match-score';
import { heightInches } from '@shared/matching';
import { type RawBuilder, sql } from 'kysely';
import type { ProfileRow } from '../db/schema';
import { type ShownTextField, textColumn } from '../privacy/shown-text';
import { effectivePreferencesOf } from '../profiles/columns';
import { nearbyCities } from './nearby-cities';

/*
 * The SQL form of `scoreParts()` in src/shared/match-score.ts (decision 043): one expression over the
 * candidate's own columns and its eff_* columns, with the searcher's values as parameters, so that a match
 * list is ordered by score over every candidate in the same query that finds them. The candidates are already
 * narrowed by the match conditions (and their index); the score is worked out for those rows only.
 */

/** One side of the score without its requirements: the profile's own values. */
const ownSideOf = (row: ProfileRow) => ({
  gender: row.gender,
  age: row.age,
  city: row.city,
  caste: row.caste,
  nativeLanguage: row.nativeLanguage,
  homeTown: row.homeTown,
  educationYears: row.educationYears,
  heightInches: heightInches(row),
  residenceType: row.residenceType,
  jobType: row.jobType,
  children: row.children,
});

/** One side of the score, from a stored profile. */
export function scoreSideOf(row: ProfileRow): ScoreSide {
  const eff = effectivePreferencesOf(row);
  return {
    ...ownSideOf(row),
    prefs: {
      minAge: eff.minAge ?? null,
      maxAge: eff.maxAge ?? null,
      residenceType: eff.residenceType ?? null,
      jobType: eff.jobType ?? null,
      maxKids: eff.maxKids ?? null,
    },
  };
}

const UNKNOWN_PREFS: ScoreSide['prefs'] = {
  minAge: null,
  maxAge: null,
  residenceType: null,
  jobType: null,
  maxKids: null,
};

/**
 * A candidate's side as a family's score judges it (decision 047): its text as an unconnected family
 * receives it (the shown-text columns) and its requirements unknown, for they are the matchmakers' to see.
 */
export function shownScoreSideOf(row: ProfileRow): ScoreSide {
  return {
    ...ownSideOf(row),
    caste: row.shownCaste,
    nativeLanguage: row.shownNativeLanguage,
    homeTown: row.shownHomeTown,
    prefs: UNKNOWN_PREFS,
  };
}

/**
 * The searcher's side of a scored list: its values, and the distance of each city near its own. `family`: the
 * list is a family's own, scored by what it may know (decision 047); a matchmaker's is scored from both sides.
 */
export type ScoreSearch = { side: ScoreSide; nearby: Map<string, number>; family: boolean };

export function scoreSearchOf(row: ProfileRow, family = false): ScoreSearch {
  return { side: scoreSideOf(row), nearby: nearbyCities([row.city], NEARBY_RADIUS_KM), family };
}

/** A candidate's side as this search scores it. */
export const candidateSideOf = (search: ScoreSearch, row: ProfileRow) =>
  search.family ? shownScoreSideOf(row) : scoreSideOf(row);

/** The distance (km) from the searcher's city to a candidate's city, as the SQL counts it (`lower(city)`). */
export function scoreDistance(search: ScoreSearch, city: string): number | null {
  return search.nearby.get(city.toLowerCase()) ?? null;
}

const zero = sql<number>`0`;
/** `points` when the candidate's text equals the searcher's value (trimmed, without case). */
function sameText(field: ShownTextField, family: boolean, value: string | null, points: number) {
  const v = comparable(value);
  if (v === null) return zero;
  const column = sql.ref(textColumn(field, family));
  return sql<number>`(case when lower(btrim(${column})) = ${v} then ${sql.lit(points)} else 0 end)`;
}

/** Age points of `age` against the range [min, max] (SQL values or columns). */
function agePoints(age: RawBuilder<unknown>, min: RawBuilder<unknown>, max: RawBuilder<unknown>) {
  return sql<number>`(case when ${min} is null or ${max} is null then 0
    when 2 * abs(2 * ${age} - ${min} - ${max}) <= ${max} - ${min} then ${sql.lit(AGE_POINTS.middle)}
    when ${age} between ${min} and ${max} then ${sql.lit(AGE_POINTS.inside)} else 0 end)`;
}

const value = (v: number | null) => (v === null ? sql`null::int` : sql`${v}::int`);

/** Whether the candidate has one of the circumstances the searcher's preferences asked for. */
function hasSearchersWish(prefs: ScoreSide['prefs']): RawBuilder<boolean> {
  const any: RawBuilder<boolean>[] = [];
  const residence = comparable(prefs.residenceType);
  if (residence !== null) any.push(sql<boolean>`lower(btrim(residence_type)) = ${residence}`);
  const job = comparable(prefs.jobType);
  if (job !== null) any.push(sql<boolean>`lower(btrim(job_type)) = ${job}`);
  if (prefs.maxKids !== null) any.push(sql<boolean>`coalesce(children, 0) <= ${prefs.maxKids}`);
  return any.length ? sql<boolean>`(${sql.join(any, sql` or `)})` : sql<boolean>`false`;
}

/** Whether the searcher has one of the circumstances the candidate's preferences (eff_*) asked for. */
function hasCandidatesWish(s: ScoreSide): RawBuilder<boolean> {
  const any: RawBuilder<boolean>[] = [];
  const residence = comparable(s.residenceType);
  if (residence !== null) any.push(sql<boolean>`lower(btrim(eff_residence_type)) = ${residence}`);
  const job = comparable(s.jobType);
  if (job !== null) any.push(sql<boolean>`lower(btrim(eff_job_type)) = ${job}`);
  any.push(sql<boolean>`eff_max_kids >= ${s.children ?? 0}`);
  return sql<boolean>`coalesce(${sql.join(any, sql` or `)}, false)`;
}

/**
 * The score (0–100) of each candidate row for the searcher: the sum of the parts of `scoreParts()`; for a
 * family, of the parts `shownScoreSideOf()` leaves, out of FAMILY_MAX_POINTS (`familyScoreOf()`).
 */
export function scoreSql(search: ScoreSearch): RawBuilder<number> {
  const s = search.side;
  const family = search.family;
  const parts: RawBuilder<number>[] = [
    sameText('caste', family, s.caste, SCORE_WEIGHTS.sameCaste),
    sameText('nativeLanguage', family, s.nativeLanguage, SCORE_WEIGHTS.sameLanguage),
    sameText('homeTown', family, s.homeTown, SCORE_WEIGHTS.sameHomeTown),
  ];
  const near = [...search.nearby]
    .map(([city, km]) => [city, nearbyPoints(km)] as const)
    .filter(([, points]) => points > 0);
  if (near.length > 0)
    parts.push(
      sql<number>`(case lower(city) ${sql.join(
        near.map(([city, points]) => sql`when ${city} then ${sql.lit(points)}`),
        sql` `,
      )} else 0 end)`,
    );
  if (s.educationYears !== null) {
    const [closeYears, closePoints] = EDUCATION_POINTS.close;
    const [nearYears, nearPoints] = EDUCATION_POINTS.near;
    parts.push(sql<number>`(case when education_years is null then 0
      when abs(education_years - ${s.educationYears}::int) <= ${sql.lit(closeYears)} then ${sql.lit(closePoints)}
      when abs(education_years - ${s.educationYears}::int) <= ${sql.lit(nearYears)} then ${sql.lit(nearPoints)}
      else 0 end)`);
  }
  parts.push(agePoints(sql.ref('age'), value(s.prefs.minAge), value(s.prefs.maxAge)));
  if (!family) parts.push(agePoints(sql`${s.age}::int`, sql.ref('eff_min_age'), sql.ref('eff_max_age')));
  if (s.heightInches !== null && (s.gender === 'Male' || s.gender === 'Female')) {
    // The man's height over the woman's.
    const gap =
      s.gender === 'Male'
        ? sql`${s.heightInches}::int - height_inches`
        : sql`height_inches - ${s.heightInches}::int`;
    parts.push(sql<number>`(case when gender <> ${s.gender} and ${gap} between ${sql.lit(HEIGHT_GAP_INCHES.min)}
      and ${sql.lit(HEIGHT_GAP_INCHES.max)} then ${sql.lit(SCORE_WEIGHTS.heights)} else 0 end)`);
  }
  parts.push(
    sql<number>`(case when ${hasSearchersWish(s.prefs)} then ${sql.lit(SCORE_WEIGHTS.wishesMet)} else 0 end)`,
  );
  if (!family)
    parts.push(
      sql<number>`(case when ${hasCandidatesWish(s)} then ${sql.lit(SCORE_WEIGHTS.wishesReturned)} else 0 end)`,
    );
  const sum = sql.join(parts, sql` + `);
  // Numeric rounding as Math.round for these sums: x * 100 / 85 is never a half.
  if (family) return sql<number>`round((${sum}) * 100.0 / ${sql.lit(FAMILY_MAX_POINTS)})::int`;
  return sql<number>`(${sum})::int`;
}
