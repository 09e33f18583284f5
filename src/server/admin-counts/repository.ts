import type { ProfileStatus } from '@shared/enums';
import type { Db } from '../db/database';

/** Named counts for the matchmakers' menu. */
export function adminCountsRepository(db: Db) {
  return {
    /** How many profiles are at `status` (one count over the status index). */
    async withStatus(status: ProfileStatus): Promise<number> {
      const row = await db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** How many profiles hold a family's text waiting for review (one count over the held index). */
    async withHeldText(): Promise<number> {
      const row = await db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('heldAt', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** How many families' reports no matchmaker has resolved yet (decision 065). */
    async openReports(): Promise<number> {
      const row = await db
        .selectFrom('reports')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('resolvedAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type AdminCountsRepository = ReturnType<typeof adminCountsRepository>;
