import type { SideStatus } from '@shared/connection-status';
import { connectionSummary } from '@shared/connection-summary';
import { LIST_COUNT_CAP, PAGE_SIZE } from '@shared/constants';
import { defaultMatchFilters, type MatchFilters, type MatchProfile, mismatches } from '@shared/matching';
import { citiesWithin } from '@shared/places';
import type { ProfileList, ProfileListQuery } from '@shared/profile-list';
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

function baseConditions(base: MatchFilters): ListConditions {
  return {
    gender: base.gender,
    religion: base.religion,
    sect: base.sect,
    minAge: base.minAge,
    maxAge: base.maxAge,
    maritalStatus: base.maritalStatus,
    minHeightInches: base.minHeightInches,
    preferences: base.preferences,
  };
}

function queryConditions(q: ProfileListQuery, isAdmin: boolean): ListConditions {
  const c: ListConditions = {
    gender: q.gender,
    minAge: q.minAge,
    maxAge: q.maxAge,
    maritalStatus: q.maritalStatus?.length ? q.maritalStatus : undefined,
    hasDisability: q.hasDisability === undefined ? undefined : q.hasDisability === 'true',
    residenceType: q.residenceType,
    homeTown: q.homeTown,
    caste: q.caste,
    religion: q.religion,
    sect: q.sect,
    education: q.education,
    jobType: q.jobType,
    jobTitle: q.jobTitle,
    nativeLanguage: q.nativeLanguage,
    minHeightInches: q.minHeightFt === undefined ? undefined : q.minHeightFt * 12 + (q.minHeightIn ?? 0),
    minEducationYears: q.minEducationYears,
    maxEducationYears: q.maxEducationYears,
    paidFee: isAdmin ? q.paidFee : undefined,
    familyEdited: isAdmin && q.edited === 'true' ? true : undefined,
  };
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as ListConditions;
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

type ListPlan = {
  query: Omit<ListQuery, 'limit' | 'offset'>;
  searcher: MatchProfile | undefined;
  searcherId: number | undefined;
  applied: ProfileList['appliedFilters'];
};

export function profileListService(deps: Deps) {
  /** Resolves who is searching and the conditions of their list (SPEC §2, §9; DESIGN §4). */
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
    const fromQuery = queryConditions(q, isAdmin);
    const queryCities = q.city?.length ? q.city : null;

    let conditions: ListConditions[];
    let distances: Map<string, number> | undefined;
    if (viewer.kind === 'user' && base) {
      // A family may narrow its list, never widen it: its own requirements and the query both apply.
      const radius = Math.min(q.locationRadius ?? base.locationRadius, base.locationRadius);
      distances = nearbyCities(base.cities, radius);
      const own: ListConditions = {
        ...baseConditions(base),
        status: 'Active',
        cityNames: [...distances.keys()],
      };
      const narrowed: ListConditions = {
        ...fromQuery,
        cityNames: queryCities ? [...nearbyCities(queryCities, 0).keys()] : null,
      };
      conditions = [own, narrowed];
    } else {
      const merged: ListConditions = {
        ...(base ? baseConditions(base) : {}),
        ...fromQuery,
        status: q.status ?? 'Active',
      };
      const cities = queryCities ?? base?.cities ?? null;
      if (cities) {
        distances = nearbyCities(cities, q.locationRadius ?? base?.locationRadius ?? 0);
        merged.cityNames = [...distances.keys()];
      }
      conditions = [merged];
    }
    const applied = {
      ...(base
        ? {
            gender: base.gender,
            religion: base.religion,
            city: base.cities,
            locationRadius: base.locationRadius,
          }
        : {}),
      ...(base?.sect ? { sect: base.sect } : {}),
      ...(base?.minAge != null ? { minAge: base.minAge } : {}),
      ...(base?.maxAge != null ? { maxAge: base.maxAge } : {}),
      ...(base?.maritalStatus ? { maritalStatus: base.maritalStatus } : {}),
      ...Object.fromEntries(
        Object.entries(q).filter(
          ([key, v]) =>
            v !== undefined &&
            key !== 'page' &&
            key !== 'matchProfileId' &&
            !((key === 'paidFee' || key === 'edited') && !isAdmin),
        ),
      ),
      status: viewer.kind === 'user' ? 'Active' : (q.status ?? 'Active'),
    } as ProfileList['appliedFilters'];
    const query: Omit<ListQuery, 'limit' | 'offset'> = {
      conditions,
      excludeId: searcherId,
      acceptedBy: viewer.kind === 'user' ? searcher : undefined,
      search: searchOf(q.q, isAdmin),
      distances,
    };
    return { query, searcher, searcherId, applied };
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
      return {
        profiles,
        total: count.total,
        totalIsFloor: count.isFloor,
        page: q.page,
        pageSize: PAGE_SIZE,
        appliedFilters: p.applied,
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
