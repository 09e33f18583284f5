import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The few reads the bulk change needs of its own; the writes are the profiles feature's. */
export function profileBulkRepository(db: Db) {
  return {
    /**
     * Which of `ids` exist, locking their rows until the transaction ends: a profile deleted by another
     * matchmaker meanwhile waits for this change or makes it fail whole, never half applied.
     */
    async existingIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('profiles')
        .select('id')
        .where('id', 'in', [...ids])
        .forUpdate()
        .execute();
      return rows.map((row) => row.id);
    },

    /** Each profile's responsible matchmaker, the rows locked (decision 054). */
    async assignments(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('profiles')
        .select(['id', 'assignedTo'])
        .where('id', 'in', [...ids])
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

    async setAssignedTo(ids: readonly number[], accountId: number | null) {
      if (ids.length === 0) return;
      await db
        .updateTable('profiles')
        .set({ assignedTo: accountId, updatedAt: sql`now()` })
        .where('id', 'in', [...ids])
        .execute();
    },
  };
}
export type ProfileBulkRepository = ReturnType<typeof profileBulkRepository>;
