import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The few reads the bulk change needs of its own; the writes are the profiles feature's. */
export function profileBulkRepository(db: Db) {
  return {
    /**
     * The profiles of `ids` that exist, with their version and responsible matchmaker, their rows locked until
     * the transaction ends: a profile deleted or changed by another matchmaker meanwhile waits for this change
     * (or makes it wait), never half applied.
     */
    lockedRows(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('profiles')
        .select(['id', 'version', 'assignedTo'])
        .where('id', 'in', [...ids])
        .orderBy('id')
        .forUpdate()
        .execute();
    },

    async isActiveMatchmaker(accountId: number) {
      const row = await db
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', accountId)
        .where('active', '=', true)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setAssignedTo(id: number, accountId: number | null) {
      await db
        .updateTable('profiles')
        .set({ assignedTo: accountId, updatedAt: sql`now()` })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type ProfileBulkRepository = ReturnType<typeof profileBulkRepository>;
