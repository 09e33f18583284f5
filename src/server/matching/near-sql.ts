import { heightInches } from '@shared/matching';
import { NEAR_ALLOWANCES, type Relaxed, relaxedMinAge } from '@shared/near-matches';
import type { AiFilters } from '@shared/profile-view';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database, ProfileRow } from '../db/schema';
import type { ListConditions } from './list-conditions';

/*
 * Near matches (issue 17, decision 044) in SQL: the searched profile's relaxable requirements, as its match
 * list applies them, each judged by the rule it has there (a filter the matchmaker set: an unknown value
 * fails; a partner preference: an unknown value passes). A near match fails exactly one of them, within its
 * allowance (src/shared/near-matches.ts). `relaxedOf` is the same judgement in TypeScript, for the page's
 * cards; tests/api/near-matches-property.test.ts proves both agree with the shared matching rules.
 */
type EB = ExpressionBuilder<Database, 'profiles'>;

type TextRule = { value: string; contains: boolean; unknownPasses: boolean };
type NumberRule = { value: number; unknownPasses: boolean };
export type NearSearch = {
  minAge?: number;
  maxAge?: number;
  minHeight?: number;
  /** The searched cities' area (lower-cased names with their distance) and the same at twice the radius. */
  location?: { radiusKm: number; exact: Map<string, number>; relaxed: Map<string, number> };
  minEducationYears?: NumberRule;
  maxEducationYears?: NumberRule;
  caste?: TextRule;
  nativeLanguage?: TextRule;
  residenceType?: TextRule;
  jobType?: TextRule;
  maxKids?: number;
};

const TEXTS = [
  ['caste', 'caste'],
  ['nativeLanguage', 'native_language'],
  ['residenceType', 'residence_type'],
  ['jobType', 'job_type'],
] as const;

const tighterMin = (a: number | null | undefined, b: number | null | undefined) =>
  a == null ? (b ?? undefined) : b == null ? a : Math.max(a, b);
const tighterMax = (a: number | null | undefined, b: number | null | undefined) =>
  a == null ? (b ?? undefined) : b == null ? a : Math.min(a, b);

/**
 * A matchmaker's match list turned into its near list: the conditions that stay exact (gender, religion,
 * sect, marital statuses, the list's other filters, and the partner preferences that are never relaxed) and
 * the relaxable requirements, each once (an age or height both the default search and the preferences hold
 * is one requirement, the tighter of the two). `area` is the searched cities with their radius, if any.
 */
export function nearPlanOf(
  merged: ListConditions,
  area: { exact: Map<string, number>; relaxed: Map<string, number>; radiusKm: number } | undefined,
) {
  const prefs: AiFilters = merged.preferences ?? {};
  const prefHeight = prefs.minHeightFt == null ? null : prefs.minHeightFt * 12 + (prefs.minHeightIn ?? 0);
  const near: NearSearch = {
    minAge: tighterMin(merged.minAge, prefs.minAge),
    maxAge: tighterMax(merged.maxAge, prefs.maxAge),
    minHeight: tighterMin(merged.minHeightInches, prefHeight),
    location: area,
    maxKids: tighterMax(merged.maxKids, prefs.maxKids),
  };
  for (const key of ['minEducationYears', 'maxEducationYears'] as const) {
    const filter = merged[key];
    const pref = prefs[key];
    if (filter != null) near[key] = { value: filter, unknownPasses: false };
    else if (pref != null) near[key] = { value: pref, unknownPasses: true };
  }
  for (const [key] of TEXTS) {
    const filter = merged[key];
    const pref = prefs[key];
    if (filter) near[key] = { value: filter, contains: key === 'caste', unknownPasses: false };
    else if (pref) near[key] = { value: pref, contains: false, unknownPasses: true };
  }
  const exact: ListConditions = { ...merged };
  for (const key of [
    'minAge',
    'maxAge',
    'minHeightInches',
    'cityNames',
    'maxKids',
    'minEducationYears',
    'maxEducationYears',
    'caste',
    'nativeLanguage',
    'residenceType',
    'jobType',
  ] as const)
    delete exact[key];
  const kept: AiFilters = {};
  if (prefs.maritalStatus) kept.maritalStatus = prefs.maritalStatus;
  if (prefs.sect) kept.sect = prefs.sect;
  exact.preferences = Object.keys(kept).length ? kept : null;
  return { exact, near };
}

const bool = (e: RawBuilder<unknown>) => sql<SqlBool>`coalesce(${e}, false)`;
const list = (names: Iterable<string>) => {
  const all = [...names];
  return all.length ? sql`lower(city) in (${sql.join(all)})` : sql`false`;
};

