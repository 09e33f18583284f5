import { profileLabel } from '@shared/profile-label';
import { type NewReport, REPORT_MESSAGES, type Report, type ReportReason } from '@shared/reports';
import type { Viewer } from '../auth/viewer';
import type { HistoryRepository } from '../history/repository';
import { httpError } from '../http/errors';
import type { Limit } from '../rate-limit/limit';
import type { RateLimitRepository } from '../rate-limit/repository';
import type { ReportRow, ReportsRepository } from './repository';

type Family = Extract<Viewer, { kind: 'user' }>;
type Admin = Extract<Viewer, { kind: 'admin' }>;

type Deps = {
  reports: ReportsRepository;
  history: HistoryRepository;
  limits: RateLimitRepository;
  limit: Limit;
  /** Throws 404 unless the viewer may see the profile: the same reach as GET /api/profile/{id}. */
  reach: (viewer: Viewer, profileId: number) => Promise<unknown>;
};

function reportOf(row: ReportRow): Report {
  return {
    _id: row.id,
    reason: row.reason as ReportReason,
    details: row.details,
    reporter: {
      _id: row.reporterId,
      label: profileLabel({
        _id: row.reporterId,
        name: row.reporterName,
        age: row.reporterAge,
        city: row.reporterCity,
      }),
    },
    profile: {
      _id: row.profileId,
      label: profileLabel({
        _id: row.profileId,
        name: row.profileName,
        age: row.profileAge,
        city: row.profileCity,
      }),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedAt ? (row.resolvedByEmail ?? null) : null,
    resolutionNote: row.resolvedAt ? (row.resolutionNote ?? null) : null,
  };
}

/**
 * Families' reports of profiles (issue 18, decision 036). A family reports a profile it may see, never its
 * own; a repeat while its report is open updates that report. Each report, update and resolution is in the
 * reported profile's history (matchmakers only) with who and when, by its reason: the details stay in the
 * report. Nothing here reaches the reported family.
 */
export function reportsService(deps: Deps) {
  return {
    /** Answers whether a new report was written (false: the family's open report was updated). */
    async report(viewer: Family, profileId: number, input: NewReport): Promise<{ created: boolean }> {
      if (viewer.profileId === profileId) throw httpError(400, REPORT_MESSAGES.ownProfile);
      await deps.reach(viewer, profileId);
      // Per family only: many families share one mobile network's address (decision 032).
      const key = `${deps.limit.name}:profile:${viewer.profileId}`;
      if ((await deps.limits.hit(key, deps.limit.windowSeconds)) > deps.limit.max)
        throw httpError(429, deps.limit.message);
      const { inserted } = await deps.reports.upsertOpen(
        viewer.profileId,
        profileId,
        input.reason,
        input.details,
      );
      await deps.history.record(viewer, [
        {
          entity: 'profile',
          entityId: profileId,
          field: inserted ? 'reported' : 'reportUpdated',
          fromValue: null,
          toValue: input.reason,
        },
      ]);
      return { created: inserted };
    },

    /** Every report (open first), or one profile's open reports. */
    async list(profileId?: number): Promise<Report[]> {
      const rows = profileId === undefined ? await deps.reports.list() : await deps.reports.openOf(profileId);
      return rows.map(reportOf);
    },

    /**
     * Resolves the report once, with what was done (decision 065); resolving it again answers it as it is,
     * changing nothing.
     */
    async resolve(viewer: Admin, id: number, note: string): Promise<Report> {
      const before = await deps.reports.findById(id);
      if (!before) throw httpError(404, REPORT_MESSAGES.notFound);
      if (!before.resolvedAt && (await deps.reports.resolve(id, viewer.accountId, note))) {
        await deps.history.record(viewer, [
          {
            entity: 'profile',
            entityId: before.profileId,
            field: 'reportResolved',
            fromValue: before.reason,
            toValue: note,
          },
        ]);
      }
      const after = await deps.reports.findById(id);
      if (!after) throw httpError(404, REPORT_MESSAGES.notFound);
      return reportOf(after);
    },
  };
}
export type ReportsService = ReturnType<typeof reportsService>;
