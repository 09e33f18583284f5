import type { Db } from '../db/database';

/** Named queries of closing a match (issue 28, part 4). */
export function closingRepository(db: Db) {
  return {
    /** The connection with both sides' statuses, its row locked until the transaction ends. */
    findForUpdate(connectionId: number) {
      return db
        .selectFrom('connections')
        .select(['id', 'profile1Id', 'profile2Id', 'profile1Status', 'profile2Status'])
        .where('id', '=', connectionId)
        .forUpdate()
        .executeTakeFirst();
    },

    statusesOf(ids: number[]) {
      return db
        .selectFrom('profiles')
        .select(['id', 'status', 'inactiveReason'])
        .where('id', 'in', ids)
        .execute();
    },
  };
}
export type ClosingRepository = ReturnType<typeof closingRepository>;