function textMatches(column: string, rule: TextRule) {
  return rule.contains
    ? sql`${sql.ref(column)} ilike ${`%${rule.value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : sql`lower(btrim(${sql.ref(column)})) = lower(btrim(${rule.value}))`;
}

/** Each relaxable requirement's failure, and whether that failure is within its allowance (never null). */
function judgements(n: NearSearch): { fails: RawBuilder<SqlBool>; within: RawBuilder<SqlBool> }[] {
  const out: { fails: RawBuilder<SqlBool>; within: RawBuilder<SqlBool> }[] = [];
  const yes = sql<SqlBool>`true`;
  if (n.minAge != null)
    out.push({ fails: bool(sql`age < ${n.minAge}`), within: bool(sql`age >= ${relaxedMinAge(n.minAge)}`) });
  if (n.maxAge != null)
    out.push({
      fails: bool(sql`age > ${n.maxAge}`),
      within: bool(sql`age <= ${n.maxAge + NEAR_ALLOWANCES.maxAge.by}`),
    });
  if (n.minHeight != null)
    out.push({
      fails: bool(sql`height_inches < ${n.minHeight}`),
      within: bool(sql`height_inches >= ${n.minHeight - NEAR_ALLOWANCES.minHeight.by}`),
    });
  if (n.location)
    out.push({
      fails: bool(sql`not (${list(n.location.exact.keys())})`),
      within: bool(list(n.location.relaxed.keys())),
    });
  for (const key of ['minEducationYears', 'maxEducationYears'] as const) {
    const rule = n[key];
    if (!rule) continue;
    const op = key === 'minEducationYears' ? sql`<` : sql`>`;
    const by = NEAR_ALLOWANCES[key].by;
    const bound = key === 'minEducationYears' ? rule.value - by : rule.value + by;
    const within = key === 'minEducationYears' ? sql`>=` : sql`<=`;
    out.push({
      fails: rule.unknownPasses
        ? bool(sql`education_years ${op} ${rule.value}`)
        : bool(sql`education_years is null or education_years ${op} ${rule.value}`),
      within: bool(sql`education_years ${within} ${bound}`),
    });
  }
  for (const [key, column] of TEXTS) {
    const rule = n[key];
    if (!rule) continue;
    const matches = textMatches(column, rule);
    out.push({
      fails: rule.unknownPasses
        ? bool(sql`${sql.ref(column)} is not null and not (${matches})`)
        : bool(sql`${sql.ref(column)} is null or not (${matches})`),
      within: yes,
    });
  }
  if (n.maxKids != null) out.push({ fails: bool(sql`coalesce(children, 0) > ${n.maxKids}`), within: yes });
  return out;
}

/**
 * Exactly one relaxable requirement fails, within its allowance. The plain bounds first (the relaxed area and
 * age range) let the match index narrow the candidates before each requirement is judged.
 */
export function nearCondition(eb: EB, n: NearSearch): Expression<SqlBool> {
  const parts = judgements(n);
  if (parts.length === 0) return sql<SqlBool>`false`;
  const all: Expression<SqlBool>[] = [];
  if (n.location) all.push(sql<SqlBool>`${list(n.location.relaxed.keys())}`);
  if (n.minAge != null) all.push(eb('age', '>=', Math.min(n.minAge, relaxedMinAge(n.minAge))));
  if (n.maxAge != null) all.push(eb('age', '<=', n.maxAge + NEAR_ALLOWANCES.maxAge.by));
  const failures = sql.join(
    parts.map((p) => sql`(case when ${p.fails} then 1 else 0 end)`),
    sql` + `,
  );
  all.push(sql<SqlBool>`(${failures}) = 1`);
  for (const p of parts) all.push(sql<SqlBool>`(not ${p.fails} or ${p.within})`);
  return eb.and(all);
}

const feetAndInches = (inches: number) => `${Math.floor(inches / 12)}'${inches % 12}"`;

/** Every relaxable requirement `row` fails (a near match's card: exactly one), as the card says it. */
export function relaxedOf(n: NearSearch, row: ProfileRow): Relaxed[] {
  const out: Relaxed[] = [];
  if (n.minAge != null && row.age < n.minAge)
    out.push({ name: 'minAge', expected: String(n.minAge), actual: String(row.age) });
  if (n.maxAge != null && row.age > n.maxAge)
    out.push({ name: 'maxAge', expected: String(n.maxAge), actual: String(row.age) });
  const height = heightInches(row);
  if (n.minHeight != null && height != null && height < n.minHeight)
    out.push({ name: 'minHeight', expected: feetAndInches(n.minHeight), actual: feetAndInches(height) });
  const city = row.city.toLowerCase();
  if (n.location && !n.location.exact.has(city)) {
    const km = n.location.relaxed.get(city);
    out.push({
      name: 'locationRadius',
      expected: `${n.location.radiusKm} km`,
      actual: km === undefined ? 'further' : `${Math.round(km)} km`,
    });
  }
  for (const key of ['minEducationYears', 'maxEducationYears'] as const) {
    const rule = n[key];
    const years = row.educationYears;
    if (!rule) continue;
    const fails =
      years == null
        ? !rule.unknownPasses
        : key === 'minEducationYears'
          ? years < rule.value
          : years > rule.value;
    if (fails)
      out.push({ name: key, expected: String(rule.value), actual: years == null ? '' : String(years) });
  }
  for (const [key] of TEXTS) {
    const rule = n[key];
    if (!rule) continue;
    const value = row[key];
    const matches =
      value != null &&
      (rule.contains
        ? value.toLowerCase().includes(rule.value.trim().toLowerCase())
        : value.trim().toLowerCase() === rule.value.trim().toLowerCase());
    if (value == null ? !rule.unknownPasses : !matches)
      out.push({ name: key, expected: rule.value, actual: value ?? '' });
  }
  if (n.maxKids != null && (row.children ?? 0) > n.maxKids)
    out.push({ name: 'maxKids', expected: String(n.maxKids), actual: String(row.children ?? 0) });
  return out;
}
