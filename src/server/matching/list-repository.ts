import type { MatchProfile } from '@shared/matching';
import { isValidPhone, normalisePhone } from '@shared/phone';
import type { ListSort } from '@shared/profile-list';
import type { Engagement } from '@shared/profile-view';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { engagementOf, LIVE_PAIR } from '../connections/live-pairs';
import { columnsOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import { type Database, PROFILE_ROW_REFS, type ProfileRow } from '../db/schema';
import { hasPossibleDuplicate } from '../duplicates/sql';
import { PICTURES_OF_PROFILE } from '../pictures/sql';
import { textColumn } from '../privacy/shown-text';
import type { ListConditions } from './list-conditions';
import { candidateAccepts, searcherAccepts } from './match-sql';
import { type NearSearch, nearCondition } from './near-sql';
import { type ScoreSearch, scoreSql } from './score-sql';

type EB = ExpressionBuilder<Database, 'profiles'>;

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

/** A card's row: the profile, its pictures in order, and its connection's sides seen from the context profile. */
export type ListedProfile = ProfileRow & {
  pictures: { id: string; thumbnailId: string }[];
  /** [the context profile's side, this profile's side], or null without a connection. */
  sides: [string, string] | null;
  /** Every hit of the query, when the page reads them all (see `countsHits`). */
  fullCount: number | null;
  /** Whether it has a possible duplicate, when the query asked (`flagDuplicates`); null otherwise. */
  possibleDuplicate: boolean | null;
  /** Its match score for the query's searcher (`score`); null outside a match list. */
  score: number | null;
  /** The live pair it is in, when the query asked (`withEngagement`); null otherwise. */
  engagement: Engagement | null;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const sameText = (column: string, value: string) =>
  sql<SqlBool>`lower(btrim(${sql.ref(column)})) = lower(btrim(${value}))`;
const contains = (column: string, value: string) =>
  sql<SqlBool>`${sql.ref(column)} ilike ${`%${escapeLike(value.trim())}%`}`;

function where(eb: EB, c: ListConditions, family: boolean): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  if (c.status && c.statusUnlessNamed)
    all.push(
      eb.or([
        eb('status', '=', c.status as 'Active'),
        sql<SqlBool>`regexp_replace(lower(btrim(name)), '\\s+', ' ', 'g') like ${`%${escapeLike(c.statusUnlessNamed)}%`}`,
      ]),
    );
  else if (c.status) all.push(eb('status', '=', c.status as 'Active'));
  if (c.gender) all.push(eb('gender', '=', c.gender as 'Male'));
  if (c.minAge != null) all.push(eb('age', '>=', c.minAge));
  if (c.maxAge != null) all.push(eb('age', '<=', c.maxAge));
  if (c.cityNames)
    all.push(c.cityNames.length ? eb(sql`lower(city)`, 'in', c.cityNames) : sql<SqlBool>`false`);
  if (c.maritalStatus?.length) all.push(eb('maritalStatus', 'in', c.maritalStatus));
  if (c.hasDisability !== undefined) all.push(eb('hasDisability', '=', c.hasDisability));
  if (c.residenceType) all.push(sameText('residence_type', c.residenceType));
  // Religion and sect are stored in their listed spelling, so exact equality can use the match index.
  if (c.religion) all.push(eb('religion', '=', c.religion));
  if (c.sect) all.push(eb('sect', '=', c.sect));
  if (c.jobType) all.push(sameText('job_type', c.jobType));
  if (c.nativeLanguage) all.push(sameText(textColumn('nativeLanguage', family), c.nativeLanguage));
  if (c.homeTown) all.push(contains(textColumn('homeTown', family), c.homeTown));
  if (c.caste) all.push(contains(textColumn('caste', family), c.caste));
  if (c.education) all.push(contains(textColumn('education', family), c.education));
  if (c.jobTitle) all.push(contains(textColumn('jobTitle', family), c.jobTitle));
  if (c.minHeightInches != null)
    all.push(eb.or([eb('heightInches', 'is', null), eb('heightInches', '>=', c.minHeightInches)]));
  if (c.paidFee != null) all.push(eb('paidFee', '>=', c.paidFee));
  if (c.minEducationYears != null) all.push(eb('educationYears', '>=', c.minEducationYears));
  if (c.maxEducationYears != null) all.push(eb('educationYears', '<=', c.maxEducationYears));
  if (c.maxKids != null) all.push(sql<SqlBool>`coalesce(children, 0) <= ${c.maxKids}`);
  if (c.preferences) all.push(searcherAccepts(eb, c.preferences, family));
  if (c.familyEdited) all.push(eb('familyEditedAt', 'is not', null));
  if (c.heldText) all.push(eb('heldAt', 'is not', null));
  if (c.possibleDuplicate) all.push(hasPossibleDuplicate());
  if (c.assignedTo === 'none') all.push(eb('assignedTo', 'is', null));
  else if (c.assignedTo !== undefined) all.push(eb('assignedTo', '=', c.assignedTo));
  // Only an InActive profile keeps a reason; the status says so again for the partial index.
  if (c.inactiveReason)
    all.push(eb.and([eb('status', '=', 'InActive'), eb('inactiveReason', '=', c.inactiveReason)]));
  return eb.and(all);
}

/** The order of a page's hits. Best first: ties go to the nearest, then the newest (decision 043). */
function orderOf(q: ListQuery) {
  const sort = q.sort ?? 'newest';
  const byScore = sort === 'score' && q.score !== undefined;
  const byDistance = (sort === 'distance' || byScore) && q.distances !== undefined && q.distances.size > 0;
  return { sort, byScore, byDistance };
}

/** A sort key of the hits; the page's rows are read in the same order. */
type SortKey = readonly [
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
function citiesInTurn(q: ListQuery): [string, number][] | undefined {
  const distances = q.distances;
  const keys = sortKeysOf(q);
  if (!distances || distances.size === 0 || distances.size > CITIES_IN_TURN_MAX) return undefined;
  if (
    keys.map(([column, direction]) => `${column} ${direction}`).join() !==
    'distance asc,createdAt desc,id desc'
  )
    return undefined;
  const withinThem = q.conditions.some((c) => c.cityNames?.every((name) => distances.has(name)));
  return withinThem ? [...distances] : undefined;
}

/** A profile's row, listed in SQL once (decision 077). */
const profileColumns = columnsOnce((db: Db) => db.selectFrom('profiles').select(PROFILE_ROW_REFS));

/** The profiles list of SPEC §2, decided in SQL before pagination. */
export function profileListRepository(db: Db, options: ListReadOptions = { byCity: true }) {
  const { byCity } = options;
  /** Whether the page reads every hit of the query (and so counts them in the same query): see `countsHits`. */
  const readsEveryHit = (q: ListQuery) => {
    const { byScore, byDistance } = orderOf(q);
    return byScore || (byDistance && !(byCity && citiesInTurn(q)));
  };
  function filtered(q: ListQuery) {
    return db.selectFrom('profiles').where((eb) => {
      const all = q.conditions.map((c) => where(eb, c, q.family === true));
      if (q.excludeId !== undefined) all.push(eb('id', '!=', q.excludeId));
      if (q.hidePaused) all.push(eb('pausedAt', 'is', null));
      if (q.unblockedWith !== undefined)
        all.push(sql<SqlBool>`profiles.id not in (
          select blocked_id from blocks where blocker_id = ${q.unblockedWith}
          union all select blocker_id from blocks where blocked_id = ${q.unblockedWith})`);
      if (q.acceptedBy) all.push(candidateAccepts(eb, q.acceptedBy));
      if (q.near) all.push(nearCondition(eb, q.near));
      if (q.search?.id !== undefined) all.push(eb('id', '=', q.search.id));
      if (q.search?.phone !== undefined) {
        const phone = q.search.phone;
        all.push(
          isValidPhone(phone)
            ? eb.or([
                eb('phoneNo', '=', normalisePhone(phone)),
                eb('familyPhoneNo', '=', normalisePhone(phone)),
              ])
            : eb.or([
                contains('phone_no', phone.replace(/\D/g, '')),
                contains('family_phone_no', phone.replace(/\D/g, '')),
              ]),
        );
      }
      if (q.search?.text) {
        const column = sql.ref(q.search.familyOnly ? 'family_search_text' : 'search_text');
        for (const word of q.search.words ?? [q.search.text.toLowerCase()])
          all.push(sql<SqlBool>`${column} like ${`%${escapeLike(word)}%`}`);
      }
      return eb.and(all);
    });
  }

  return {
    /**
     * One page of profiles, each with its pictures and, when `contextId` is given, the two sides of its
     * connection with that profile: one query, however many cards. The hits are sorted on their ids and sort
     * keys alone and only the page's rows are read whole. A page that sorts every hit also counts them in the
     * same query (`fullCount`, see `countsHits`).
     */
    async page(q: ListQuery, contextId?: number): Promise<ListedProfile[]> {
      const { byDistance } = orderOf(q);
      const distance = byDistance
        ? sql<number>`case lower(city) ${sql.join(
            [...q.distances!].map(([name, km]) => sql`when ${name} then ${km}::float8`),
            sql` `,
          )} else 1e9 end`
        : sql<number>`0`;
      const fitsFirst = q.fitsFirst;
      const declinedLast = q.declinedLast;
      const keys = sortKeysOf(q);
      const hitsOf = (found: ReturnType<typeof filtered>, distanceOfHit: RawBuilder<number>) => {
        let hits = found
          .select(['profiles.id', 'profiles.createdAt', 'profiles.updatedAt', distanceOfHit.as('distance')])
          .select((eb) =>
            fitsFirst
              ? sql<boolean>`coalesce(${candidateAccepts(eb, fitsFirst)}, false)`.as('fits')
              : sql<boolean>`true`.as('fits'),
          )
          .select(q.score ? scoreSql(q.score).as('score') : sql<null>`null::int`.as('score'))
          .select(
            // The family's declined profiles are read once a query (a hashed set), not looked up for each hit.
            declinedLast !== undefined
              ? sql<boolean>`profiles.id in (
                select profile2_id from connections
                where profile1_id = ${declinedLast} and profile1_status in ('Profile Rejected', 'Rejected After Contact')
                union all select profile1_id from connections
                where profile2_id = ${declinedLast} and profile2_status in ('Profile Rejected', 'Rejected After Contact'))`.as(
                  'declined',
                )
              : sql<boolean>`false`.as('declined'),
          )
          .select(
            q.engagedLast
              ? sql<boolean>`(exists (select 1 from connections c where c.profile1_id = profiles.id and ${LIVE_PAIR})
                or exists (select 1 from connections c where c.profile2_id = profiles.id and ${LIVE_PAIR}))`.as(
                  'engaged',
                )
              : sql<boolean>`false`.as('engaged'),
          )
          .select(
            readsEveryHit(q)
              ? sql<number>`(count(*) over ())::int`.as('fullCount')
              : sql<null>`null`.as('fullCount'),
          );
        for (const [column, direction] of keys) hits = hits.orderBy(column, direction);
        return hits;
      };
      const orderOfHits = (table: string) =>
        sql.join(
          keys.map(([column, direction]) => sql`${sql.ref(`${table}.${column}`)} ${sql.raw(direction)}`),
        );
      const cities = byCity ? citiesInTurn(q) : undefined;
      const pageHits = cities
        ? sql`(select * from (${sql.join(
            cities.map(([name, km]) =>
              hitsOf(filtered(q).where(sql`lower(city)`, '=', name), sql<number>`${km}::float8`).limit(
                q.offset + q.limit,
              ),
            ),
            sql` union all `,
          )}) as city_hits order by ${orderOfHits('city_hits')} limit ${q.limit} offset ${q.offset})`
        : hitsOf(filtered(q), distance).limit(q.limit).offset(q.offset);
      // The page's rows, as an `sql` template around the hits: the profile's ~80 columns are listed by text
      // compiled once, not built, frozen, renamed and compiled again on every page (decision 077).
      const rows = await sql<ListedProfile>`select ${profileColumns(db)}, hits.full_count, hits.score,
          ${q.flagDuplicates ? hasPossibleDuplicate() : sql`null`} as possible_duplicate,
          ${q.withEngagement ? engagementOf(sql.ref('profiles.id')) : sql`null`} as engagement,
          ${PICTURES_OF_PROFILE} as pictures,
          ${
            contextId === undefined
              ? sql`null`
              : sql`(select case when c.profile1_id = ${contextId}
                then array[c.profile1_status, c.profile2_status] else array[c.profile2_status, c.profile1_status] end
                from connections c
                where least(c.profile1_id, c.profile2_id) = least(${contextId}::int, profiles.id)
                  and greatest(c.profile1_id, c.profile2_id) = greatest(${contextId}::int, profiles.id))`
          } as sides
        from ${pageHits} as hits
        inner join profiles on profiles.id = hits.id
        order by ${orderOfHits('hits')}`.execute(db);
      return rows.rows;
    },

    /**
     * Whether `page` counts every hit itself (`fullCount`): when it reads and sorts them all anyway (a match list,
     * whose hits both sides' requirements bound; a list sorted by distance read whole). A list read newest first,
     * or nearest first one city at a time, is counted beside its page up to LIST_COUNT_CAP (decision 089).
     */
    countsHits(q: ListQuery): boolean {
      return readsEveryHit(q);
    },

    /**
     * The number of matching profiles, counted up to `cap` + 1 only: an exact total of a common search term
     * would cost a scan of every hit, and "1,000+" tells a matchmaker as much.
     */
    async count(q: ListQuery, cap: number) {
      const row = await db
        .selectFrom(
          filtered(q)
            .select(sql`1`.as('one'))
            .limit(cap + 1)
            .as('hits'),
        )
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return row.n > cap ? { total: cap, isFloor: true } : { total: row.n, isFloor: false };
    },

    /**
     * The hits after `afterId`, by id, at most `limit` (the bureau's exports, decision 064): read a batch at a
     * time along the primary key, so a million profiles are never held at once and no batch scans the ones before.
     */
    async batchAfter(q: ListQuery, afterId: number, limit: number): Promise<ProfileRow[]> {
      return filtered(q)
        .select(PROFILE_ROW_REFS)
        .where('profiles.id', '>', afterId)
        .orderBy('profiles.id')
        .limit(limit)
        .execute();
    },

    /** One profile with its score for a searcher: the same expression as a match list's (decision 043). */
    async scored(search: ScoreSearch, id: number) {
      return db
        .selectFrom('profiles')
        .select(PROFILE_ROW_REFS)
        .select(scoreSql(search).as('score'))
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
export type ProfileListRepository = ReturnType<typeof profileListRepository>;
