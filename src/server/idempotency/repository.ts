import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Named queries for the `Idempotency-Key` of a profile submission (issue 19, decision 042). */
export function idempotencyRepository(db: Db) {
  return {
    /**
     * Claims the key for a first request: true when this request inserted it, false when another one holds it
     * (on PostgreSQL a concurrent claim waits for the first to commit, then sees it).
     */
    async claim(key: string, bodyHash: string) {
      const row = await db
        .insertInto('idempotencyKeys')
        .values({ key, bodyHash })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },

    find(key: string) {
      return db
        .selectFrom('idempotencyKeys')
        .select(['bodyHash', 'profileId'])
        .where('key', '=', key)
        .executeTakeFirst();
    },

    /** The first request created its profile: later ones with the key answer it. */
    async settle(key: string, profileId: number) {
      await db.updateTable('idempotencyKeys').set({ profileId }).where('key', '=', key).execute();
    },

    /** The first request failed (a 400, a 429): the key is free for the corrected retry. */
    async release(key: string) {
      await db.deleteFrom('idempotencyKeys').where('key', '=', key).where('profileId', 'is', null).execute();
    },

    /**
     * Frees the key's claim when its request never finished (claimed longer ago than `olderThanMs`, by the
     * database's clock); true when it was freed.
     */
    async releaseAbandoned(key: string, olderThanMs: number) {
      const result = await db
        .deleteFrom('idempotencyKeys')
        .where('key', '=', key)
        .where('profileId', 'is', null)
        .where('createdAt', '<', sql<Date>`now() - ${olderThanMs} * interval '1 millisecond'`)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
