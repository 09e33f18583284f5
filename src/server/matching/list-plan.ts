import { FILTER_AGE } from '@shared/constants';
import { westernDigits } from '@shared/digits';
import type { MatchFilters, MatchProfile } from '@shared/matching';
import { REQUIREMENT_VALUE_GROUPS } from '@shared/partner-requirements';
import { LIST_FILTER_KEYS, type ListFilterKey, type ListSort, type ListStatus } from '@shared/profile-list';
import type { FilterValues, ProfileList, ProfileListQuery } from '@shared/profile-list-schema';
import type { AiFilters } from '@shared/profile-view';
import type { ListConditions } from './list-conditions';
import type { ListQuery } from './list-query';
import { nearbyCities } from './nearby-cities';

/**
 * The list's plan, worked out without the database: the searcher's defaults, what a query may change (a
 * matchmaker anything, a family only narrowing, decision 037), the SQL conditions, search and order.
 */
/** A filter's value as the list answers it (`appliedFilters`, `defaultFilters`). */
type FilterValue = FilterValues[string];
export type Values = Partial<Record<ListFilterKey, FilterValue>>;

/**
 * The partner requirements (aiFilters keys) each filter key stands for: a matchmaker's value for the key, or
 * `Any`, replaces the searcher's own requirement (decision 029).
 */
export const PREFERENCE_KEYS: Partial<Record<ListFilterKey, (keyof AiFilters)[]>> = Object.fromEntries(
  Object.entries(REQUIREMENT_VALUE_GROUPS).map(([key, group]) => [key, [...group]]),
);

/** Requirements the searcher's preferences alone apply (with their rules: an unknown value passes). */
export const PREFERENCE_ONLY: ListFilterKey[] = [
  'maxKids',
  'residenceType',
  'caste',
  'nativeLanguage',
  'jobType',
  'minEducationYears',
  'maxEducationYears',
];

const HEIGHT_KEYS: ListFilterKey[] = ['minHeightFt', 'minHeightIn'];
/** Matchmakers only (SPEC §6; possible duplicates, decision 038): a family's query never sets these. */
const ADMIN_KEYS: ListFilterKey[] = [
  'paidFee',
  'edited',
  'held',
  'duplicates',
  'assignedTo',
  'inactiveReason',
];

/** An age as a filter may hold it: never below the youngest age a profile may have (16). */
const atLeastFilterAge = (age: number) => Math.max(FILTER_AGE.min, age);

const known = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/**
 * What the searcher fills in: SPEC §9's default search and, with preferences, its own requirements. A family
 * is not told the requirements only its AI filters hold (caste, job type…; SPEC §6: AI filters are the
 * matchmakers'), though they apply to its list all the same.
 */
export function defaultsOf(base: MatchFilters, isAdmin: boolean): Values {
  const values: Values = {
    gender: base.gender,
    religion: base.religion,
    city: base.cities,
    locationRadius: base.locationRadius,
  };
  if (known(base.sect)) values.sect = base.sect;
  // The male tiers (SPEC §9) go below 16 for the youngest; no profile is younger than FILTER_AGE.min.
  if (known(base.minAge)) values.minAge = atLeastFilterAge(base.minAge);
  if (known(base.maxAge)) values.maxAge = atLeastFilterAge(base.maxAge);
  if (base.maritalStatus?.length) values.maritalStatus = base.maritalStatus;
  if (known(base.minHeightInches)) {
    values.minHeightFt = Math.floor(base.minHeightInches / 12);
    values.minHeightIn = base.minHeightInches % 12;
  }
  const prefs = base.preferences;
  if (prefs && isAdmin) {
    for (const key of PREFERENCE_ONLY) {
      const value = prefs[key as keyof AiFilters];
      if (known(value) && (typeof value === 'string' || typeof value === 'number')) values[key] = value;
    }
  }
  return values;
}

/** The query's filters: a value, or null where it switches the filter off (`Any`). Height is one filter. */
export function queryValues(q: ProfileListQuery, isAdmin: boolean, defaults: Values) {
  const values: Values = {};
  const set = new Set<ListFilterKey>();
  for (const key of LIST_FILTER_KEYS) {
    if (key === 'q' || key === 'status' || HEIGHT_KEYS.includes(key)) continue;
    if (!isAdmin && ADMIN_KEYS.includes(key)) continue;
    const value = q[key];
    if (value === undefined) continue;
    set.add(key);
    if (value === null || (Array.isArray(value) && value.length === 0)) continue;
    values[key] = value;
  }
  if (q.minHeightFt !== undefined || q.minHeightIn !== undefined) {
    for (const key of HEIGHT_KEYS) set.add(key);
    // Inches alone keep the default feet; feet alone mean whole feet.
    const feet = q.minHeightFt !== undefined ? q.minHeightFt : defaults.minHeightFt;
    if (known(feet)) {
      values.minHeightFt = feet;
      values.minHeightIn =
        q.minHeightIn !== undefined
          ? (q.minHeightIn ?? 0)
          : q.minHeightFt !== undefined
            ? 0
            : (defaults.minHeightIn ?? 0);
    }
  }
  return { values, set };
}

