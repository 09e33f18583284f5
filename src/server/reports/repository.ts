import { sql } from 'kysely';
import type { Db } from '../db/database';

/** How many resolved reports the matchmakers' list carries after the open ones (the newest). */
export const RESOLVED_REPORTS_LISTED = 50;

/** Named queries for families' reports of profiles (issue 18, decision 036). */
export function reportsRepository(db: Db) {
  /** Reports with both profiles' label facts and the resolving matchmaker's e-mail. */
  const withLabels = () =>
    db
      .selectFrom('reports')
      .innerJoin('profiles as reported', 'reported.id', 'reports.profileId')
      .innerJoin('profiles as reporter', 'reporter.id', 'reports.reporterId')
      .leftJoin('accounts', 'accounts.id', 'reports.resolvedBy')
      .select([
        'reports.id',
        'reports.reason',
        'reports.details',
        'reports.createdAt',
        'reports.updatedAt',
        'reports.resolvedAt',
        'reports.resolutionNote',
        'accounts.email as resolvedByEmail',
        'reported.id as profileId',
        'reported.name as profileName',
        'reported.age as profileAge',
        'reported.city as profileCity',
        'reporter.id as reporterId',
        'reporter.name as reporterName',
        'reporter.age as reporterAge',
        'reporter.city as reporterCity',
      ]);

  return {
    /**
     * Writes the family's report, or updates its open report of the same profile, in one statement (two at
     * once still leave one open report: the partial unique index decides). Answers whether it was new.
     */
    async upsertOpen(reporterId: number, profileId: number, reason: string, details: string | null) {
      const row = await db
        .insertInto('reports')
        .values({ reporterId, profileId, reason, details })
        .onConflict((oc) =>
          oc
            .columns(['reporterId', 'profileId'])
            .where('resolvedAt', 'is', null)
            .doUpdateSet({ reason, details, updatedAt: sql`now()` }),
        )
        // A row the statement inserted has no deleting transaction yet; an updated one has this one.
        .returning(['id', sql<boolean>`(xmax = 0)`.as('inserted')])
        .executeTakeFirstOrThrow();
      return { id: row.id, inserted: row.inserted };
    },

    /** One profile's open reports, newest first (its page, decision 065). */
    openOf(profileId: number) {
      return withLabels()
        .where('reports.profileId', '=', profileId)
        .where('reports.resolvedAt', 'is', null)
        .orderBy('reports.createdAt', 'desc')
        .orderBy('reports.id', 'desc')
        .execute();
    },

    /** Every open report, newest first, then the newest resolved ones. */
    async list() {
      const open = await withLabels()
        .where('reports.resolvedAt', 'is', null)
        .orderBy('reports.createdAt', 'desc')
        .orderBy('reports.id', 'desc')
        .execute();
      const resolved = await withLabels()
        .where('reports.resolvedAt', 'is not', null)
        .orderBy('reports.createdAt', 'desc')
        .orderBy('reports.id', 'desc')
        .limit(RESOLVED_REPORTS_LISTED)
        .execute();
      return [...open, ...resolved];
    },

    findById(id: number) {
      return withLabels().where('reports.id', '=', id).executeTakeFirst();
    },

    /** Marks the report resolved by the account, now; answers false when it was already resolved (or is gone). */
    async resolve(id: number, accountId: number, note: string) {
      const result = await db
        .updateTable('reports')
        .set({ resolvedAt: sql`now()`, resolvedBy: accountId, resolutionNote: note })
        .where('id', '=', id)
        .where('resolvedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;
export type ReportRow = NonNullable<Awaited<ReturnType<ReportsRepository['findById']>>>;
