import type { SideStatus } from '@shared/connection-status';
import type { Connection } from '@shared/profile-view';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/database';
import type { ConnectionTable } from '../db/schema';

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

/** Named queries for connections between two profiles. */
export function connectionsRepository(db: Db) {
  return {
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

    findBetween(a: number, b: number) {
      return db
        .selectFrom('connections')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('profile1Id', '=', a), eb('profile2Id', '=', b)]),
            eb.and([eb('profile1Id', '=', b), eb('profile2Id', '=', a)]),
          ]),
        )
        .executeTakeFirst();
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

    /** A new connection; the unique pair index makes a concurrent second insert fail rather than duplicate. */
    insert(values: {
      profile1Id: number;
      profile2Id: number;
      profile1Status: SideStatus;
      profile2Status: SideStatus;
    }) {
      return db.insertInto('connections').values(values).returningAll().executeTakeFirstOrThrow();
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
