import type { WorkQueues } from '@shared/work-queues';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The counts of the matchmakers' work queues (decision 053): three cheap counts over indexed columns. */
export function workQueuesRepository(db: Db) {
  return {
    async queues(): Promise<WorkQueues> {
      const [review, edits, reports] = await Promise.all([
        db
          .selectFrom('profiles')
          .select([sql<number>`count(*)::int`.as('n'), sql<Date | null>`min(created_at)`.as('oldest')])
          .where('status', '=', 'Review')
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('profiles')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('familyEditedAt', 'is not', null)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('reports')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('resolvedAt', 'is', null)
          .executeTakeFirstOrThrow(),
      ]);
      const oldest = review.oldest === null ? null : new Date(review.oldest);
      return {
        review: { count: Number(review.n), oldestSince: oldest ? oldest.toISOString() : null },
        familyEdits: Number(edits.n),
        openReports: Number(reports.n),
      };
    },
  };
}
export type WorkQueuesRepository = ReturnType<typeof workQueuesRepository>;
