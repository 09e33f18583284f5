import type { MatchProfile } from '@shared/matching';
import { heightInches } from '@shared/matching';
import type { AiFilters } from '@shared/profile-view';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';
import { textColumn } from '../privacy/shown-text';

/*
 * The SQL form of `mismatches()` in src/shared/matching.ts, so that two-way matching is decided before
 * pagination. Same rules: a criterion is judged only when both sides are known; text compares trimmed and
 * without case. tests/api/matching-property.test.ts proves the two agree on random profiles.
 */
type EB = ExpressionBuilder<Database, 'profiles'>;
const sameText = (column: string, value: string) =>
  sql<SqlBool>`lower(btrim(${sql.ref(column)})) = lower(btrim(${value}))`;

/** The candidate's effective preferences (eff_* columns) accept the searcher: no mismatch. */
export function candidateAccepts(eb: EB, s: MatchProfile): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [
    eb.or([eb('effMinAge', 'is', null), eb('effMinAge', '<=', s.age)]),
    eb.or([eb('effMaxAge', 'is', null), eb('effMaxAge', '>=', s.age)]),
    eb.or([
      eb('effMaritalStatus', 'is', null),
      sql<SqlBool>`cardinality(eff_marital_status) = 0`,
      sql<SqlBool>`${s.maritalStatus} = any(eff_marital_status)`,
    ]),
    eb.or([eb('effMaxKids', 'is', null), eb('effMaxKids', '>=', s.children ?? 0)]),
  ];
  const text: [string, string | null][] = [
    ['eff_residence_type', s.residenceType],
    ['eff_caste', s.caste],
    ['eff_sect', s.sect],
    ['eff_native_language', s.nativeLanguage],
    ['eff_job_type', s.jobType],
  ];
  for (const [column, value] of text) {
    if (value !== null) conditions.push(eb.or([eb(sql.ref(column), 'is', null), sameText(column, value)]));
  }
  if (s.educationYears !== null) {
    conditions.push(
      eb.or([eb('effMinEducationYears', 'is', null), eb('effMinEducationYears', '<=', s.educationYears)]),
    );
    conditions.push(
      eb.or([eb('effMaxEducationYears', 'is', null), eb('effMaxEducationYears', '>=', s.educationYears)]),
    );
  }
  const height = heightInches(s);
  if (height !== null)
    conditions.push(eb.or([eb('effMinHeightInches', 'is', null), eb('effMinHeightInches', '<=', height)]));
  return eb.and(conditions);
}

/**
 * The searcher's preferences accept the candidate (the candidate's own columns): no mismatch. A family's
 * text requirements read the candidate's text as the family receives it (decision 047).
 */
export function searcherAccepts(eb: EB, prefs: AiFilters, family = false): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (prefs.minAge != null) conditions.push(eb('age', '>=', prefs.minAge));
  if (prefs.maxAge != null) conditions.push(eb('age', '<=', prefs.maxAge));
  if (prefs.maritalStatus && prefs.maritalStatus.length > 0)
    conditions.push(eb('maritalStatus', 'in', prefs.maritalStatus));
  if (prefs.maxKids != null) conditions.push(sql<SqlBool>`coalesce(children, 0) <= ${prefs.maxKids}`);
  const text: [string, string | undefined][] = [
    ['residence_type', prefs.residenceType],
    [textColumn('caste', family), prefs.caste],
    ['sect', prefs.sect],
    [textColumn('nativeLanguage', family), prefs.nativeLanguage],
    ['job_type', prefs.jobType],
  ];
  for (const [column, value] of text) {
    if (value != null) conditions.push(eb.or([eb(sql.ref(column), 'is', null), sameText(column, value)]));
  }
  if (prefs.minEducationYears != null)
    conditions.push(
      eb.or([eb('educationYears', 'is', null), eb('educationYears', '>=', prefs.minEducationYears)]),
    );
  if (prefs.maxEducationYears != null)
    conditions.push(
      eb.or([eb('educationYears', 'is', null), eb('educationYears', '<=', prefs.maxEducationYears)]),
    );
  if (prefs.minHeightFt != null) {
    const min = prefs.minHeightFt * 12 + (prefs.minHeightIn ?? 0);
    conditions.push(eb.or([eb('heightInches', 'is', null), eb('heightInches', '>=', min)]));
  }
  return eb.and(conditions);
}
