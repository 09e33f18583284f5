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
  };
}
export type ProfileBulkRepository = ReturnType<typeof profileBulkRepository>;
