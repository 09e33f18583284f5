import type { SideStatus } from '@shared/connection-status';
import type { Connection, Engagement } from '@shared/profile-view';
import { type Selectable, sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import type { ConnectionTable } from '../db/schema';
import { engagementOf } from './live-pairs';

export type ConnectionRow = Selectable<ConnectionTable>;
export type SideNumber = 1 | 2;

/** The other side of a connection. */
export const otherSide = (n: SideNumber): SideNumber => (n === 1 ? 2 : 1);

export function sideOf(row: ConnectionRow, n: SideNumber) {
  return {
    profile: n === 1 ? row.profile1Id : row.profile2Id,
    status: (n === 1 ? row.profile1Status : row.profile2Status) as SideStatus,
    updatedAt: n === 1 ? row.profile1UpdatedAt : row.profile2UpdatedAt,
    inquiredAboutReceivedProfileOn:
      n === 1 ? row.profile1InquiredAboutReceivedProfileOn : row.profile2InquiredAboutReceivedProfileOn,
    version: n === 1 ? row.profile1Version : row.profile2Version,
  };
}

/** Which side (1 or 2) a profile is on. */
export function sideNumberOf(row: ConnectionRow, profileId: number): SideNumber | null {
  if (row.profile1Id === profileId) return 1;
  if (row.profile2Id === profileId) return 2;
  return null;
}

/** The single-connection form of SPEC §3 (profile1/profile2). */
export function toConnection(row: ConnectionRow): Connection {
  const side = (n: SideNumber) => {
    const s = sideOf(row, n);
    return {
      profile: s.profile,
      status: s.status,
      updatedAt: s.updatedAt.toISOString(),
      inquiredAboutReceivedProfileOn: s.inquiredAboutReceivedProfileOn?.toISOString() ?? null,
    };
  };
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    profile1: side(1),
    profile2: side(2),
  };
}

/** The dashboard's pair sections (decision 053), by the statuses of the two sides. */
export type PairSection = 'awaitingContact' | 'inContact' | 'matched';
const PAIR_SECTION_SQL: Record<PairSection, ReturnType<typeof sql<boolean>>> = {
  awaitingContact: sql<boolean>`(profile1_status = 'Profile Accepted' and profile2_status = 'Profile Accepted')`,
  inContact: sql<boolean>`('In Contact' in (profile1_status, profile2_status) and 'Matched' not in (profile1_status, profile2_status))`,
  matched: sql<boolean>`('Matched' in (profile1_status, profile2_status))`,
};
/** A pair's last change (decision 031): the latest of the connection's and its two sides' changes. */
const PAIR_SINCE = sql<Date>`greatest(updated_at, profile1_updated_at, profile2_updated_at)`;
/**
 * Each side that received a profile and has not answered, while the pair is not in contact or matched: the
 * family (recipient) waits since it received it or was last asked about it (decision 031).
 */
const RECEIVED = sql`(
  select id as connection_id, profile1_id as recipient,
    greatest(profile1_updated_at, profile1_inquired_about_received_profile_on) as since
  from connections
  where profile1_status = 'Profile Received' and profile2_status not in ('In Contact', 'Matched')
  union all
  select id, profile2_id,
    greatest(profile2_updated_at, profile2_inquired_about_received_profile_on)
  from connections
  where profile2_status = 'Profile Received' and profile1_status not in ('In Contact', 'Matched')
)`;

/** The connection of two profiles, if any, whichever is profile 1: on every answer and profile view (decision 077). */
const findBetweenQuery = compiledOnce((db: Db, a: number, b: number) =>
  db
    .selectFrom('connections')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('profile1Id', '=', a), eb('profile2Id', '=', b)]),
        eb.and([eb('profile1Id', '=', b), eb('profile2Id', '=', a)]),
      ]),
    ),
);

/** A connection as it is started: its two profiles and their sides. */
type NewConnection = Pick<ConnectionRow, 'profile1Id' | 'profile2Id'> & {
  profile1Status: SideStatus;
  profile2Status: SideStatus;
};

