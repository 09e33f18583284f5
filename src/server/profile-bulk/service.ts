import { BULK_MESSAGES, type ProfileBulkResult, type ProfileBulkStatus } from '@shared/profile-bulk';
import type { Viewer } from '../auth/viewer';
import type { HistoryRepository } from '../history/repository';
import { httpError } from '../http/errors';
import type { ProfilesService } from '../profiles/service';
import type { ProfileBulkRepository } from './repository';

type Deps = {
  bulk: ProfileBulkRepository;
  /** The single profile's status change (profiles/service.ts `patch`): its rule and its history rows. */
  changeStatus: ProfilesService['patch'];
  history: HistoryRepository;
};

/**
 * A matchmaker's status change of several profiles at once (issue 15, decision 030). Every profile named must
 * exist, or nothing changes; then each is changed exactly as `PATCH /api/profile/{id}` changes one (the same
 * service function, so the same columns and the same history rows, with who and when). The caller runs it
 * in one transaction (app.ts), so a failure half-way leaves every profile as it was.
 */
export function profileBulkService(deps: Deps) {
  /**
   * The responsible matchmaker of each profile (decision 054): an active matchmaker or nobody; each profile
   * whose matchmaker changes gets an `assignedTo` history row (account ids, from and to).
   */
  async function assign(
    viewer: Viewer,
    ids: number[],
    assignedTo: number | null,
  ): Promise<ProfileBulkResult> {
    if (assignedTo !== null && !(await deps.bulk.isActiveMatchmaker(assignedTo)))
      throw httpError(400, BULK_MESSAGES.assigneeInvalid);
    const rows = await deps.bulk.assignments(ids);
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw httpError(404, BULK_MESSAGES.notFound(missing));
    const changed = rows.filter((row) => row.assignedTo !== assignedTo);
    await deps.bulk.setAssignedTo(
      changed.map((row) => row.id),
      assignedTo,
    );
    await deps.history.record(
      viewer,
      changed.map((row) => ({
        entity: 'profile' as const,
        entityId: row.id,
        field: 'assignedTo',
        fromValue: row.assignedTo === null ? null : String(row.assignedTo),
        toValue: assignedTo === null ? null : String(assignedTo),
      })),
    );
    return { ids, assignedTo };
  }

  return {
    async setStatus(
      viewer: Viewer,
      change: ProfileBulkStatus,
      versions: ReadonlyMap<number, number> = new Map(),
    ): Promise<ProfileBulkResult> {
      if ('assignedTo' in change) return assign(viewer, change.ids, change.assignedTo);
      const { ids, status, inactiveReason, inactiveNote } = change;
      const found = new Set(await deps.bulk.existingIds(ids));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) throw httpError(404, BULK_MESSAGES.notFound(missing));
      for (const id of ids)
        await deps.changeStatus(viewer, id, { status, inactiveReason, inactiveNote }, versions.get(id));
      // The note only with "Other" (decision 071): the answer of SPEC's reasons stays as it was.
      return { ids, status, inactiveReason, ...(inactiveNote === null ? {} : { inactiveNote }) };
    },
  };
}
export type ProfileBulkService = ReturnType<typeof profileBulkService>;
