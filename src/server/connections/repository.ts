import type { SideStatus } from '@shared/connection-status';
import type { Connection } from '@shared/profile-view';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ConnectionTable } from '../db/schema';

export type ConnectionRow = Selectable<ConnectionTable>;

/** The single-connection form of SPEC §3 (profile1/profile2). */
export function toConnection(row: ConnectionRow): Connection {
  const side = (n: 1 | 2) => ({
    profile: n === 1 ? row.profile1Id : row.profile2Id,
    status: (n === 1 ? row.profile1Status : row.profile2Status) as SideStatus,
    updatedAt: (n === 1 ? row.profile1UpdatedAt : row.profile2UpdatedAt).toISOString(),
    inquiredAboutReceivedProfileOn:
      (n === 1
        ? row.profile1InquiredAboutReceivedProfileOn
        : row.profile2InquiredAboutReceivedProfileOn
      )?.toISOString() ?? null,
  });
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
  };
}
export type ConnectionsRepository = ReturnType<typeof connectionsRepository>;