/** Named queries for connections between two profiles. */
export function connectionsRepository(db: Db) {
  /**
   * The families waiting to answer, and how many of them wait since before `due` (a family waits since before
   * `due` when one of its sides does): counts of distinct families over the two sides' indexes (migration 026).
   */
  async function receivedCounts(due: Date) {
    const result = await sql<{ total: number; due: number }>`select count(distinct recipient)::int as total,
        (count(distinct recipient) filter (where since < ${due}))::int as due
      from ${RECEIVED} received`.execute(db);
    return { total: Number(result.rows[0]!.total), due: Number(result.rows[0]!.due) };
  }

  return {
    /**
     * One page of a dashboard pair section: longest-waiting first (Matched: the most recent first, only those
     * changed since `matchedSince`), then by id.
     */
    pairPage(section: PairSection, page: { limit: number; offset: number; matchedSince: Date }) {
      const matched = section === 'matched';
      const direction = matched ? 'desc' : 'asc';
      let query = db.selectFrom('connections').selectAll().where(PAIR_SECTION_SQL[section]);
      if (matched) query = query.where(sql<boolean>`${PAIR_SINCE} >= ${page.matchedSince}`);
      return query
        .orderBy(PAIR_SINCE, direction)
        .orderBy('id', direction)
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    /**
     * One page of the families waiting to answer (Recent Connections), longest-waiting first: each family's
     * wait is its longest, since its earliest unanswered profile (or inquiry). The sides waiting are read in
     * the order of their wait from one index per side (migration 026), as many as the page needs: a family's
     * first side in that order is its longest wait, so the first `offset + limit` families met are the page's
     * and those before it (more sides are read while families repeat). Counted beside it.
     */
    async receivedPage(page: { limit: number; offset: number }, due: Date) {
      const firstIds = async () => {
        const wanted = page.offset + page.limit;
        for (let read = wanted * 4; ; read *= 4) {
          const sides = await sql<{ recipient: number }>`select recipient from (
              (select profile1_id as recipient,
                  greatest(profile1_updated_at, profile1_inquired_about_received_profile_on) as since
                from connections
                where profile1_status = 'Profile Received' and profile2_status not in ('In Contact', 'Matched')
                order by 2, 1 limit ${read})
              union all
              (select profile2_id, greatest(profile2_updated_at, profile2_inquired_about_received_profile_on)
                from connections
                where profile2_status = 'Profile Received' and profile1_status not in ('In Contact', 'Matched')
                order by 2, 1 limit ${read})
            ) waiting order by since, recipient limit ${read}`.execute(db);
          const met = [...new Set(sides.rows.map((r) => Number(r.recipient)))];
          if (met.length >= wanted || sides.rows.length < read) return met.slice(page.offset, wanted);
        }
      };
      const [ids, counted] = await Promise.all([firstIds(), receivedCounts(due)]);
      if (ids.length === 0) return { ids, rows: [] as ConnectionRow[], counted };
      const rows = await db
        .selectFrom('connections')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([
              eb('profile1Id', 'in', ids),
              eb('profile1Status', '=', 'Profile Received'),
              eb('profile2Status', 'not in', ['In Contact', 'Matched']),
            ]),
            eb.and([
              eb('profile2Id', 'in', ids),
              eb('profile2Status', '=', 'Profile Received'),
              eb('profile1Status', 'not in', ['In Contact', 'Matched']),
            ]),
          ]),
        )
        .execute();
      return { ids, rows, counted };
    },

    /**
     * The pair sections' counts, and how many pairs wait since before `due` (need follow-up; Matched pairs
     * never do): each an index-only count over its section's partial index (migrations 021, 026).
     */
    async pairCounts(due: Date, matchedSince: Date) {
      const count = (where: ReturnType<typeof sql>) =>
        sql`(select count(*) from connections where ${where})::int`;
      const { awaitingContact: a, inContact: c, matched: m } = PAIR_SECTION_SQL;
      const result = await sql<{
        awaitingContact: number;
        inContact: number;
        matched: number;
        due: number;
      }>`select
          ${count(a)} as "awaitingContact",
          ${count(c)} as "inContact",
          ${count(sql`${m} and ${PAIR_SINCE} >= ${matchedSince}`)} as matched,
          ${count(sql`${a} and ${PAIR_SINCE} < ${due}`)} + ${count(sql`${c} and ${PAIR_SINCE} < ${due}`)} as due`.execute(
        db,
      );
      const row = result.rows[0]!;
      return {
        awaitingContact: Number(row.awaitingContact),
        inContact: Number(row.inContact),
        matched: Number(row.matched),
        due: Number(row.due),
      };
    },

    /** The families waiting to answer, and how many of them wait since before `due`. */
    receivedCounts,

    /** A matchmaker's page of connections, the most recently changed first (GET /api/connections). */
    listPage(limit: number, offset: number) {
      return db
        .selectFrom('connections')
        .selectAll()
        .orderBy('updatedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** The live pair the profile is in (issue 28, part 4), the same expression as the lists' cards. */
    async engagementOf(profileId: number) {
      const { rows } = await sql<{
        engagement: Engagement | null;
      }>`select ${engagementOf(sql`${profileId}::int`)} as engagement`.execute(db);
      return rows[0]?.engagement ?? null;
    },

    listForProfile(profileId: number) {
      return db
        .selectFrom('connections')
        .selectAll()
        .where((eb) => eb.or([eb('profile1Id', '=', profileId), eb('profile2Id', '=', profileId)]))
        .orderBy('updatedAt', 'desc')
        .execute();
    },

    listRecent(limit: number) {
      return db.selectFrom('connections').selectAll().orderBy('updatedAt', 'desc').limit(limit).execute();
    },

    /** Connections in which some side is at one of `statuses` (the dashboard's sections). */
    listWithSideIn(statuses: SideStatus[]) {
      return db
        .selectFrom('connections')
        .selectAll()
        .where((eb) => eb.or([eb('profile1Status', 'in', statuses), eb('profile2Status', 'in', statuses)]))
        .orderBy('updatedAt', 'desc')
        .execute();
    },

    async findBetween(a: number, b: number) {
      const [row] = await findBetweenQuery(db, a, b);
      return row;
    },

    findById(id: number) {
      return db.selectFrom('connections').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** What a matchmaker's screen names a profile by (decision 031): id, name, age and city, nothing more. */
    labelsOf(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('profiles')
        .select(['id', 'name', 'age', 'city'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },

    /** What the dashboard's cards name a profile by (decision 053): these columns only, for matchmakers. */
    dashboardProfilesOf(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('profiles')
        .select(['id', 'name', 'age', 'gender', 'city', 'phoneNo', 'familyPhoneNo', 'status', 'accessToken'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },

    /** A new connection; the unique pair index makes a concurrent second insert fail rather than duplicate. */
    insert(values: NewConnection) {
      return db.insertInto('connections').values(values).returningAll().executeTakeFirstOrThrow();
    },

    /**
     * A new connection, or undefined when the pair has one already: one committed meanwhile by another
     * transaction, which this insert waited for and which a read after it sees (PostgreSQL's read committed).
     */
    insertIfAbsent(values: NewConnection) {
      return db
        .insertInto('connections')
        .values(values)
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Changes one side only if it is still at `version` (optimistic concurrency): answers the new row, or
     * undefined when someone else changed that side first.
     */
    updateSide(
      id: number,
      n: SideNumber,
      version: number,
      change: { status?: SideStatus; inquiredOn?: Date },
    ) {
      const p = `profile${n}` as const;
      return db
        .updateTable('connections')
        .set({
          ...(change.status ? { [`${p}Status`]: change.status, [`${p}UpdatedAt`]: sql`now()` } : {}),
          ...(change.inquiredOn ? { [`${p}InquiredAboutReceivedProfileOn`]: change.inquiredOn } : {}),
          [`${p}Version`]: version + 1,
          updatedAt: sql`now()`,
        })
        .where('id', '=', id)
        .where(`${p}Version`, '=', version)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
export type ConnectionsRepository = ReturnType<typeof connectionsRepository>;
