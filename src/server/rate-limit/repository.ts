import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Fixed-window counters kept in the database, so that a limit holds across every app process.
 * `hit` adds one and answers the count in the current window; `count` only reads it.
 */
export function rateLimitRepository(db: Db) {
  return {
    async hit(key: string, windowSeconds: number): Promise<number> {
      const window = sql<Date>`now() - make_interval(secs => ${windowSeconds})`;
      const row = await db
        .insertInto('rateLimits')
        .values({ key, windowStartedAt: sql`now()`, hits: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`case when rate_limits.window_started_at < ${window} then 1 else rate_limits.hits + 1 end`,
            windowStartedAt: sql`case when rate_limits.window_started_at < ${window} then now() else rate_limits.window_started_at end`,
          }),
        )
        .returning('hits')
        .executeTakeFirstOrThrow();
      return row.hits;
    },

    async count(key: string, windowSeconds: number): Promise<number> {
      const row = await db
        .selectFrom('rateLimits')
        .select('hits')
        .where('key', '=', key)
        .where('windowStartedAt', '>=', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
        .executeTakeFirst();
      return row?.hits ?? 0;
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('rateLimits').where('key', '=', key).execute();
    },
  };
}
export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
