import type { MatchProfile } from '@shared/matching';
import type { ListSort } from '@shared/profile-list';
import type { ListConditions } from './list-conditions';
import type { NearSearch } from './near-sql';
import type { ScoreSearch } from './score-sql';

/** What a list asks of the repository: its conditions, its order and its page (decided by list-plan.ts). */
export type ListQuery = {
  conditions: ListConditions[];
  excludeId?: number;
  /** Leaves out every profile in a block with this one, whichever family blocked (decision 039). */
  unblockedWith?: number;
  /** The candidates' preferences must accept this searcher (families never see a mismatch). */
  acceptedBy?: MatchProfile;
  /** A matchmaker's near matches: exactly one of these relaxable requirements fails, within its allowance. */
  near?: NearSearch;
  /**
   * A family's list: its text filters and text requirements read each profile's text as a family receives it
   * (the shown-text columns, decision 047), so that no answer depends on what it may not see.
   */
  family?: boolean;
  /**
   * `text` searches what the viewer may see: matchmakers everything, families not names or addresses. Each of
   * its `words` must be in the searched text, anywhere (one `like` each, on the same trigram-indexed column).
   */
  search?: { text?: string; words?: string[]; phone?: string; id?: number; familyOnly?: boolean };
  /** Distance of each city (lower-cased name), for the cards and for sorting nearest first. */
  distances?: Map<string, number>;
  /** The order (decision 029); `distance` needs `distances`. Ties go to the newest, then the highest id. */
  sort?: ListSort;
  /** A match list's searcher: each card's score, and the order `score` (decision 043). */
  score?: ScoreSearch;
  /**
   * A matchmaker's match list (decision 053): this searcher's profile is judged by each candidate's own
   * requirements, and the candidates who accept it (fit both ways) come before every other, whatever the
   * order asked. A family's list and near matches hold only such candidates, so they need no such key.
   */
  fitsFirst?: MatchProfile;
  /**
   * A family's list (issue 30 item 9): the profiles this profile's own side has declined (Profile Rejected,
   * Rejected After Contact) come after every other, whatever the order asked. Only the family's own answer
   * decides it, never the other family's side, so the order still tells the family nothing it was not given.
   */
  declinedLast?: number;
  /**
   * A matchmaker's match list (issue 28, part 4): profiles already in a live pair (Awaiting Contact, In Contact or
   * Matched, as the dashboard's sections) come after the others.
   */
  engagedLast?: boolean;
  /** Matchmakers' lists: each card says which live pair its profile is in ("In contact with #34"). */
  withEngagement?: boolean;
  /** Whether each card says if it has a possible duplicate (matchmakers' lists, decision 038). */
  flagDuplicates?: boolean;
  /** Leaves out every paused profile (decision 060): families' lists and matchmakers' match lists. */
  hidePaused?: boolean;
  limit: number;
  offset: number;
};

/** The order of a page's hits. Best first: ties go to the nearest, then the newest (decision 043). */
export function orderOf(q: ListQuery) {
  const sort = q.sort ?? 'newest';
  const byScore = sort === 'score' && q.score !== undefined;
  const byDistance = (sort === 'distance' || byScore) && q.distances !== undefined && q.distances.size > 0;
  return { sort, byScore, byDistance };
}

/** A sort key of the hits; the page's rows are read in the same order. */
export type SortKey = readonly [
  column: 'engaged' | 'declined' | 'fits' | 'score' | 'distance' | 'createdAt' | 'updatedAt' | 'id',
  direction: 'asc' | 'desc',
];

/** The hits' sort keys, in order (decision 029; the keys that go before the order asked: 053, issue 28 and 30). */
function sortKeysOf(q: ListQuery): SortKey[] {
  const { sort, byScore, byDistance } = orderOf(q);
  const asked: SortKey[] =
    sort === 'oldest'
      ? [
          ['createdAt', 'asc'],
          ['id', 'asc'],
        ]
      : sort === 'updated'
        ? [
            ['updatedAt', 'desc'],
            ['id', 'desc'],
          ]
        : [
            ...(byScore ? [['score', 'desc'] as const] : []),
            ...(byDistance ? [['distance', 'asc'] as const] : []),
            ['createdAt', 'desc'],
            ['id', 'desc'],
          ];
  // Engaged last (issue 28): false before true. A family's declined profiles last (issue 30): false before true.
  // Fit first (decision 053): true before false; never null (an unknown value passes `candidateAccepts`).
  return [
    ...(q.engagedLast ? [['engaged', 'asc'] as const] : []),
    ...(q.declinedLast !== undefined ? [['declined', 'asc'] as const] : []),
    ...(q.fitsFirst ? [['fits', 'desc'] as const] : []),
    ...asked,
  ];
}

/** How a repository reads a list (decision 089). */
export type ListReadOptions = {
  /**
   * A list sorted nearest first is read one city at a time where it can be (`citiesInTurn`): on PostgreSQL. On
   * the embedded database each part of a query is planned at a cost (every index of the table is looked at
   * per part) and a bureau is small enough to read the hits whole.
   */
  byCity: boolean;
};

/** At most this many cities are searched one at a time (each is a part of the query to plan). */
const CITIES_IN_TURN_MAX = 24;

/**
 * The cities of a list sorted nearest first, to be searched one at a time, newest first in each (decision 089):
 * when the list is sorted by distance alone and holds only those cities. The page is then the nearest cities'
 * newest hits, found along an index in that order, instead of every hit in the area sorted (a matchmaker's
 * "Lahore, 100 km" at a million profiles is 28,000 hits).
 */
function citiesInTurn(q: ListQuery, keys: SortKey[]): [string, number][] | undefined {
  const distances = q.distances;
  if (!distances || distances.size === 0 || distances.size > CITIES_IN_TURN_MAX) return undefined;
  if (
    keys.map(([column, direction]) => `${column} ${direction}`).join() !==
    'distance asc,createdAt desc,id desc'
  )
    return undefined;
  const withinThem = q.conditions.some((c) => c.cityNames?.every((name) => distances.has(name)));
  return withinThem ? [...distances] : undefined;
}

/**
 * How a page of `q` is read: its hits' sort keys, the cities it reads one at a time (none: its hits are read
 * whole), and whether it counts its hits in its own query (it reads and sorts them all anyway: a match list,
 * whose hits both sides' requirements bound, or a list sorted by distance read whole). A list read newest first,
 * or nearest first one city at a time, is counted beside its page up to LIST_COUNT_CAP (decision 089).
 */
export function readingOf(q: ListQuery, options: ListReadOptions) {
  const { byScore, byDistance } = orderOf(q);
  const keys = sortKeysOf(q);
  const cities = options.byCity ? citiesInTurn(q, keys) : undefined;
  return { keys, cities, countsHits: byScore || (byDistance && cities === undefined) };
}
