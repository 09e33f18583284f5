import type { SideStatus } from '@shared/connection-status';
import { connectionSummary } from '@shared/connection-summary';
import { DEFAULT_LIST_STATUS, FILTER_AGE, LIST_COUNT_CAP, PAGE_SIZE } from '@shared/constants';
import { PROFILE_STATUSES } from '@shared/enums';
import { defaultMatchFilters, type MatchFilters, type MatchProfile, mismatches } from '@shared/matching';
import { citiesWithin } from '@shared/places';
import {
  type FilterValues,
  LIST_FILTER_KEYS,
  type ListFilterKey,
  type ListSort,
  type ListStatus,
  type OtherStatusCounts,
  type ProfileList,
  type ProfileListQuery,
} from '@shared/profile-list';
import type { AiFilters } from '@shared/profile-view';
import type { Viewer } from '../auth/viewer';
import { httpError } from '../http/errors';
import { profileForViewer } from '../privacy/profile-visibility';
import { aiFiltersOf, effectivePreferencesOf, matchProfileOf } from './columns';
import type { ListConditions, ListedProfile, ListQuery, ProfileListRepository } from './list-repository';
import type { ProfilesRepository } from './repository';
import { PROFILE_NOT_FOUND } from './service';

type Deps = {
  list: ProfileListRepository;
  profiles: ProfilesRepository;
  publicUrl: string;
};

/** Lower-cased names of the cities within `radius` km of any of `cities`, each with its distance. */
function nearbyCities(cities: string[], radius: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const city of cities) {
    const near = citiesWithin(city, radius);
    const found = near.length > 0 ? near.map((c) => [c.name, c.distanceKm] as const) : [[city, 0] as const];
    for (const [name, km] of found) {
      const key = name.trim().toLowerCase();
      out.set(key, Math.min(out.get(key) ?? Number.POSITIVE_INFINITY, Math.round(km * 10) / 10));
    }
  }
  return out;
}

/** A filter's value as the list answers it (`appliedFilters`, `defaultFilters`). */
type FilterValue = FilterValues[string];
type Values = Partial<Record<ListFilterKey, FilterValue>>;

/**
 * The partner requirements (aiFilters keys) each filter key stands for: a matchmaker's value for the key, or
 * `Any`, replaces the searcher's own requirement (decision 029).
 */
const PREFERENCE_KEYS: Partial<Record<ListFilterKey, (keyof AiFilters)[]>> = {
  minAge: ['minAge'],
  maxAge: ['maxAge'],
  maritalStatus: ['maritalStatus'],
  maxKids: ['maxKids'],
  residenceType: ['residenceType'],
  caste: ['caste'],
  sect: ['sect'],
  nativeLanguage: ['nativeLanguage'],
  minEducationYears: ['minEducationYears'],
  maxEducationYears: ['maxEducationYears'],
  jobType: ['jobType'],
  minHeightFt: ['minHeightFt', 'minHeightIn'],
  minHeightIn: ['minHeightFt', 'minHeightIn'],
};

/** Requirements the searcher's preferences alone apply (with their rules: an unknown value passes). */
const PREFERENCE_ONLY: ListFilterKey[] = [
  'maxKids',
  'residenceType',
  'caste',
  'nativeLanguage',
  'jobType',
  'minEducationYears',
  'maxEducationYears',
];

const HEIGHT_KEYS: ListFilterKey[] = ['minHeightFt', 'minHeightIn'];
/** Matchmakers only (SPEC §6): a family's query never sets these. */
const ADMIN_KEYS: ListFilterKey[] = ['paidFee', 'edited'];

/** An age as a filter may hold it: never below the youngest age a profile may have (16). */
const atLeastFilterAge = (age: number) => Math.max(FILTER_AGE.min, age);

const known = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/**
 * What the searcher fills in: SPEC §9's default search and, with preferences, its own requirements. A family
 * is not told the requirements only its AI filters hold (caste, job type…; SPEC §6: AI filters are the
 * matchmakers'), though they apply to its list all the same.
 */
