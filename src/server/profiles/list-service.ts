import type { SideStatus } from '@shared/connection-status';
import { connectionSummary } from '@shared/connection-summary';
import { DEFAULT_LIST_STATUS, LIST_COUNT_CAP, PAGE_SIZE } from '@shared/constants';
import { PROFILE_STATUSES } from '@shared/enums';
import { defaultMatchFilters, mismatches } from '@shared/matching';
import type { ListStatus, OtherStatusCounts, ProfileList, ProfileListQuery } from '@shared/profile-list';
import type { AiFilters } from '@shared/profile-view';
import type { Viewer } from '../auth/viewer';
import { httpError } from '../http/errors';
import { profileForViewer } from '../privacy/profile-visibility';
import { aiFiltersOf, effectivePreferencesOf, matchProfileOf } from './columns';
import {
  baseConditions,
  conditionsOf,
  defaultsOf,
  familyPlan,
  type ListPlan,
  nearbyCities,
  num,
  ordered,
  PREFERENCE_KEYS,
  PREFERENCE_ONLY,
  queryValues,
  searchOf,
  sortOf,
  strings,
  type Values,
} from './list-plan';
import type { ListConditions, ListedProfile, ProfileListRepository } from './list-repository';
import type { ProfilesRepository } from './repository';
import { PROFILE_NOT_FOUND } from './service';

type Deps = {
  list: ProfileListRepository;
  profiles: ProfilesRepository;
  publicUrl: string;
};

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
    if (applied.duplicates !== 'true') delete applied.duplicates;
    const hasLocation = distances !== undefined && distances.size > 0;
    const query: ListPlan['query'] = {
      conditions,
      excludeId: searcherId,
      // A blocked pair never appear in each other's list or counts; matchmakers see both (decision 039).
      unblockedWith: viewer.kind === 'user' ? viewer.profileId : undefined,
      acceptedBy: viewer.kind === 'user' ? searcher : undefined,
      search: searchOf(q.q, isAdmin),
      distances,
      sort: sortOf(q.sort, status, hasLocation, isAdmin),
      // The card's "Possible duplicate" badge; families are never told (decision 038).
      flagDuplicates: isAdmin,
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
        possibleDuplicate: viewer.kind === 'admin' ? row.possibleDuplicate === true : undefined,
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
