import { BULK_MESSAGES, type ProfileBulkResult, type ProfileBulkStatus } from '@shared/profile-bulk';
import type { VersionConflictDetails } from '@shared/versions';
import type { Viewer } from '../auth/viewer';
import type { HistoryRepository } from '../history/repository';
import { HttpError, httpError } from '../http/errors';
import type { ProfilesService } from '../profiles/service';
import { type ProfileVersions, stamped } from '../versions/service';
import type { ProfileBulkRepository } from './repository';

type Deps = {
  bulk: ProfileBulkRepository;
  /** The single profile's status change (profiles/patch-operations.ts `changeStatus`): its rule and its history rows. */
  changeStatus: ProfilesService['changeStatus'];
  /** The matchmaker's view of a profile, for what a skipped profile's other writer changed. */
  view: ProfilesService['view'];
  versions: ProfileVersions;
  history: HistoryRepository;
};

/**
 * A matchmaker's change of several profiles at once (issue 15, decisions 030, 054, 066): a status, or the
 * responsible matchmaker. Every profile named must exist, or nothing changes. A profile whose version is not
 * the one the list showed (`versions`) is skipped and said so, with who changed what; the others are changed,
 * each exactly as `PATCH /api/profile/{id}` changes one (the same service function, so the same columns and
 * history rows). When every profile named is skipped the answer is the 409 of a stale write. The caller runs
 * it in one transaction (app.ts), so a failure half-way leaves every profile as it was.
 */
export function profileBulkService(deps: Deps) {
  /** The rows, locked, and the ones changed by someone else since the list showed them. */
  async function sorted(viewer: Viewer, change: ProfileBulkStatus, versions: ReadonlyMap<number, number>) {
    const rows = await deps.bulk.lockedRows(change.ids);
    const found = new Map(rows.map((row) => [row.id, row]));
    const missing = change.ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw httpError(404, BULK_MESSAGES.notFound(missing));
    const { ids: _ids, ...yours } = change;
    const skipped: VersionConflictDetails[] = [];
    const fresh: { id: number; version: number; assignedTo: number | null }[] = [];
    for (const id of change.ids) {
      const row = found.get(id) as (typeof rows)[number];
      const base = versions.get(id);
      if (base === undefined || base === row.version) fresh.push(row);
      else
        skipped.push(
          await deps.versions.describe(viewer, id, base, row.version, yours, await deps.view(viewer, id)),
        );
    }
    if (fresh.length === 0) {
      const first = skipped[0] as VersionConflictDetails;
      throw new HttpError(409, BULK_MESSAGES.allSkipped(skipped.map((s) => s.id)), { ...first, skipped });
    }
    return { fresh, skipped };
  }

  return {
    async setStatus(
      viewer: Viewer,
      change: ProfileBulkStatus,
      versions: ReadonlyMap<number, number> = new Map(),
    ): Promise<ProfileBulkResult> {
      if (
        'assignedTo' in change &&
        change.assignedTo !== null &&
        !(await deps.bulk.isActiveMatchmaker(change.assignedTo))
      )
        throw httpError(400, BULK_MESSAGES.assigneeInvalid);
      const { fresh, skipped } = await sorted(viewer, change, versions);
      const ids = fresh.map((row) => row.id);
      if ('assignedTo' in change) {
        // The responsible matchmaker (decision 054): an active matchmaker or nobody; each profile whose
        // matchmaker changes gets its next version and an `assignedTo` history row (account ids, from and to).
        const { assignedTo } = change;
        for (const row of fresh) {
          if (row.assignedTo === assignedTo) continue;
          const version = await deps.versions.claim(viewer, row.id, undefined, change, () =>
            deps.view(viewer, row.id),
          );
          await deps.bulk.setAssignedTo(row.id, assignedTo);
          await deps.history.record(
            viewer,
            stamped(
              [
                {
                  entity: 'profile',
                  entityId: row.id,
                  field: 'assignedTo',
                  fromValue: row.assignedTo === null ? null : String(row.assignedTo),
                  toValue: assignedTo === null ? null : String(assignedTo),
                },
              ],
              version,
            ),
          );
        }
        return { ids, assignedTo, skipped };
      }
      const { status, inactiveReason, inactiveNote } = change;
      for (const row of fresh)
        await deps.changeStatus(viewer, row.id, { status, inactiveReason, inactiveNote }, row.version);
      // The note only with "Other" (decision 071): the answer of SPEC's reasons stays as it was.
      return { ids, status, inactiveReason, ...(inactiveNote == null ? {} : { inactiveNote }), skipped };
    },
  };
}
export type ProfileBulkService = ReturnType<typeof profileBulkService>;