function defaultsOf(base: MatchFilters, isAdmin: boolean): Values {
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
function queryValues(q: ProfileListQuery, isAdmin: boolean, defaults: Values) {
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

const num = (v: FilterValue | undefined) => (typeof v === 'number' ? v : undefined);
const str = (v: FilterValue | undefined) => (typeof v === 'string' && v.trim() ? v : undefined);
const strings = (v: FilterValue | undefined) => (Array.isArray(v) && v.length ? v : undefined);

/** The SQL conditions of a set of filter values (the location is the caller's). */
function conditionsOf(v: Values): ListConditions {
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
  };
  return Object.fromEntries(Object.entries(c).filter(([, x]) => x !== undefined)) as ListConditions;
}

function baseConditions(base: MatchFilters): ListConditions {
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
function familyPlan(base: MatchFilters, own: Values, asked: Values) {
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

/** SPEC §5 "Search": phone-like digits match phones, other digits the id, text the thirteen text fields. */
function searchOf(q: string | undefined, isAdmin: boolean): ListQuery['search'] {
  const term = q?.trim();
  if (!term) return undefined;
  const digits = term.replace(/[\s()-]/g, '');
  if (isAdmin && /^\+?\d+$/.test(digits)) {
    if (/^[0+]/.test(digits) || digits.length >= 5) return { phone: term };
    return { id: Number(digits) };
  }
  return { text: term, familyOnly: !isAdmin };
}

/**
 * The order of the list (issue 15, decision 029): the one asked for, else oldest first for Pending Reviews,
 * by distance with a location filter, newest otherwise. Distance without a location, and "recently updated"
 * for a family (when others changed their profiles is the matchmakers' to know), fall back to newest.
 */
function sortOf(asked: ListSort | undefined, status: ListStatus, hasLocation: boolean, isAdmin: boolean) {
  const sort = asked ?? (status === 'Review' ? 'oldest' : hasLocation ? 'distance' : 'newest');
  if (sort === 'distance' && !hasLocation) return 'newest';
  if (sort === 'updated' && !isAdmin) return 'newest';
  return sort;
}

type ListPlan = {
  query: Omit<ListQuery, 'limit' | 'offset'> & { sort: ListSort };
  searcher: MatchProfile | undefined;
  searcherId: number | undefined;
  status: ListStatus;
  applied: FilterValues;
  defaults: FilterValues;
  matchProfile: ProfileList['matchProfile'];
};

/** In the order of the list's keys, the status first. */
function ordered(status: ListStatus, values: Values, q: string | undefined): FilterValues {
  const out: FilterValues = { status };
  if (q?.trim()) out.q = q.trim();
  for (const key of LIST_FILTER_KEYS) {
    const value = values[key];
    if (value === undefined || key === 'status' || key === 'q') continue;
    out[key] = value;
  }
  return out;
}

export function profileListService(deps: Deps) {
  /** Resolves who is searching and the conditions of their list (SPEC §2, §9; DESIGN §4; decision 029). */
  async function plan(viewer: Viewer, q: ProfileListQuery): Promise<ListPlan> {
    const isAdmin = viewer.kind === 'admin';
    const searcherId = viewer.kind === 'user' ? viewer.profileId : q.matchProfileId;
    const searcherRow =
      viewer.kind === 'user'
        ? viewer.profile
        : searcherId
          ? await deps.profiles.findById(searcherId)
          : undefined;
    if (searcherId && !searcherRow) throw httpError(404, PROFILE_NOT_FOUND);
    const searcher = searcherRow ? matchProfileOf(searcherRow) : undefined;
    const base =
      searcherRow && searcher
        ? // A family's own requirements always apply to what it receives; the flag is a matchmaker's choice.
          defaultMatchFilters(
            searcher,
            aiFiltersOf(searcherRow),
            viewer.kind === 'user' || q.aiFilters === 'true',
          )
        : null;
    const defaults = base ? defaultsOf(base, isAdmin) : {};
    const asked = queryValues(q, isAdmin, defaults);

    let conditions: ListConditions[];
    let distances: Map<string, number> | undefined;
    let applied: Values;
    let status: ListStatus;
    if (viewer.kind === 'user' && base) {
      // A family may narrow its list, never widen it: its own requirements and the query both apply, and
      // what the query asks beyond them is left out of the answer as well as of the list (issue 16).
      status = 'Active';
      const family = familyPlan(base, defaults, asked.values);
      distances = family.distances;
      const own: ListConditions = {
        ...baseConditions(base),
        status,
        cityNames: [...family.ownArea.keys()],
      };
      const narrowed: ListConditions = {
        ...conditionsOf(family.query),
        cityNames: [...distances.keys()],
      };
      conditions = [own, narrowed];
      applied = family.applied;
      delete applied.aiFilters;
    } else {
      // A matchmaker: the query's values replace the searcher's defaults, and `Any` switches them off.
      status = q.status ?? DEFAULT_LIST_STATUS;
      applied = { ...defaults };
      for (const key of asked.set) delete applied[key];
      Object.assign(applied, asked.values);
      let preferences = base?.preferences ?? null;
      if (preferences) {
        const replaced = [...asked.set].flatMap((key) => PREFERENCE_KEYS[key] ?? []);
        preferences = Object.fromEntries(
          Object.entries(preferences).filter(([key]) => !replaced.includes(key as keyof AiFilters)),
        ) as AiFilters;
      }
      // A requirement that comes from the preferences is judged by their rules (an unknown value passes).
      const plain: Values = { ...applied };
      for (const key of PREFERENCE_ONLY) if (!asked.set.has(key)) delete plain[key];
      const merged: ListConditions = {
        ...conditionsOf(plain),
        preferences,
        status: status === 'All' ? undefined : status,
      };
      const cities = strings(applied.city);
      if (cities) {
        distances = nearbyCities(cities, num(applied.locationRadius) ?? 0);
        merged.cityNames = [...distances.keys()];
        applied.locationRadius = num(applied.locationRadius) ?? 0;
      } else {
        delete applied.city;
        delete applied.locationRadius;
      }
      conditions = [merged];
      if (applied.aiFilters !== 'true') delete applied.aiFilters;
    }
    if (applied.edited !== 'true') delete applied.edited;
    const hasLocation = distances !== undefined && distances.size > 0;
    const query: ListPlan['query'] = {
      conditions,
      excludeId: searcherId,
      acceptedBy: viewer.kind === 'user' ? searcher : undefined,
      search: searchOf(q.q, isAdmin),
      distances,
      sort: sortOf(q.sort, status, hasLocation, isAdmin),
    };
    const matchProfile =
      isAdmin && searcherRow
        ? { _id: searcherRow.id, name: searcherRow.name, age: searcherRow.age, city: searcherRow.city }
        : null;
    return {
      query,
      searcher,
      searcherId,
      status,
      applied: ordered(status, applied, q.q),
      defaults: ordered(status, defaults, undefined),
      matchProfile,
    };
  }

  /** "Found 1 in Review": where a matchmaker's search finds what this status does not. */
  async function otherStatusCounts(p: ListPlan): Promise<OtherStatusCounts> {
    const counts: OtherStatusCounts = {};
    for (const other of PROFILE_STATUSES) {
      if (other === p.status) continue;
      const conditions = p.query.conditions.map((c) => ({ ...c, status: other }));
      const { total } = await deps.list.count(
        { ...p.query, conditions, limit: PAGE_SIZE, offset: 0 },
        LIST_COUNT_CAP,
      );
      if (total > 0) counts[other] = total;
    }
    return counts;
  }

  function cardsFor(viewer: Viewer, rows: ListedProfile[], plan: ListPlan) {
    return rows.map((row) => {
      const [mine, theirs] = (row.sides ?? []) as SideStatus[];
      const view = profileForViewer(row, {
        viewer,
        sideTowardsViewer: viewer.kind === 'user' ? (theirs ?? null) : null,
        pictures: row.pictures,
        publicUrl: deps.publicUrl,
      });
      // Added to the view itself, not spread into a copy: a copy of an object this large gets a shape of its
      // own, and 54 shapes make the response check and serialisation of a page several times slower.
      return Object.assign(view, {
        // A family's list holds no mismatch at all: the query left those out.
        mismatchedFilters:
          plan.searcher && viewer.kind === 'admin'
            ? mismatches(effectivePreferencesOf(row), plan.searcher)
            : [],
        connectionSummary: mine && theirs ? connectionSummary(mine, theirs) : null,
        distanceKm: plan.query.distances?.get(row.city.trim().toLowerCase()) ?? null,
      });
    });
  }

  return {
    async list(viewer: Viewer, q: ProfileListQuery): Promise<ProfileList> {
      const p = await plan(viewer, q);
      const offset = (q.page - 1) * PAGE_SIZE;
      const rows = await deps.list.page({ ...p.query, limit: PAGE_SIZE, offset }, p.searcherId);
      // A page that is not full, or one sorted by distance, already tells the total: no count query.
      const counted = rows[0]?.fullCount ?? null;
      const count =
        counted !== null
          ? { total: counted, isFloor: false }
          : rows.length < PAGE_SIZE && (rows.length > 0 || offset === 0)
            ? { total: offset + rows.length, isFloor: false }
            : await deps.list.count(
                { ...p.query, limit: PAGE_SIZE, offset: 0 },
                Math.max(LIST_COUNT_CAP, offset + PAGE_SIZE),
              );
      const profiles = cardsFor(viewer, rows, p);
      const lookElsewhere =
        viewer.kind === 'admin' && q.q?.trim() && count.total === 0 && offset === 0 && p.status !== 'All';
      const { status: _status, ...defaultFilters } = p.defaults;
      return {
        profiles,
        total: count.total,
        totalIsFloor: count.isFloor,
        page: q.page,
        pageSize: PAGE_SIZE,
        appliedFilters: p.applied,
        defaultFilters,
        sort: p.query.sort,
        matchProfile: p.matchProfile,
        ...(lookElsewhere ? { otherStatusCounts: await otherStatusCounts(p) } : {}),
      };
    },

    /** Whether a profile is in a family's two-way matches (what a family may open besides its connections). */
    async isMatchFor(viewer: Extract<Viewer, { kind: 'user' }>, id: number): Promise<boolean> {
      const p = await plan(viewer, { page: 1 });
      return (await deps.list.count({ ...p.query, search: { id }, limit: 1, offset: 0 }, 1)).total > 0;
    },
  };
}
export type ProfileListService = ReturnType<typeof profileListService>;