export const num = (v: FilterValue | undefined) => (typeof v === 'number' ? v : undefined);
const str = (v: FilterValue | undefined) => (typeof v === 'string' && v.trim() ? v : undefined);
export const strings = (v: FilterValue | undefined) => (Array.isArray(v) && v.length ? v : undefined);

/** The SQL conditions of a set of filter values (the location is the caller's). */
export function conditionsOf(v: Values, me?: number): ListConditions {
  // The responsible matchmaker (decision 054): `me` is the signed-in matchmaker.
  const assignee = str(v.assignedTo);
  const assignedTo =
    assignee === undefined
      ? undefined
      : assignee === 'none'
        ? ('none' as const)
        : assignee === 'me'
          ? (me ?? ('none' as const))
          : Number(assignee);
  const c: ListConditions = {
    gender: str(v.gender),
    minAge: num(v.minAge),
    maxAge: num(v.maxAge),
    maritalStatus: strings(v.maritalStatus),
    hasDisability: str(v.hasDisability) === undefined ? undefined : v.hasDisability === 'true',
    residenceType: str(v.residenceType),
    homeTown: str(v.homeTown),
    caste: str(v.caste),
    religion: str(v.religion),
    sect: str(v.sect),
    education: str(v.education),
    jobType: str(v.jobType),
    jobTitle: str(v.jobTitle),
    nativeLanguage: str(v.nativeLanguage),
    minHeightInches:
      num(v.minHeightFt) === undefined
        ? undefined
        : (v.minHeightFt as number) * 12 + (num(v.minHeightIn) ?? 0),
    minEducationYears: num(v.minEducationYears),
    maxEducationYears: num(v.maxEducationYears),
    maxKids: num(v.maxKids),
    paidFee: num(v.paidFee),
    familyEdited: v.edited === 'true' ? true : undefined,
    heldText: v.held === 'true' ? true : undefined,
    possibleDuplicate: v.duplicates === 'true' ? true : undefined,
    assignedTo,
    inactiveReason: str(v.inactiveReason),
  };
  return Object.fromEntries(Object.entries(c).filter(([, x]) => x !== undefined)) as ListConditions;
}

export function baseConditions(base: MatchFilters): ListConditions {
  return {
    gender: base.gender,
    religion: base.religion,
    sect: base.sect,
    minAge: base.minAge === null ? null : atLeastFilterAge(base.minAge),
    maxAge: base.maxAge === null ? null : atLeastFilterAge(base.maxAge),
    maritalStatus: base.maritalStatus,
    minHeightInches: base.minHeightInches,
    preferences: base.preferences,
  };
}

const TIGHTER_MIN: ListFilterKey[] = ['minAge', 'minEducationYears'];
const TIGHTER_MAX: ListFilterKey[] = ['maxAge', 'maxEducationYears', 'maxKids', 'locationRadius'];

/** A family's filters in force: its own requirements, narrowed by its query (the tighter of the two). */
function narrowedValues(own: Values, query: Values): Values {
  const out: Values = { ...own };
  for (const [key, value] of Object.entries(query) as [ListFilterKey, FilterValue][]) {
    // The minimum height is one filter in two keys, compared as a whole below.
    if (HEIGHT_KEYS.includes(key)) continue;
    const mine = own[key];
    if (typeof mine === 'number' && typeof value === 'number') {
      if (TIGHTER_MIN.includes(key)) out[key] = Math.max(mine, value);
      else if (TIGHTER_MAX.includes(key)) out[key] = Math.min(mine, value);
      else out[key] = value;
    } else {
      out[key] = value;
    }
  }
  const inches = (v: Values) =>
    typeof v.minHeightFt === 'number' ? v.minHeightFt * 12 + (num(v.minHeightIn) ?? 0) : null;
  const [mine, asked] = [inches(own), inches(query)];
  if (asked !== null && (mine === null || asked > mine)) {
    out.minHeightFt = query.minHeightFt;
    out.minHeightIn = query.minHeightIn ?? 0;
  }
  return out;
}

/** The choices a family's own requirement fixes: its query cannot name another (decision 026). */
const FIXED_BY_OWN: ListFilterKey[] = ['gender', 'religion', 'sect'];

/**
 * A family's filters in force (issue 16): its own requirements, narrowed by its query. A choice its own
 * requirement fixes (gender, religion, sect) stays its own; marital statuses and cities narrow to those its
 * requirements allow (none left: the query's key is left out); numbers narrow to the tighter of the two. The
 * query's cities are searched within the query's radius (never wider than its own), inside its own area;
 * without cities, the radius narrows its own area.
 */
