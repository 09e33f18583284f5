import type { Db } from '../db/database';

/**
 * The review queue's named queries (decision 069): profiles in Review in Pending Reviews' order, oldest first
 * (created_at, then id), over the (status, created_at) index.
 */
export function reviewQueueRepository(db: Db) {
  const waiting = (except: number | undefined) => {
    let query = db.selectFrom('profiles').where('status', '=', 'Review');
    if (except !== undefined) query = query.where('id', '!=', except);
    return query;
  };

  return {
    /** Where a profile stands in the queue's order, whatever its status now (an approved one keeps its place). */
    async place(id: number) {
      return db.selectFrom('profiles').select(['id', 'createdAt']).where('id', '=', id).executeTakeFirst();
    },

    /** The first profile in Review after `place` in the queue's order (from the start without one), except `except`. */
    async firstAfter(place: { id: number; createdAt: Date } | undefined, except: number | undefined) {
      let query = waiting(except).select(['id', 'name', 'age', 'city', 'createdAt']);
      if (place)
        query = query.where((eb) =>
          eb.or([
            eb('createdAt', '>', place.createdAt),
            eb.and([eb('createdAt', '=', place.createdAt), eb('id', '>', place.id)]),
          ]),
        );
      return query.orderBy('createdAt', 'asc').orderBy('id', 'asc').limit(1).executeTakeFirst();
    },

    /** How many profiles wait in Review, `except` left out. */
    async count(except: number | undefined): Promise<number> {
      const row = await waiting(except)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type ReviewQueueRepository = ReturnType<typeof reviewQueueRepository>;
