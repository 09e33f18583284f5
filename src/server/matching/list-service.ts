import type { SideStatus } from '@shared/connection-status';
import { connectionSummary } from '@shared/connection-summary';
import { DEFAULT_LIST_STATUS, LIST_COUNT_CAP, PAGE_SIZE } from '@shared/constants';
import { PROFILE_STATUSES } from '@shared/enums';
import {
  MATCH_PROFILE_NEEDED,
  reasonsOf,
  SCORE_SORT_NEEDS_MATCH,
  scoreParts,
  visibleReasons,
} from '@shared/match-score';
import { defaultMatchFilters, type MatchFilters, type MatchProfile, mismatches } from '@shared/matching';
import { NEAR_ALLOWANCES, NEAR_NEEDS_MATCH } from '@shared/near-matches';
import type { ListStatus, OtherStatusCounts } from '@shared/profile-list';
import type { ProfileList, ProfileListQuery } from '@shared/profile-list-schema';
import type { AiFilters } from '@shared/profile-view';
import type { Viewer } from '../auth/viewer';
import type { ProfileRow } from '../db/schema';
import { httpError } from '../http/errors';
import { CARD_VIEW_FIELDS, cardOfView, profileForViewer } from '../privacy/profile-visibility';
import { PROFILE_NOT_FOUND } from '../privacy/reach';
import { aiFiltersOf, effectivePreferencesOf, matchProfileOf } from '../profiles/columns';
import type { ProfilesRepository } from '../profiles/repository';
import { asProfileRows } from './card-columns';
import type { ListConditions } from './list-conditions';
import {
  baseConditions,
  conditionsOf,
  defaultsOf,
  familyPlan,
  type ListPlan,
  nameSearchOf,
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
import type { ListedProfile, ProfileListRepository } from './list-repository';
import { type NearSearch, nearPlanOf, relaxedOf } from './near-sql';
import { nearbyCities } from './nearby-cities';
import { candidateSideOf, type ScoreSearch, scoreDistance, scoreSearchOf } from './score-sql';

type Deps = {
  list: ProfileListRepository;
  profiles: ProfilesRepository;
  publicUrl: string;
};

/**
 * The reasons of a scored pair that the viewer may receive (decision 043): worked out for the page's rows
 * only, from the columns already read, and only those about fields in the viewer's view of the candidate.
 */
function reasonsFor(search: ScoreSearch, row: ProfileRow, view: object) {
  const candidate = candidateSideOf(search, row);
  const km = scoreDistance(search, row.city);
  return visibleReasons(reasonsOf(scoreParts(search.side, candidate, km), candidate, km), view);
}

/** Who a list is searched for, and what its requirements ask: the first step of a list's plan. */
type Searcher = {
  isAdmin: boolean;
  searcherId: number | undefined;
  searcherRow: ProfileRow | undefined;
  searcher: MatchProfile | undefined;
  score: ScoreSearch | undefined;
  /** A matchmaker's near matches (decision 044); a family's `near` is ignored, as its other admin keys. */
  near: boolean;
  base: MatchFilters | null;
  defaults: Values;
  asked: ReturnType<typeof queryValues>;
};

/** What a list's conditions came to: the rows' conditions, the cities and how far, the filters it says it used. */
type Conditions = {
  conditions: ListConditions[];
  distances: Map<string, number> | undefined;
  applied: Values;
  status: ListStatus;
  nearSearch?: NearSearch;
};

/**
 * A family's list (issue 16): its own requirements and the query both apply; it may narrow its list, never
 * widen it, and what the query asks beyond them is left out of the answer as well as of the list.
 */
function familyConditions({ base, defaults, asked }: Searcher & { base: MatchFilters }): Conditions {
  const status = 'Active';
  const family = familyPlan(base, defaults, asked.values);
  const distances = family.distances;
  const own: ListConditions = { ...baseConditions(base), status, cityNames: [...family.ownArea.keys()] };
  // Its area is within its own: a query that names no city nor a shorter radius adds no condition, nor does a
  // query that asks nothing (the same clauses twice cost the planner, on every page).
  const narrowed: ListConditions = conditionsOf(family.query);
  if (distances.size < family.ownArea.size) narrowed.cityNames = [...distances.keys()];
  const applied = family.applied;
  delete applied.aiFilters;
  return {
    conditions: Object.keys(narrowed).length > 0 ? [own, narrowed] : [own],
    distances,
    applied,
    status,
  };
}

/** A matchmaker's list: the query's values replace the searcher's defaults, and `Any` switches them off. */
function matchmakerConditions(viewer: Viewer, q: ProfileListQuery, s: Searcher): Conditions {
  const { base, defaults, asked, isAdmin } = s;
  const status = q.status ?? DEFAULT_LIST_STATUS;
  const applied: Values = { ...defaults };
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
  // A phone or an id finds the profile in whatever status it is, a full name too (decision 053).
  const search = searchOf(q.q, isAdmin);
  const identity = search?.phone !== undefined || search?.id !== undefined;
  const merged: ListConditions = {
    ...conditionsOf(plain, viewer.kind === 'admin' ? viewer.accountId : undefined),
    preferences,
    status: status === 'All' || identity ? undefined : status,
    statusUnlessNamed: nameSearchOf(search),
  };
  let distances: Map<string, number> | undefined;
  const cities = strings(applied.city);
  if (cities) {
    distances = nearbyCities(cities, num(applied.locationRadius) ?? 0);
    merged.cityNames = [...distances.keys()];
    applied.locationRadius = num(applied.locationRadius) ?? 0;
  } else {
    delete applied.city;
    delete applied.locationRadius;
  }
  if (applied.aiFilters !== 'true') delete applied.aiFilters;
  if (!s.near) return { conditions: [merged], distances, applied, status };
  const radius = num(applied.locationRadius) ?? 0;
  const area = cities
    ? {
        exact: distances!,
        relaxed: nearbyCities(cities, radius * NEAR_ALLOWANCES.locationRadius.times),
        radiusKm: radius,
      }
    : undefined;
  const planned = nearPlanOf(merged, area);
  // The cards show how far each near match is, the relaxed ones included.
  return { conditions: [planned.exact], distances: area?.relaxed, applied, status, nearSearch: planned.near };
}

/** The list's query from who searches and its conditions (what each viewer's list leaves out and in which order). */
function listQueryOf(viewer: Viewer, q: ProfileListQuery, s: Searcher, c: Conditions): ListPlan['query'] {
  const { isAdmin, near, searcher, searcherId, score } = s;
  const hasLocation = c.distances !== undefined && c.distances.size > 0;
  return {
    conditions: c.conditions,
    excludeId: searcherId,
    // A blocked pair never appear in each other's list or counts; matchmakers see both (decision 039).
    unblockedWith: viewer.kind === 'user' ? viewer.profileId : undefined,
    // Near matches are two-way: each meets every requirement of its own (decision 044).
    acceptedBy: viewer.kind === 'user' || near ? searcher : undefined,
    // A matchmaker's match list shows mismatches too: those that fit both ways come first (decision 053).
    fitsFirst: isAdmin && !near ? searcher : undefined,
    // What the family declined goes below the rest, in every order (issue 30 item 9).
    declinedLast: viewer.kind === 'user' ? viewer.profileId : undefined,
    family: viewer.kind === 'user',
    near: c.nearSearch,
    search: searchOf(q.q, isAdmin),
    distances: c.distances,
    sort: sortOf(q.sort, c.status, hasLocation, isAdmin, score !== undefined),
    score,
    // The card's "Possible duplicate" badge; families are never told (decision 038).
    flagDuplicates: isAdmin,
    // Matchmakers: each card's live pair, and in a match list those already in one after the others (issue 28).
    withEngagement: isAdmin,
    engagedLast: isAdmin && searcherId !== undefined,
    // A paused profile is in no family's list and no match list; matchmakers' own lists mark it (decision 060).
    hidePaused: viewer.kind === 'user' || searcherId !== undefined,
  };
}

export function profileListService(deps: Deps) {
  /** Who searches (a family itself, or the profile a matchmaker matches for) and what its requirements ask. */
  async function searcherOf(viewer: Viewer, q: ProfileListQuery): Promise<Searcher> {
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
    // A match list (a family's own, a matchmaker's with matchProfileId) is scored; best first is its order.
    const score = searcherRow ? scoreSearchOf(searcherRow, !isAdmin) : undefined;
    if (q.sort === 'score' && !score) throw httpError(400, SCORE_SORT_NEEDS_MATCH);
    const near = isAdmin && q.near === 'true';
    if (near && !searcher) throw httpError(400, NEAR_NEEDS_MATCH);
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
    return { isAdmin, searcherId, searcherRow, searcher, score, near, base, defaults, asked };
  }

  /** Resolves who is searching and the conditions of their list (SPEC §2, §9; DESIGN §4; decision 029). */
  async function plan(viewer: Viewer, q: ProfileListQuery): Promise<ListPlan> {
    const s = await searcherOf(viewer, q);
    const c =
      viewer.kind === 'user' && s.base
        ? familyConditions({ ...s, base: s.base })
        : matchmakerConditions(viewer, q, s);
    const { applied, status } = c;
    if (applied.edited !== 'true') delete applied.edited;
    if (applied.held !== 'true') delete applied.held;
    if (applied.duplicates !== 'true') delete applied.duplicates;
    const row = s.searcherRow;
    return {
      query: listQueryOf(viewer, q, s, c),
      searcher: s.searcher,
      searcherId: s.searcherId,
      status,
      applied: ordered(status, applied, q.q),
      defaults: ordered(status, s.defaults, undefined),
      matchProfile: s.isAdmin && row ? { _id: row.id, name: row.name, age: row.age, city: row.city } : null,
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
        viewerSide: viewer.kind === 'user' ? (mine ?? null) : null,
        pictures: row.pictures,
        publicUrl: deps.publicUrl,
        fields: CARD_VIEW_FIELDS,
      });
      // The card is the list's part of the view (decision 045), built from the card's fields, which hold every
      // field a reason names (a reason is given only where the view holds its fields). Added to the card
      // itself, not spread into a copy: a spread copy gets a shape of its own, and 54 shapes make the response
      // check and serialisation of a page several times slower (decision 021).
      return Object.assign(cardOfView(view), {
        // A family's list holds no mismatch at all: the query left those out.
        mismatchedFilters:
          plan.searcher && viewer.kind === 'admin'
            ? mismatches(effectivePreferencesOf(row), plan.searcher)
            : [],
        connectionSummary: mine && theirs ? connectionSummary(mine, theirs) : null,
        distanceKm: plan.query.distances?.get(row.city.trim().toLowerCase()) ?? null,
        possibleDuplicate: viewer.kind === 'admin' ? row.possibleDuplicate === true : undefined,
        engagement: viewer.kind === 'admin' ? row.engagement : undefined,
        // Only in a match list; absent elsewhere (as each of a page's cards has them or not, one shape a page).
        score: plan.query.score ? row.score : undefined,
        reasons: plan.query.score ? reasonsFor(plan.query.score, row, view) : undefined,
        ...(plan.query.near ? { relaxed: relaxedOf(plan.query.near, row) } : {}),
      });
    });
  }

  return {
    async list(viewer: Viewer, q: ProfileListQuery): Promise<ProfileList> {
      const p = await plan(viewer, q);
      const offset = (q.page - 1) * PAGE_SIZE;
      const pageQuery = { ...p.query, limit: PAGE_SIZE, offset };
      const countHits = () =>
        deps.list.count({ ...pageQuery, offset: 0 }, Math.max(LIST_COUNT_CAP, offset + PAGE_SIZE));
      // Counted beside the page, on a connection of its own (issue 17: at a million profiles a text search's
      // page and count take about 20 ms each), unless the page counts its hits itself.
      const [rows, counted] = await Promise.all([
        // A family's cards are cut from their card's columns (decision 093), the rest of the row absent.
        pageQuery.family
          ? deps.list.familyPage(pageQuery, p.searcherId).then(asProfileRows)
          : deps.list.page(pageQuery, p.searcherId),
        deps.list.countsHits(pageQuery) ? null : countHits(),
      ]);
      // A page that is not full tells the total too, even past the count's cap.
      const count =
        rows[0]?.fullCount != null
          ? { total: rows[0].fullCount, isFloor: false }
          : rows.length < PAGE_SIZE && (rows.length > 0 || offset === 0)
            ? { total: offset + rows.length, isFloor: false }
            : (counted ?? (await countHits()));
      const profiles = cardsFor(viewer, rows, p);
      const search = p.query.search;
      const lookElsewhere =
        viewer.kind === 'admin' &&
        search?.text !== undefined &&
        count.total === 0 &&
        offset === 0 &&
        p.status !== 'All';
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

    /**
     * Every hit of a matchmaker's list with its filters, in batches by id (the profiles export, decision 064).
     * The list's plan decides the conditions, so the file holds what the list shows, on every page.
     */
    async *batches(viewer: Viewer, q: ProfileListQuery, size: number): AsyncGenerator<ProfileRow[]> {
      const p = await plan(viewer, q);
      let afterId = 0;
      for (;;) {
        const rows = await deps.list.batchAfter({ ...p.query, limit: size, offset: 0 }, afterId, size);
        if (rows.length > 0) yield rows;
        if (rows.length < size) return;
        afterId = rows[rows.length - 1]!.id;
      }
    },

    /** Whether a profile is in a family's two-way matches (what a family may open besides its connections). */
    async isMatchFor(viewer: Extract<Viewer, { kind: 'user' }>, id: number): Promise<boolean> {
      const p = await plan(viewer, { page: 1 });
      return deps.list.hasHit({ ...p.query, limit: 1, offset: 0 }, id);
    },

    /**
     * GET /api/profile/{id}/match (decision 043): the score and every reason of a profile opened from a match
     * list. A family's is of its own profile with `id`, and null unless `id` is in its match list (which says
     * no more than GET /api/profile/{id} does); a matchmaker's is of any pair, `matchProfileId` with `id`.
     */
    async matchOf(viewer: Viewer, id: number, matchProfileId: number | undefined) {
      let searcherRow: ProfileRow | undefined;
      if (viewer.kind === 'user') {
        const p = await plan(viewer, { page: 1 });
        if (!(await deps.list.hasHit({ ...p.query, limit: 1, offset: 0 }, id))) return { match: null };
        searcherRow = viewer.profile;
      } else {
        if (matchProfileId === undefined) throw httpError(400, MATCH_PROFILE_NEEDED);
        searcherRow = await deps.profiles.findById(matchProfileId);
      }
      if (!searcherRow) throw httpError(404, PROFILE_NOT_FOUND);
      const search = scoreSearchOf(searcherRow, viewer.kind === 'user');
      const row = await deps.list.scored(search, id);
      if (!row) throw httpError(404, PROFILE_NOT_FOUND);
      const view = profileForViewer(row, { viewer, sideTowardsViewer: null, pictures: [], publicUrl: '' });
      return { match: { score: row.score, reasons: reasonsFor(search, row, view) } };
    },
  };
}
export type ProfileListService = ReturnType<typeof profileListService>;