export function familyPlan(base: MatchFilters, own: Values, asked: Values) {
  const query: Values = { ...asked };
  for (const key of FIXED_BY_OWN) if (own[key] !== undefined) delete query[key];
  const ownStatuses = strings(own.maritalStatus);
  const askedStatuses = strings(query.maritalStatus);
  if (ownStatuses && askedStatuses) {
    const kept = askedStatuses.filter((s) => ownStatuses.includes(s));
    if (kept.length) query.maritalStatus = kept;
    else delete query.maritalStatus;
  }
  const radius = Math.min(num(query.locationRadius) ?? base.locationRadius, base.locationRadius);
  const ownArea = nearbyCities(base.cities, base.locationRadius);
  const cities = strings(query.city)?.filter((city) => ownArea.has(city.trim().toLowerCase()));
  const within = (area: Map<string, number>) => new Map([...area].filter(([name]) => ownArea.has(name)));
  const distances = within(nearbyCities(cities?.length ? cities : base.cities, radius));
  delete query.city;
  delete query.locationRadius;
  const applied: Values = {
    ...narrowedValues(own, query),
    city: cities?.length ? cities : base.cities,
    locationRadius: radius,
  };
  return { query, applied, distances, ownArea };
}

/**
 * SPEC §5 "Search": phone-like digits match phones, other digits the id, text the thirteen text fields.
 * Issue 29 (decision 053): `#233` is the id too (for families within their own list), and several words
 * find the profiles holding every one of them, each in any of the searched fields ("Abbasi Lahore").
 */
export function searchOf(q: string | undefined, isAdmin: boolean): ListQuery['search'] {
  const term = q?.trim();
  if (!term) return undefined;
  // An id or a phone may be typed in Urdu or Arabic-Indic digits (issue 30); words keep theirs.
  const typed = westernDigits(term);
  const hashed = /^#\s*(\d{1,9})$/.exec(typed);
  if (hashed) return { id: Number(hashed[1]) };
  const digits = typed.replace(/[\s()-]/g, '');
  if (isAdmin && /^\+?\d+$/.test(digits)) {
    if (/^[0+]/.test(digits) || digits.length >= 5) return { phone: typed };
    return { id: Number(digits) };
  }
  // A family's digits are an id within its own list; it never searches phones (DESIGN §3).
  if (!isAdmin && /^\d{1,9}$/.test(typed)) return { id: Number(typed) };
  const words = [...new Set(term.toLowerCase().split(/\s+/).filter(Boolean))];
  return { text: term, words, familyOnly: !isAdmin };
}

/**
 * A matchmaker's search for a profile by who it is (decision 053): a phone or an id finds it in whatever
 * status it is, and so does its full name (two words or more, all of them in the name, in that order). Any
 * other search stays within the list's status.
 */
export function nameSearchOf(search: ListQuery['search']): string | undefined {
  const words = search?.words;
  if (!search?.text || search.familyOnly || !words || words.length < 2) return undefined;
  return search.text.toLowerCase().split(/\s+/).join(' ');
}

/**
 * The order of the list (issue 15, decision 029): the one asked for, else best match first in a match list
 * (issue 17, decision 043), oldest first for Pending Reviews, by distance with a location filter, newest
 * otherwise. Distance without a location, and "recently updated" for a family (when others changed their
 * profiles is the matchmakers' to know), fall back to newest. `score` outside a match list is the caller's 400.
 */
export function sortOf(
  asked: ListSort | undefined,
  status: ListStatus,
  hasLocation: boolean,
  isAdmin: boolean,
  isMatchList = false,
) {
  const sort =
    asked ?? (isMatchList ? 'score' : status === 'Review' ? 'oldest' : hasLocation ? 'distance' : 'newest');
  if (sort === 'distance' && !hasLocation) return 'newest';
  if (sort === 'updated' && !isAdmin) return 'newest';
  return sort;
}

export type ListPlan = {
  query: Omit<ListQuery, 'limit' | 'offset'> & { sort: ListSort };
  searcher: MatchProfile | undefined;
  searcherId: number | undefined;
  status: ListStatus;
  applied: FilterValues;
  defaults: FilterValues;
  matchProfile: ProfileList['matchProfile'];
};

/** In the order of the list's keys, the status first. */
export function ordered(status: ListStatus, values: Values, q: string | undefined): FilterValues {
  const out: FilterValues = { status };
  if (q?.trim()) out.q = q.trim();
  for (const key of LIST_FILTER_KEYS) {
    const value = values[key];
    if (value === undefined || key === 'status' || key === 'q') continue;
    out[key] = value;
  }
  return out;
}
