import { GENDERS, PROFILE_STATUSES, RELIGIONS, SECTS } from '@shared/enums';
import { isValidPhone, normalisePhone } from '@shared/phone';
import type { Engagement } from '@shared/profile-view';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { engagementOf, inLivePair } from '../connections/live-pairs';
import { columnsOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import { type Database, PROFILE_ROW_REFS, type ProfileRow } from '../db/schema';
import { hasPossibleDuplicate } from '../duplicates/sql';
import { PICTURES_OF_PROFILE } from '../pictures/sql';
import { textColumn } from '../privacy/shown-text';
import { FAMILY_CARD_COLUMNS, type FamilyCardRow } from './card-columns';
import type { ListConditions } from './list-conditions';
import { type ListQuery, type ListReadOptions, orderOf, readingOf } from './list-query';
import { candidateAccepts, searcherAccepts } from './match-sql';
import { nearCondition } from './near-sql';
import { type ScoreSearch, scoreSql } from './score-sql';

type EB = ExpressionBuilder<Database, 'profiles'>;

/** What a card's row adds to the profile's columns: its pictures in order, its connection's sides, and more. */
export type Listed<Row> = Row & {
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
/** A card's row of a matchmaker's list: the whole profile. */
export type ListedProfile = Listed<ProfileRow>;
/** A card's row of a family's list: the columns its card is built from (decision 093). */
export type ListedFamilyCard = Listed<FamilyCardRow>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const sameText = (column: string, value: string) =>
  sql<SqlBool>`lower(btrim(${sql.ref(column)})) = lower(btrim(${value}))`;
const contains = (column: string, value: string) =>
  sql<SqlBool>`${sql.ref(column)} ilike ${`%${escapeLike(value.trim())}%`}`;

/**
 * A value of a closed list (a status, gender, religion or sect) written into the statement's text, any other value
 * as a parameter (decision 094). On PGlite a statement is prepared once and, after five runs, planned once for
 * every value (decision 092): planned without knowing these, a family's list read `profiles_match_idx` and
 * filtered a thousand rows for sixty hits (2.2 ms against 1.0). The lists are short: a few dozen texts at most.
 */
const closed = <T extends string>(list: readonly T[], value: string) =>
  list.includes(value as T) ? sql.lit(value as T) : sql.val(value as T);

function where(eb: EB, c: ListConditions, family: boolean): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  if (c.status && c.statusUnlessNamed)
    all.push(
      eb.or([
        eb('status', '=', closed(PROFILE_STATUSES, c.status)),
        sql<SqlBool>`regexp_replace(lower(btrim(name)), '\\s+', ' ', 'g') like ${`%${escapeLike(c.statusUnlessNamed)}%`}`,
      ]),
    );
  else if (c.status) all.push(eb('status', '=', closed(PROFILE_STATUSES, c.status)));
  if (c.gender) all.push(eb('gender', '=', closed(GENDERS, c.gender)));
  if (c.minAge != null) all.push(eb('age', '>=', c.minAge));
  if (c.maxAge != null) all.push(eb('age', '<=', c.maxAge));
  if (c.cityNames)
    all.push(c.cityNames.length ? eb(sql`lower(city)`, 'in', c.cityNames) : sql<SqlBool>`false`);
  if (c.maritalStatus?.length) all.push(eb('maritalStatus', 'in', c.maritalStatus));
  if (c.hasDisability !== undefined) all.push(eb('hasDisability', '=', c.hasDisability));
  if (c.residenceType) all.push(sameText('residence_type', c.residenceType));
  // Religion and sect are stored in their listed spelling, so exact equality can use the match index.
  if (c.religion) all.push(eb('religion', '=', closed(RELIGIONS, c.religion)));
  if (c.sect) all.push(eb('sect', '=', closed(SECTS, c.sect)));
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

/** A profile's row, listed in SQL once (decision 077). */
const profileColumns = columnsOnce((db: Db) => db.selectFrom('profiles').select(PROFILE_ROW_REFS));
/** A family's card's columns (decision 093). */
const familyCardColumns = columnsOnce((db: Db) =>
  db.selectFrom('profiles').select(FAMILY_CARD_COLUMNS.map((column) => `profiles.${column}` as const)),
);

/**
 * The profiles list of SPEC §2, decided in SQL before pagination. `db` reads the lists. `lookups` is where a lookup of one profile among a list's hits runs (`hasHit`): the app's
 * connections, which keep PostgreSQL's choice of plan (a lookup by id is planned once, decision 105), where the
 * lists' own are told to plan each run; `db` when not given.
 */
export function profileListRepository(db: Db, options: ListReadOptions = { byCity: true }, lookups: Db = db) {
  function filtered(q: ListQuery, on: Db = db) {
    return on.selectFrom('profiles').where((eb) => {
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

  /** One page of a list's rows with the given columns of each profile (see `page`). */
  async function rowsOfPage<Row>(q: ListQuery, contextId: number | undefined, columns: RawBuilder<unknown>) {
    const { byDistance } = orderOf(q);
    const distance = byDistance
      ? sql<number>`case lower(city) ${sql.join(
          [...q.distances!].map(([name, km]) => sql`when ${name} then ${km}::float8`),
          sql` `,
        )} else 1e9 end`
      : sql<number>`0`;
    const fitsFirst = q.fitsFirst;
    const declinedLast = q.declinedLast;
    const { keys, cities, countsHits } = readingOf(q, options);
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
            ? inLivePair(sql.ref('profiles.id')).as('engaged')
            : sql<boolean>`false`.as('engaged'),
        )
        .select(
          countsHits ? sql<number>`(count(*) over ())::int`.as('fullCount') : sql<null>`null`.as('fullCount'),
        );
      for (const [column, direction] of keys) hits = hits.orderBy(column, direction);
      return hits;
    };
    const orderOfHits = (table: string) =>
      sql.join(
        keys.map(([column, direction]) => sql`${sql.ref(`${table}.${column}`)} ${sql.raw(direction)}`),
      );
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
    // The page's rows, as an `sql` template around the hits: the profile's columns are listed by text
    // compiled once, not built, frozen, renamed and compiled again on every page (decision 077).
    const rows = await sql<Row>`select ${columns}, hits.full_count, hits.score,
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
  }

  return {
    /**
     * One page of profiles, each with its pictures and, when `contextId` is given, the two sides of its
     * connection with that profile: one query, however many cards. The hits are sorted on their ids and sort
     * keys alone and only the page's rows are read whole. A page that sorts every hit also counts them in the
     * same query (`fullCount`, see `countsHits`).
     */
    async page(q: ListQuery, contextId?: number): Promise<ListedProfile[]> {
      return rowsOfPage<ListedProfile>(q, contextId, profileColumns(db));
    },

    /** One page of a family's list, as `page`, each profile read with its card's columns only (decision 093). */
    async familyPage(q: ListQuery, contextId?: number): Promise<ListedFamilyCard[]> {
      return rowsOfPage<ListedFamilyCard>(q, contextId, familyCardColumns(db));
    },

    /**
     * Whether `page` counts every hit itself (`fullCount`): when it reads and sorts them all anyway (a match list,
     * whose hits both sides' requirements bound; a list sorted by distance read whole). A list read newest first,
     * or nearest first one city at a time, is counted beside its page up to LIST_COUNT_CAP (decision 089).
     */
    countsHits(q: ListQuery): boolean {
      return readingOf(q, options).countsHits;
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
     * Whether the profile `id` is one of the list's hits (a family may open its matches): a lookup by key, on
     * `lookups`, where its plan is kept, not planned at each run as a list's page is (decision 105).
     */
    async hasHit(q: ListQuery, id: number): Promise<boolean> {
      const found = await filtered({ ...q, search: { id } }, lookups)
        .select(sql`1`.as('one'))
        .limit(1)
        .executeTakeFirst();
      return found !== undefined;
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
